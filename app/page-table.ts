/**
 * The one table of the site's pages and their address in each language. The routes, the
 * pre-render list, the sitemap, hreflang links, the language switch and (through
 * build/pages.json) the servers, the link checker, budgets, audits and screenshots all derive
 * from it.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../shared/locales.ts";

type PageDefinition = {
  /** The page's path in each language. */
  paths: Record<Locale, string>;
  /** Whether search engines should index it (and the sitemap list it). */
  indexable: boolean;
};

export const PAGES = {
  home: { paths: { en: "/", de: "/de/" }, indexable: true },
  booking: { paths: { en: "/booking", de: "/de/termin" }, indexable: true },
  legalNotice: {
    paths: { en: "/legal-notice", de: "/de/impressum" },
    indexable: true,
  },
  privacy: { paths: { en: "/privacy", de: "/de/datenschutz" }, indexable: true },
} as const satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof PAGES;

/** The not-found page of each language, pre-rendered at these paths and served with status 404. */
export const NOT_FOUND = {
  paths: { en: "/404", de: "/de/404" },
} as const satisfies Omit<PageDefinition, "indexable">;

/** One page in one language: what the build pre-renders and the servers answer. */
export type PageEntry<Id extends string = PageId | "not-found"> = {
  id: Id;
  locale: Locale;
  path: string;
  /** The pre-rendered file under build/client. */
  file: string;
  indexable: boolean;
  /** The same page in every language (including this one), for hreflang and the language switch. */
  alternates: Record<Locale, string>;
};

/**
 * The file a page is served from, in the layout Cloudflare Pages, nginx and the Node server
 * all answer without a redirect: "/" -> index.html, "/de/" -> de/index.html, "/booking" ->
 * booking.html (docs/decisions/100-one-url-per-page-on-every-host.md). Astro writes each page
 * there (build.format "preserve", app/pages/).
 */
function prerenderedFile(path: string): string {
  const trimmed = path.replace(/^\/+/, "");
  if (trimmed === "" || trimmed.endsWith("/")) return `${trimmed}index.html`;
  return `${trimmed}.html`;
}

/** Every page in every language. */
export function localizedPages(): PageEntry<PageId>[] {
  const entries: PageEntry<PageId>[] = [];
  for (const [id, page] of Object.entries(PAGES) as [PageId, PageDefinition][]) {
    for (const locale of LOCALES) {
      const path = page.paths[locale];
      entries.push({
        id,
        locale,
        path,
        file: prerenderedFile(path),
        indexable: page.indexable,
        alternates: page.paths,
      });
    }
  }
  return entries;
}

/** Every page in every language, then each language's not-found page. */
export function pageEntries(): PageEntry[] {
  const entries: PageEntry[] = localizedPages();
  for (const locale of LOCALES) {
    const path = NOT_FOUND.paths[locale];
    // Hosts look for the nearest 404.html, which is where the page's own file goes.
    const file = prerenderedFile(path);
    entries.push({ id: "not-found", locale, path, file, indexable: false, alternates: NOT_FOUND.paths });
  }
  return entries;
}

/** The path of a page in a language. */
export function pathOf(id: PageId, locale: Locale = DEFAULT_LOCALE): string {
  return PAGES[id].paths[locale];
}

/** The entry a pre-rendered path belongs to, if any. */
export function entryForPath(path: string): PageEntry | undefined {
  return pageEntries().find((entry) => entry.path === path);
}
