import { RoleList } from "../components/roles/RoleList.tsx";
import { OtherLanguageLinks } from "../components/layout/OtherLanguageLinks.tsx";
import type { Locale } from "../../shared/locales.ts";
import { fill } from "../site-data/fill.ts";
import type { Role, RolesWords } from "../site-data/types.ts";
import { countryName } from "../lib/countries.ts";
import { PageWordsContext, type PageWords } from "../site-data/use-page-words.ts";
import { pathOf, roleCountryPath } from "../page-table.ts";

/**
 * The list of open roles, newest first, or one country's part of it: links to each country with an
 * open role filter the list without a script (each is a pre-rendered page). With no role open it
 * says so, offers a conversation, and points to the other language's roles if it has any.
 */
export function RolesListView({
  page,
  words,
  locale,
  roles,
  countries,
  country,
  otherLanguages,
}: {
  page: PageWords;
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
  const linkClass = "rounded-sm border px-3 py-1.5 text-sm underline-offset-4 hover:underline";
  return (
    <PageWordsContext value={page}>
      <div className="mx-auto max-w-4xl px-5 py-16 sm:px-8 sm:py-24">
        <h1 className="section-title">
          {country ? fill(words.filter.countryTitle, { country: countryName(country, locale) }) : words.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{words.lead}</p>
        {countries.length > 1 || country ? (
          <nav aria-label={words.filter.label} className="mt-10">
            <ul className="flex flex-wrap gap-2">
              <li>
                <a
                  href={pathOf("roles", locale)}
                  aria-current={country ? undefined : "page"}
                  className={`${linkClass} ${country ? "border-line" : "border-accent font-semibold text-accent"}`}
                >
                  {words.filter.all}
                </a>
              </li>
              {countries.map((code) => (
                <li key={code}>
                  <a
                    href={roleCountryPath(locale, code)}
                    aria-current={code === country ? "page" : undefined}
                    className={`${linkClass} ${code === country ? "border-accent font-semibold text-accent" : "border-line"}`}
                  >
                    {countryName(code, locale)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="mt-12">
          {roles.length > 0 ? (
            <RoleList roles={roles} words={words} />
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
    </PageWordsContext>
  );
}
