/**
 * The one table of the site's pages and their address in each language. The routes, the
 * pre-render list, the sitemap, hreflang links, the language switch and (through
 * build/pages.json) the servers, the link checker, budgets, audits and screenshots all derive
 * from it.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../shared/locales.ts";

type PageDefinition = {
  /** The route module under app/. */
  module: string;
  /** The page's path in each language. */
  paths: Record<Locale, string>;
  /** Whether search engines should index it (and the sitemap list it). */
  indexable: boolean;
};

export const PAGES = {
  home: { module: "routes/home.tsx", paths: { en: "/", de: "/de/" }, indexable: true },
  booking: { module: "routes/booking.tsx", paths: { en: "/booking", de: "/de/termin" }, indexable: true },
  legalNotice: {
    module: "routes/legal-page.tsx",
    paths: { en: "/legal-notice", de: "/de/impressum" },
    indexable: true,
  },
  privacy: { module: "routes/legal-page.tsx", paths: { en: "/privacy", de: "/de/datenschutz" }, indexable: true },
} as const satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof PAGES;

/** The not-found page of each language, pre-rendered at these paths and served with status 404. */
export const NOT_FOUND = {
  module: "routes/not-found.tsx",
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
 * booking.html (docs/decisions/100-one-url-per-page-on-every-host.md). React Router
 * pre-renders to <path>/index.html; the build moves each file here.
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

/**
 * The page a loader's request is for. Pre-rendering also asks for each page's data file
 * ("/booking.data", "/de/_.data" for "/de/"), which belongs to the same page.
 */
export function pagePathOf(request: Request): string {
  const { pathname } = new URL(request.url);
  return pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
}

/** The route id of a page in a language (app/routes.ts), such as "booking.en". */
export function routeIdOf(id: PageId, locale: Locale): string {
  return `${id}.${locale}`;
}

/** The page a route id belongs to; undefined for any other route (root, not-found). */
export function pageOfRouteId(routeId: string): PageId | undefined {
  const [id = "", locale = ""] = routeId.split(".");
  return id in PAGES && (LOCALES as readonly string[]).includes(locale) ? (id as PageId) : undefined;
}

/** The entry a pre-rendered path belongs to, if any. */
export function entryForPath(path: string): PageEntry | undefined {
  return pageEntries().find((entry) => entry.path === path);
}
