/**
 * Where the build puts the files search engines, social networks and browsers look for (drawn by
 * app/lib/seo-images.ts, written by app/lib/seo-files.ts, linked from app/layouts/SitePage.astro).
 */
export const SHARE_IMAGE = { path: "/images/share.png", width: 1200, height: 630 } as const;

/** Each article's and open role's own share image, with its title (app/lib/seo-images.ts); the same size as SHARE_IMAGE. */
export function shareImagePath(kind: "insights" | "roles", page: { locale: string; slug: string }): string {
  return `/images/${kind}/${page.locale}-${page.slug}.png`;
}

export const ICONS = {
  /** Classic favicon (16, 32 and 48 px PNGs in one .ico), requested by browsers unasked. */
  ico: "/favicon.ico",
  svg: "/icon.svg",
  appleTouch: "/apple-touch-icon.png",
  /** Web manifest icons; the 512 px one is also the logo in the JSON-LD. */
  png192: "/icon-192.png",
  png512: "/icon-512.png",
} as const;

/** Each language's RSS feed of articles (app/lib/seo-files.ts), linked from every page once there are articles. */
export const FEED_PATHS = { en: "/rss.xml", de: "/de/rss.xml" } as const;

/** Each language's RSS feed of open roles (app/lib/seo-files.ts), linked from the roles' pages. */
export const ROLE_FEED_PATHS = { en: "/roles/rss.xml", de: "/de/positionen/rss.xml" } as const;

export const MANIFEST_PATH = "/manifest.webmanifest";
export const SITEMAP_PATH = "/sitemap.xml";

/** Absolute URL of a site path under the configured public address. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}
