import { OtherLanguageLinks } from "../components/ui/links.tsx";
import { formatDate } from "../components/insights/ArticleList.tsx";
import { clientLine, roleWhere } from "./RoleView.tsx";
import { HTML_LANG, type Locale } from "../../shared/locales.ts";
import type { Role, RolesWords } from "../site-data/types.ts";
import { countryName } from "../../shared/countries.ts";
import { pathOf, rolePath, roleCountryPath } from "../page-table.ts";

/**
 * The list of open roles, newest first, or one country's part of it: links to each country with an
 * open role filter the list without a script (each is a pre-rendered page). With no role open it
 * says so, offers a conversation, and points to the other language's roles if it has any.
 */
export function RolesListView({
  title,
  words,
  locale,
  roles,
  countries,
  country,
  otherLanguages,
}: {
  /** The list's heading, or the country's for one country's list. */
  title: string;
  words: RolesWords;
  locale: Locale;
  /** The roles shown: all of this language's, or one country's. */
  roles: readonly Role[];
  /** Every country of this language's open roles, by code, for the filter links. */
  countries: readonly string[];
  /** The country this page lists, if it is one country's list. */
  country?: string;
  /** Other languages with open roles, for the empty list. */
  otherLanguages: readonly Locale[];
}) {
  const filters = [
    { href: pathOf("roles", locale), label: words.filter.all, current: !country },
    ...countries.map((code) => ({
      href: roleCountryPath(locale, code),
      label: countryName(code, HTML_LANG[locale]),
      current: code === country,
    })),
  ];
  return (
    <div className="mx-auto max-w-4xl px-5 py-16 sm:px-8 sm:py-24">
      <h1 className="section-title">{title}</h1>
      <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{words.lead}</p>
      {countries.length > 1 || country ? (
        <nav aria-label={words.filter.label} className="mt-10">
          <ul className="flex flex-wrap gap-2">
            {filters.map((filter) => (
              <li key={filter.href}>
                <a
                  href={filter.href}
                  aria-current={filter.current ? "page" : undefined}
                  className={`rounded-sm border px-3 py-1.5 text-sm underline-offset-4 hover:underline ${filter.current ? "border-accent font-semibold text-accent" : "border-line"}`}
                >
                  {filter.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-12">
        {roles.length > 0 ? (
          <ul className="divide-y divide-line border-y border-line">
            {roles.map((role) => (
              <li key={role.slug} className="py-8 sm:py-10">
                <p className="text-sm text-muted">{roleWhere(role, words).join(" · ")}</p>
                <h2 className="mt-3 font-display text-2xl leading-snug font-medium text-balance sm:text-3xl">
                  <a
                    href={rolePath(role)}
                    className="[hyphens:manual] underline-offset-4 hover:text-accent hover:underline"
                  >
                    {role.title}
                  </a>
                </h2>
                <p className="mt-2 font-semibold">{clientLine(role, words)}</p>
                <p className="mt-3 max-w-3xl leading-relaxed text-muted">{role.summary}</p>
                <p className="mt-3 text-sm text-muted">
                  {words.facts.closes}{" "}
                  <time dateTime={role.validThrough}>{formatDate(role.validThrough, role.locale)}</time>
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <div className="border-y border-line py-10 leading-relaxed">
            <p>{words.empty}</p>
            <p className="mt-6">
              <a href={pathOf("booking", locale)} className="button-secondary">
                {words.emptyLink}
              </a>
            </p>
            {otherLanguages.length > 0 ? (
              <p className="mt-6">
                {words.otherLanguage} <OtherLanguageLinks page="roles" languages={otherLanguages} />
              </p>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
