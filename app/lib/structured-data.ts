import type { Article, CommonWords, SiteFacts } from "../site-data/types.ts";
import { ICONS, absoluteUrl, shareImagePath } from "../../shared/seo-assets.ts";
import { HTML_LANG } from "../../shared/locales.ts";
import { articlePath } from "../page-table.ts";

/** schema.org description of the agency in the page's language, for search engines' knowledge panels. */
export function agencyStructuredData(site: SiteFacts, words: CommonWords) {
  return {
    "@context": "https://schema.org",
    "@type": "EmploymentAgency",
    "@id": absoluteUrl(site.siteUrl, "/#organization"),
    name: site.agencyName,
    alternateName: site.agencyShortName,
    url: absoluteUrl(site.siteUrl, "/"),
    logo: absoluteUrl(site.siteUrl, ICONS.png512),
    image: absoluteUrl(site.siteUrl, ICONS.png512),
    description: words.footer.description,
    email: site.email,
    sameAs: [site.linkedInUrl],
    // Keyed by code, so a translated market name never changes which country is meant.
    areaServed: site.markets.map((code) => ({ "@type": "Country", identifier: code, name: words.marketNames[code] })),
    founder: { "@type": "Person", name: site.founderName, jobTitle: words.founderRole },
  };
}

/** JSON for an inline <script>: "<" is escaped so the text can never close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * schema.org BlogPosting of an article on its own page (articlePath), in its language, with its
 * share image, published by the agency (the @id of agencyStructuredData).
 */
export function articleStructuredData(site: SiteFacts, article: Article) {
  const url = absoluteUrl(site.siteUrl, articlePath(article));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    url,
    // Soft hyphens are for line breaks on the page, not for machines.
    headline: article.title.replaceAll("\u00AD", ""),
    description: article.description.replaceAll("\u00AD", ""),
    datePublished: article.published,
    dateModified: article.updated ?? article.published,
    inLanguage: HTML_LANG[article.locale],
    author: { "@type": "Person", name: article.author },
    publisher: {
      "@type": "Organization",
      "@id": absoluteUrl(site.siteUrl, "/#organization"),
      name: site.agencyName,
      logo: { "@type": "ImageObject", url: absoluteUrl(site.siteUrl, ICONS.png512) },
    },
    image: absoluteUrl(site.siteUrl, shareImagePath("insights", article)),
    ...(article.tags.length > 0 ? { keywords: article.tags.join(", ") } : {}),
  };
}
