/**
 * What the route files (app/pages/) read when the site is built, from the content collections
 * (app/content.config.ts): the articles and open roles, each language's words, and their static
 * paths, one per page table entry of their kinds, with what their layout (app/layouts/SitePage.astro)
 * and view read of a page.
 */
import { getCollection, getEntry } from "astro:content";
import type { Locale } from "../../shared/locales.ts";
import { pageEntries, pathOf, type PageEntry } from "../page-table.ts";
import type { CommonWords, Words } from "./types.ts";

// The collections are sorted again, newest first: a collection does not keep the order its loader
// stored (a build with them unsorted changed /insights). Each is also what the page table needs of it.

/** The published articles (app/content.config.ts). */
export async function publishedArticles() {
  return (await getCollection("articles"))
    .map((entry) => entry.data)
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
}

/** The roles open today (app/content.config.ts). */
export async function openRoles() {
  return (await getCollection("roles"))
    .map((entry) => entry.data)
    .sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title));
}

/**
 * The page, its language, the words every page shares (header, footer, error screens), where the
 * language switch leads, and the insights list's link when the site has articles.
 */
export type PageWords = {
  page: PageEntry["id"];
  locale: Locale;
  common: CommonWords;
  languageSwitch: PageEntry["languageSwitch"];
  insights?: { label: string; path: string };
  /** The list of open roles: the footer links it always, the header while `open` is more than 0. */
  roles?: { label: string; path: string; open: number };
};

/** The words of a language, validated by the content pipeline; the collection holds every language (app/content.config.ts). */
export async function wordsOf(locale: Locale): Promise<Words> {
  return (await getEntry("words", locale))!.data;
}

/** A page's PageWords, with how many roles are open in its language. */
export async function pageWordsOf(entry: PageEntry, words: Words): Promise<PageWords> {
  const hasArticles = (await publishedArticles()).length > 0;
  const rolesOpen = (await openRoles()).filter((role) => role.locale === entry.locale).length;
  return {
    page: entry.id,
    locale: entry.locale,
    common: words.common,
    languageSwitch: entry.languageSwitch,
    ...(hasArticles ? { insights: { label: words.insights.menuLabel, path: pathOf("insights", entry.locale) } } : {}),
    roles: { label: words.roles.menuLabel, path: pathOf("roles", entry.locale), open: rolesOpen },
  };
}

/** The page table's entries of these kinds, in every language. */
export async function pagesOf<Id extends PageEntry["id"]>(...ids: Id[]): Promise<PageEntry<Id>[]> {
  const entries = pageEntries(await publishedArticles(), await openRoles());
  return entries.filter((entry): entry is PageEntry<Id> => (ids as string[]).includes(entry.id));
}

/**
 * A page's address as the rest parameter of its route file: "/booking" -> "booking", "/de/" -> "de",
 * "/" -> undefined. Astro writes a path that ends in "/" to that directory's index.html, the rest to
 * "<path>.html" (build.format "preserve"); app/pages/[...home]/index.astro gives the directories.
 */
export function routeParam(path: string): string | undefined {
  return path.replace(/^\/|\/$/g, "") || undefined;
}

/**
 * A static path per page of these kinds, its address as the route file's rest parameter `param`,
 * with the page's entry, its language's words and what the frame reads (pageWordsOf).
 */
export async function staticPathsOf<Id extends PageEntry["id"]>(param: string, ...ids: Id[]) {
  return Promise.all(
    (await pagesOf(...ids)).map(async (entry) => {
      const words = await wordsOf(entry.locale);
      const props = { entry, words, page: await pageWordsOf(entry, words) };
      return { params: { [param]: routeParam(entry.path) }, props };
    }),
  );
}

/** A page's entry, words and frame words: what its route file passes the layout (app/layouts/SitePage.astro). */
export type SitePageProps = Awaited<ReturnType<typeof staticPathsOf>>[number]["props"];

/** The article or open role a page shows, found by the page's language and slug. */
export function shownOn<Item extends { locale: string; slug: string }>(
  items: readonly Item[],
  entry: PageEntry,
  kind: string,
): Item {
  const item = items.find((candidate) => candidate.locale === entry.locale && candidate.slug === entry.slug);
  if (!item) throw new Error(`app/site-data/page-data.ts: no ${kind} for ${entry.path}`);
  return item;
}
