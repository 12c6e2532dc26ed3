/**
 * The one table of the site's pages and their address in each language. The routes, the
 * pre-render list, the sitemap, hreflang links, the language switch and (through
 * build/pages.json) the servers, the link checker, budgets, audits and screenshots all derive
 * from it, and from the articles and open roles the build passes in (content/insights/, content/roles/).
 */
import { countriesOf } from "../shared/countries.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../shared/locales.ts";
import type { Article, Role } from "./site-data/types.ts";

/** Each page's path in each language; all of them are for search engines (the sitemap lists them). */
export const PAGES = {
  home: { paths: { en: "/", de: "/de/" } },
  booking: { paths: { en: "/booking", de: "/de/termin" } },
  insights: { paths: { en: "/insights", de: "/de/einblicke" } },
  roles: { paths: { en: "/roles", de: "/de/positionen" } },
  legalNotice: { paths: { en: "/legal-notice", de: "/de/impressum" } },
  privacy: { paths: { en: "/privacy", de: "/de/datenschutz" } },
} as const satisfies Record<string, { paths: Record<Locale, string> }>;

export type PageId = keyof typeof PAGES;

/** The not-found page of each language, pre-rendered at these paths and served with status 404. */
export const NOT_FOUND = { paths: { en: "/404", de: "/de/404" } } as const;

/** Articles per page of the list; later pages live at <list>/page/2, /page/3 … */
export const ARTICLES_PER_PAGE = 10;

/** What the page table needs to know of a published article and of an open role (the same key links translations). */
export type ArticleRef = Pick<Article, "locale" | "slug" | "key" | "published" | "updated">;
type RoleRef = Pick<Role, "locale" | "slug" | "key" | "datePosted" | "locations" | "remoteCountries">;

/**
 * The page a closed role's address answers with status 410 Gone, in its language: it says the
 * role has closed and leads to the open ones. At its own address it is an ordinary page kept
 * out of search results (reserved as role file names, content-pipeline/roles.ts).
 */
export const ROLE_CLOSED = { paths: { en: "/roles/closed", de: "/de/positionen/geschlossen" } } as const;

/** One page in one language: what the build pre-renders and the servers answer. */
export type PageEntry<Id extends string = PageId | "article" | "role" | "roles-country" | "role-closed" | "not-found"> =
  {
    id: Id;
    locale: Locale;
    path: string;
    /** The pre-rendered file under build/client. */
    file: string;
    indexable: boolean;
    /** The same page in the languages it exists in (this one included): hreflang links these only. */
    alternates: Partial<Record<Locale, string>>;
    /** Where the language switch leads in each language: the same page, else the nearest page there is. */
    languageSwitch: Record<Locale, string>;
    /** YYYY-MM-DD the page's content last changed, where the build knows it (articles and their list): the sitemap's lastmod. */
    lastModified?: string;
    /** Which page of the insights list (1 for the first). */
    listPage?: number;
    /** The article or role the page shows. */
    slug?: string;
    /** A country's list of roles: its ISO code (DE, GB …). */
    country?: string;
  };

/**
 * A closed role's address in build/pages.json: answered 410 Gone by every server, with `file`,
 * its language's closed-role page (ROLE_CLOSED), as the body (delivery/policy.ts).
 */
export type GoneEntry = { id: "gone"; locale: Locale; path: string; file: string };

/**
 * The file a page is served from, in the layout Cloudflare Pages, nginx and the Node server
 * all answer without a redirect: "/" -> index.html, "/de/" -> de/index.html, "/booking" ->
 * booking.html (docs/decisions/100-one-url-per-page-on-every-host.md). Astro writes each page
 * there (build.format "preserve", app/pages/).
 */
function prerenderedFile(path: string): string {
  return `${path.replace(/^\/+/, "").replace(/(^|\/)$/, "$1index")}.html`;
}

/**
 * One page in `locale` at `path`, linked to its translations (`alternates`, this page among them):
 * the language switch leads to them, and to `elsewhere` in a language the page is not in.
 */
