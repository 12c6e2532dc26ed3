import { fill } from "../../site-data/fill.ts";
import { site } from "../../site-data/site.ts";
import type { Article, InsightsWords, Role, RolesWords } from "../../site-data/types.ts";
import { pathOf } from "../../page-table.ts";
import { ArrowLeft } from "./icons.ts";

/** An article's or a role's page: the link back to its list, the title, its own parts, the invitation to book. */
export function EntryPage({
  kind,
  entry: { title, locale },
  words,
  children,
}: {
  /** Names the page's landmarks (`article-title`, `role-cta-title`) and the list it leads back to. */
  kind: "article" | "role";
  entry: Article | Role;
  words: InsightsWords | RolesWords;
  children: React.ReactNode;
}) {
  return (
    <article aria-labelledby={`${kind}-title`} className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
      <p>
        <a
          href={pathOf(kind === "article" ? "insights" : "roles", locale)}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {words.backToList}
        </a>
      </p>
      <h1 id={`${kind}-title`} className="mt-8 section-title">
        {title}
      </h1>
      {children}
      <aside aria-labelledby={`${kind}-cta-title`} className="mt-16 bg-ink px-6 py-10 text-on-ink sm:px-10">
        <h2 id={`${kind}-cta-title`} className="font-display text-3xl font-medium text-balance">
          {words.cta.title}
        </h2>
        <p className="mt-4 leading-relaxed text-on-ink/85">
          {fill(words.cta.body, { founder: site.founderName, agency: site.agencyName, email: site.email })}
        </p>
        <a href={pathOf("booking", locale)} className="mt-8 button-primary [&:focus-visible]:outline-on-ink">
          {words.cta.button}
        </a>
      </aside>
    </article>
  );
}
