import { fill } from "../../site-data/fill.ts";
import { site } from "../../site-data/site.ts";
import type { InsightsWords, RolesWords } from "../../site-data/types.ts";
import { ArrowLeft } from "./icons.ts";

/**
 * An article's or a role's page: the link back to its list, the title, the entry's own parts, and
 * the invitation to book a conversation on the dark band.
 */
export function EntryPage({
  kind,
  title,
  back,
  cta,
  bookingPath,
  children,
}: {
  /** Names the page's landmarks: `article-title`, `role-cta-title`. */
  kind: "article" | "role";
  title: string;
  back: { href: string; label: string };
  cta: InsightsWords["cta"] | RolesWords["cta"];
  bookingPath: string;
  children: React.ReactNode;
}) {
  return (
    <article aria-labelledby={`${kind}-title`} className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
      <p>
        <a
          href={back.href}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </a>
      </p>
      <h1 id={`${kind}-title`} className="mt-8 section-title">
        {title}
      </h1>
      {children}
      <aside aria-labelledby={`${kind}-cta-title`} className="mt-16 bg-ink px-6 py-10 text-on-ink sm:px-10">
        <h2 id={`${kind}-cta-title`} className="font-display text-3xl font-medium text-balance">
          {cta.title}
        </h2>
        <p className="mt-4 leading-relaxed text-on-ink/85">
          {fill(cta.body, { founder: site.founderName, agency: site.agencyName, email: site.email })}
        </p>
        <a href={bookingPath} className="mt-8 button-primary [&:focus-visible]:outline-on-ink">
          {cta.button}
        </a>
      </aside>
    </article>
  );
}