function entry<Id extends PageEntry["id"]>(
  id: Id,
  locale: Locale,
  path: string,
  indexable: boolean,
  alternates: Partial<Record<Locale, string>>,
  elsewhere: Record<Locale, string>,
): PageEntry<Id> {
  const languageSwitch = { ...elsewhere, ...alternates };
  return { id, locale, path, file: prerenderedFile(path), indexable, alternates, languageSwitch };
}

/** A page in `locale` that is at the same place in every language: those paths are its translations. */
function fixedPage<Id extends PageEntry["id"]>(
  id: Id,
  locale: Locale,
  paths: Record<Locale, string>,
  indexable: boolean,
  languageSwitch: Record<Locale, string> = paths,
): PageEntry<Id> {
  return { ...entry(id, locale, paths[locale], indexable, paths, paths), languageSwitch };
}

/**
 * The page of an article or an open role, linked to its translations (the same key in another
 * language); without one, the language switch leads to the other language's `list`.
 */
function contentPage<Id extends "article" | "role", Item extends ArticleRef | RoleRef>(
  id: Id,
  item: Item,
  all: readonly Item[],
  pathOf: (item: Item) => string,
  list: Record<Locale, string>,
  lastModified: string,
): PageEntry<Id> {
  const alternates: Partial<Record<Locale, string>> = {};
  for (const language of LOCALES) {
    const translation = all.find((other) => other.locale === language && other.key === item.key);
    if (translation) alternates[language] = pathOf(translation);
  }
  return { ...entry(id, item.locale, pathOf(item), true, alternates, list), lastModified, slug: item.slug };
}

export function articlePath(article: Pick<ArticleRef, "locale" | "slug">): string {
  return `${PAGES.insights.paths[article.locale]}/${article.slug}`;
}

export function rolePath(role: Pick<RoleRef, "locale" | "slug">): string {
  return `${PAGES.roles.paths[role.locale]}/${role.slug}`;
}

/** The word before a country's code in the address of its list of roles (reserved as role file names, content-pipeline/roles.ts). */
const COUNTRY_SEGMENT: Record<Locale, string> = { en: "country", de: "land" };

/** The address of the list of roles in one country, such as /roles/country/de. */
export function roleCountryPath(locale: Locale, country: string): string {
  return `${PAGES.roles.paths[locale]}/${COUNTRY_SEGMENT[locale]}/${country.toLowerCase()}`;
}

export function listPagePath(locale: Locale, page: number): string {
  return page === 1 ? PAGES.insights.paths[locale] : `${PAGES.insights.paths[locale]}/page/${page}`;
}

/**
 * A page's hreflang links as [hreflang, path]: its translations, then the default language's as
 * x-default; none for a page in one language only (an untranslated article).
 */
export function hreflangsOf(alternates: Partial<Record<Locale, string>>): [string, string][] {
  const translations = LOCALES.flatMap((language): [string, string][] => {
    const path = alternates[language];
    return path === undefined ? [] : [[language, path]];
  });
  const fallback = alternates[DEFAULT_LOCALE];
  if (translations.length < 2) return [];
  return fallback === undefined ? translations : [...translations, ["x-default", fallback]];
}

const newest = (a: ArticleRef, b: ArticleRef) => b.published.localeCompare(a.published);
const changedOn = (article: ArticleRef) => article.updated ?? article.published;
const latest = (dates: string[]) => dates.toSorted().at(-1);

