import { fill } from "../content/fill.ts";
import { DEFAULT_LOCALE, LOCALES, OG_LOCALE, type Locale } from "../../shared/locales.ts";
import type { CommonWords } from "../content/types.ts";
import { site } from "../content/site.ts";
import { entryForPath } from "../page-table.ts";
import { SHARE_IMAGE, absoluteUrl } from "./seo-assets.ts";

type PageMeta = {
  title: string;
  description?: string;
  /** The page's own path; gives it a canonical URL, language alternates and share tags. Omit for pages search engines should skip. */
  path?: string;
  locale: Locale;
  /** The shared words of the page's language (the share image's description). */
  common: CommonWords;
};

/** The attributes of one <meta> or <link> element. */
export type HeadAttributes = Record<string, string>;

/** What a page puts in its <head> besides what every page shares (app/layouts/SitePage.astro). */
export type PageHead = { title: string; meta: HeadAttributes[]; links: HeadAttributes[] };

/**
 * The head tags of a page: a branded `<title>` and description; for indexable pages also the
 * canonical URL under site.siteUrl, reciprocal hreflang links to the page in every language
 * (English as x-default), and Open Graph / Twitter card tags with the share image; for the
 * rest `noindex`.
 */
export function pageMeta({ title, description, path, locale, common }: PageMeta): PageHead {
  // A heading's soft hyphens (content-pipeline/typography.ts) are for its line breaks, not for <title>.
  const fullTitle = `${title.replaceAll("\u00AD", "")} | ${site.agencyName}`;
  const meta: HeadAttributes[] = [];
  const links: HeadAttributes[] = [];
  if (description) meta.push({ name: "description", content: description.replaceAll("\u00AD", "") });
  if (path === undefined) {
    meta.push({ name: "robots", content: "noindex" });
    return { title: fullTitle, meta, links };
  }

  const url = absoluteUrl(site.siteUrl, path);
  const alternates = entryForPath(path)?.alternates;
  if (!alternates) throw new Error(`pageMeta: ${path} is not in the page table (app/page-table.ts)`);
  const image = absoluteUrl(site.siteUrl, SHARE_IMAGE.path);
  const imageAlt = fill(common.shareImageAlt, { agency: site.agencyName });
  links.push(
    { rel: "canonical", href: url },
    ...LOCALES.map((language) => ({
      rel: "alternate",
      hreflang: language,
      href: absoluteUrl(site.siteUrl, alternates[language]),
    })),
    { rel: "alternate", hreflang: "x-default", href: absoluteUrl(site.siteUrl, alternates[DEFAULT_LOCALE]) },
  );
  meta.push(
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.agencyName },
    { property: "og:locale", content: OG_LOCALE[locale] },
    ...LOCALES.filter((language) => language !== locale).map((language) => ({
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
  if (description) {
    meta.push(
      { property: "og:description", content: description },
      { name: "twitter:description", content: description },
    );
  }
  return { title: fullTitle, meta, links };
}
