import type { CommonWords, SiteFacts } from "../content/types.ts";
import { ICONS, absoluteUrl } from "./seo-assets.ts";

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
