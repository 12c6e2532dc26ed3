/**
 * What the route files of pages (app/pages/) share: their static paths, one per page-table entry
 * of their kinds, and what their layout (app/layouts/SitePage.astro) and view read of a page.
 */
import type { PageEntry } from "../page-table.ts";
import { pageWordsOf, pagesOf, routeParam, wordsOf } from "../site-data/page-data.ts";

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
  if (!item) throw new Error(`app/lib/routes.ts: no ${kind} for ${entry.path}`);
  return item;
}
