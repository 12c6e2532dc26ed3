/**
 * What the route files (app/pages/) read when the site is built: each language's words and the
 * page table's entries of one kind of page, from the content collections (app/content.config.ts).
 */
import { getEntry } from "astro:content";
import type { Locale } from "../../shared/locales.ts";
import { pageEntries, pathOf, type PageEntry } from "../page-table.ts";
import { publishedArticles } from "./articles.ts";
import { openRoles } from "./roles.ts";
import type { Words } from "./types.ts";
import type { PageWords } from "./use-page-words.ts";

/** The words of a language, validated by the content pipeline; the collection holds every language (app/content.config.ts). */
export async function wordsOf(locale: Locale): Promise<Words> {
  return (await getEntry("words", locale))!.data;
}

/**
 * What the frame and the views of a page read: the page, its language, the shared words, the
 * language switch, the insights link when there are articles, and the open roles' list with how
 * many are open in the page's language.
 */
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
