import type { Role, RolesWords } from "../../site-data/types.ts";
import { rolePath } from "../../page-table.ts";
import { formatDate } from "../insights/ArticleFacts.tsx";
import { clientLine, roleWhere } from "./RoleFacts.tsx";

/** Open roles as a list of titles that link to them, each with the client, where, and the closing day. */
export function RoleList({ roles, words }: { roles: readonly Role[]; words: RolesWords }) {
  return (
    <ul className="divide-y divide-line border-y border-line">
      {roles.map((role) => (
        <li key={role.slug} className="py-8 sm:py-10">
          <p className="text-sm text-muted">{roleWhere(role, words).join(" · ")}</p>
          <h2 className="mt-3 font-display text-2xl leading-snug font-medium text-balance sm:text-3xl">
            <a href={rolePath(role)} className="[hyphens:manual] underline-offset-4 hover:text-accent hover:underline">
              {role.title}
            </a>
          </h2>
          <p className="mt-2 font-semibold">{clientLine(role, words)}</p>
          <p className="mt-3 max-w-3xl leading-relaxed text-muted">{role.summary}</p>
          <p className="mt-3 text-sm text-muted">
            {words.facts.closes} <time dateTime={role.validThrough}>{formatDate(role.validThrough, role.locale)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
