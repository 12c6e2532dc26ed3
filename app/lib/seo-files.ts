import { ICONS, SITEMAP_PATH, absoluteUrl } from "../../shared/seo-assets.ts";
import type { Article, SiteFacts } from "../site-data/types.ts";
import { hreflangsOf, type PageEntry } from "../page-table.ts";
import { escapeXml } from "../../shared/escape.ts";

type Config = Pick<SiteFacts, "siteUrl" | "agencyName" | "agencyShortName" | "colors" | "email">;

/** Where RFC 9116 puts the security contact file (served on every delivery path). */
const SECURITY_TXT_PATH = "/.well-known/security.txt";

/** sitemap.xml listing the pages search engines should index, as absolute URLs. */
export function renderSitemap(
  siteUrl: string,
  pages: readonly Pick<PageEntry, "path" | "alternates" | "lastModified">[],
): string {
  const url = (path: string) => escapeXml(absoluteUrl(siteUrl, path));
  const entries = pages.map(({ path, alternates, lastModified }) =>
    [
      `  <url>`,
      `    <loc>${url(path)}</loc>`,
      ...(lastModified ? [`    <lastmod>${lastModified}</lastmod>`] : []),
      // Every language version of the page, itself included, as Google's hreflang sitemaps want.
      ...hreflangsOf(alternates).map(
        ([hreflang, alternate]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(alternate)}"/>`,
      ),
      `  </url>`,
    ].join("\n"),
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...entries,
    `</urlset>`,
    "",
  ].join("\n");
}

/** One article (or open role) in a feed, at its path. */
type FeedItem = Pick<Article, "title" | "description" | "published" | "author" | "tags"> & { path: string };

/** A YYYY-MM-DD date as RSS writes dates (RFC 822, with the weekday and a four-digit year). */
const rssDate = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();

/**
 * An RSS 2.0 feed of one language's articles, newest first, with absolute URLs and full dates.
 * The newest article's date stands for the feed's, so an unchanged feed stays byte-identical.
 */
export function renderFeed(
  siteUrl: string,
  feed: { path: string; title: string; description: string; listPath: string; language: string },
  items: readonly FeedItem[],
): string {
  const url = (path: string) => escapeXml(absoluteUrl(siteUrl, path));
  const text = (value: string) => escapeXml(value.replaceAll("\u00AD", ""));
  const newest = items
    .map((item) => item.published)
    .sort()
    .at(-1);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
    `  <channel>`,
    `    <title>${text(feed.title)}</title>`,
    `    <link>${url(feed.listPath)}</link>`,
    `    <description>${text(feed.description)}</description>`,
    `    <language>${escapeXml(feed.language)}</language>`,
    `    <atom:link href="${url(feed.path)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rssDate(newest)}</lastBuildDate>`] : []),
    ...items.flatMap((item) => [
      `    <item>`,
      `      <title>${text(item.title)}</title>`,
      `      <link>${url(item.path)}</link>`,
      `      <guid isPermaLink="true">${url(item.path)}</guid>`,
      `      <description>${text(item.description)}</description>`,
      `      <pubDate>${rssDate(item.published)}</pubDate>`,
      `      <dc:creator>${text(item.author)}</dc:creator>`,
      ...item.tags.map((tag) => `      <category>${text(tag)}</category>`),
      `    </item>`,
    ]),
    `  </channel>`,
    `</rss>`,
    "",
  ].join("\n");
}

export function renderRobots(siteUrl: string): string {
  // The editor at /admin/ is for the agency alone.
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${absoluteUrl(siteUrl, SITEMAP_PATH)}\n`;
}

/**
 * security.txt (RFC 9116): whom to tell about a vulnerability, until when that holds (one
 * year after the build, so a site left unbuilt stops vouching for a stale address), and
 * the file's own address so a copy elsewhere can be told apart.
 */
export function renderSecurityTxt(config: Pick<Config, "siteUrl" | "email">, builtAt: Date): string {
  const expires = new Date(builtAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  return [
    `Contact: mailto:${config.email}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    `Canonical: ${absoluteUrl(config.siteUrl, SECURITY_TXT_PATH)}`,
    "Preferred-Languages: en",
    "",
  ].join("\n");
}

export function renderManifest(config: Config): string {
  const manifest = {
    name: config.agencyName,
    short_name: config.agencyShortName,
    start_url: "/",
    scope: "/",
    display: "browser",
    background_color: config.colors.background,
    theme_color: config.colors.ink,
    icons: [
      { src: ICONS.png192, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: ICONS.png512, sizes: "512x512", type: "image/png", purpose: "any" },
      // The monogram sits well inside the safe zone, so the same square serves as a maskable icon.
      { src: ICONS.png512, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
