import { fill } from "../../site-data/fill.ts";
import type { RolesWords } from "../../site-data/types.ts";
import { useLocale } from "../../site-data/use-page-words.ts";
import { pathOf } from "../../page-table.ts";

/** A line on the home page with the count of open roles and a link to them; nothing while none is open. */
export function OpenRolesBand({ open, words }: { open: number; words: RolesWords }) {
  const locale = useLocale();
  if (open === 0) return null;
  return (
    <aside aria-labelledby="open-roles-count" className="border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-6 px-5 py-12 sm:px-8">
        <p id="open-roles-count" className="font-display text-2xl font-medium sm:text-3xl">
          {open === 1 ? words.home.one : fill(words.home.many, { count: String(open) })}
        </p>
        <a href={pathOf("roles", locale)} className="button-secondary">
          {words.home.link}
        </a>
      </div>
    </aside>
  );
}
