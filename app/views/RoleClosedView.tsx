import type { Locale } from "../../shared/locales.ts";
import type { RolesWords } from "../site-data/types.ts";
import { pathOf } from "../page-table.ts";

/** What a closed role's address shows (with status 410 Gone): the role has closed, and where the open ones are. */
export function RoleClosedView({ words, locale }: { words: RolesWords; locale: Locale }) {
  return (
    <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
      <h1 className="section-title">{words.closed.title}</h1>
      <p className="mt-6 text-lg leading-relaxed text-muted">{words.closed.body}</p>
      <p className="mt-10 flex flex-wrap gap-4">
        <a href={pathOf("roles", locale)} className="button-primary">
          {words.closed.link}
        </a>
        <a href={pathOf("booking", locale)} className="button-secondary">
          {words.emptyLink}
        </a>
      </p>
    </div>
  );
}