/** The pages of the insights list and of each article, once there are articles. */
function insightsPages(articles: readonly ArticleRef[]): PageEntry<"insights" | "article">[] {
  if (articles.length === 0) return [];
  const entries: PageEntry<"insights" | "article">[] = [];
  const firstListPage = PAGES.insights.paths;
  for (const locale of LOCALES) {
    const own = articles.filter((article) => article.locale === locale).sort(newest);
    // Every language has a list once any article exists: an untranslated article's language
    // switch leads there, and a reader of that language learns what there is in it.
    const pageCount = Math.max(1, Math.ceil(own.length / ARTICLES_PER_PAGE));
    for (let page = 1; page <= pageCount; page += 1) {
      const path = listPagePath(locale, page);
      const shown = own.slice((page - 1) * ARTICLES_PER_PAGE, page * ARTICLES_PER_PAGE);
      // An empty list (a language without articles yet) is for readers, not search results. Later
      // pages list different articles in each language: only the first pages are translations.
      const alternates = page === 1 ? firstListPage : { [locale]: path };
      entries.push({
        ...entry("insights", locale, path, own.length > 0, alternates, firstListPage),
        ...(shown.length > 0 ? { lastModified: latest(shown.map(changedOn)) } : {}),
        listPage: page,
      });
    }
    entries.push(
      ...own.map((article) =>
        contentPage("article", article, articles, articlePath, firstListPage, changedOn(article)),
      ),
    );
  }
  return entries;
}

/**
 * The list of open roles in each language (always, even empty: candidates come back to it), a list
 * per country with an open role (filter links, no script), and each open role's page.
 */
function rolesPages(roles: readonly RoleRef[]): PageEntry<"roles" | "roles-country" | "role" | "role-closed">[] {
  const entries: PageEntry<"roles" | "roles-country" | "role" | "role-closed">[] = [];
  const lists = PAGES.roles.paths;
  const countriesIn = (locale: Locale) =>
    [...new Set(roles.filter((role) => role.locale === locale).flatMap(countriesOf))].sort();
  for (const locale of LOCALES) {
    const own = roles.filter((role) => role.locale === locale).sort((a, b) => b.datePosted.localeCompare(a.datePosted));
    entries.push(
      {
        // The empty list is for candidates who come back, not for search results.
        ...fixedPage("roles", locale, lists, own.length > 0),
        ...(own.length > 0 ? { lastModified: latest(own.map((role) => role.datePosted)) } : {}),
      },
      fixedPage("role-closed", locale, ROLE_CLOSED.paths, false, lists),
    );
    for (const country of countriesIn(locale)) {
      const alternates: Partial<Record<Locale, string>> = {};
      for (const language of LOCALES)
        if (countriesIn(language).includes(country)) alternates[language] = roleCountryPath(language, country);
      // A filtered view of the list: for visitors, not a page of its own in search results.
      const path = roleCountryPath(locale, country);
      entries.push({ ...entry("roles-country", locale, path, false, alternates, lists), country });
    }
    // No open translation (none, or closed already): the switch leads to the other language's list.
    entries.push(...own.map((role) => contentPage("role", role, roles, rolePath, lists, role.datePosted)));
  }
  return entries;
}

/**
 * Every page in every language, then each language's not-found page: its file is where hosts look
 * for the nearest 404.html, and its language switch offers a way in (the other language's home
 * page), not the same dead end again.
 */
export function pageEntries(articles: readonly ArticleRef[], roles: readonly RoleRef[] = []): PageEntry[] {
  return [
    ...(Object.keys(PAGES) as PageId[]).flatMap((id): PageEntry[] => {
      if (id === "insights") return insightsPages(articles);
      if (id === "roles") return rolesPages(roles);
      return LOCALES.map((locale) => fixedPage(id, locale, PAGES[id].paths, true));
    }),
    ...LOCALES.map((locale) => fixedPage("not-found", locale, NOT_FOUND.paths, false, PAGES.home.paths)),
  ];
}

/** The addresses of closed roles, answered 410 Gone (a closed role whose address an open one took again is left out). */
export function goneEntries(
  closed: readonly Pick<RoleRef, "locale" | "slug">[],
  open: readonly RoleRef[],
): GoneEntry[] {
  const live = new Set(open.map(rolePath));
  return closed
    .map((role) => ({
      id: "gone" as const,
      locale: role.locale,
      path: rolePath(role),
      file: prerenderedFile(ROLE_CLOSED.paths[role.locale]),
    }))
    .filter((entry) => !live.has(entry.path));
}

export function pathOf(id: PageId, locale: Locale = DEFAULT_LOCALE): string {
  return PAGES[id].paths[locale];
}
