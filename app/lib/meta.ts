import { fill } from "../site-data/fill.ts";
import { LOCALES, OG_LOCALE } from "../../shared/locales.ts";
import type { CommonWords } from "../site-data/types.ts";
import { site } from "../site-data/site.ts";
import { SHARE_IMAGE, absoluteUrl } from "../../shared/seo-assets.ts";
import { hreflangsOf, type PageEntry } from "../page-table.ts";

/** What a page says of itself in its head (the route file gives it to app/layouts/SitePage.astro). */
export type PageSummary = {
  title: string;
  description?: string;
  /** For an article: Open Graph's article type with its dates (YYYY-MM-DD). */
  article?: { published: string; updated?: string; tags: string[] };
  /** A share image of the page's own instead of the site's (an article's), with its description. */
  image?: { path: string; alt: string };
};

/**
 * The head tags of a page: a branded `<title>` and description; for indexable pages also the
 * canonical URL under site.siteUrl, reciprocal hreflang links to the page in every language
 * (English as x-default), and Open Graph / Twitter card tags with the share image; for the
 * rest `noindex`.
 */
export function pageMeta(
  { title, description, article, image: ownImage }: PageSummary,
  { id, locale, path, alternates, indexable }: PageEntry,
  common: CommonWords,
) {
  // A heading's soft hyphens (content-pipeline/typography.ts) are for its line breaks, not for <title>.
  const fullTitle = `${title.replaceAll("\u00AD", "")} | ${site.agencyName}`;
  const meta: Record<string, string>[] = [];
  const links: Record<string, string>[] = [];
  if (description) meta.push({ name: "description", content: description.replaceAll("\u00AD", "") });
  // The not-found page answers at any address, so it names none: no canonical URL or share tags, noindex.
  if (id === "not-found") {
    meta.push({ name: "robots", content: "noindex" });
    return { title: fullTitle, meta, links };
  }

  const url = absoluteUrl(site.siteUrl, path);
  const image = absoluteUrl(site.siteUrl, ownImage?.path ?? SHARE_IMAGE.path);
  const imageAlt = ownImage?.alt.replaceAll("\u00AD", "") ?? fill(common.shareImageAlt, { agency: site.agencyName });
  links.push(
    { rel: "canonical", href: url },
    ...hreflangsOf(alternates).map(([hreflang, href]) => ({
      rel: "alternate",
      hreflang,
      href: absoluteUrl(site.siteUrl, href),
    })),
  );
  meta.push(
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:site_name", content: site.agencyName },
    { property: "og:locale", content: OG_LOCALE[locale] },
    ...LOCALES.filter((language) => language !== locale && alternates[language] !== undefined).map((language) => ({
      property: "og:locale:alternate",
      content: OG_LOCALE[language],
    })),
    { property: "og:url", content: url },
    { property: "og:title", content: fullTitle },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  );
  if (article) {
    meta.push(
      { property: "article:published_time", content: article.published },
      ...(article.updated ? [{ property: "article:modified_time", content: article.updated }] : []),
      ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    );
  }
  if (description) {
    meta.push(
      { property: "og:description", content: description },
      { name: "twitter:description", content: description },
    );
  }
  if (!indexable) meta.push({ name: "robots", content: "noindex" });
  return { title: fullTitle, meta, links };
}
