import { copy } from "../content/copy.ts";
import type { SiteConfig } from "../content/site-schema.ts";
import { ICONS, absoluteUrl } from "./seo-assets.ts";

/** schema.org description of the agency, for search engines' knowledge panels. */
export function agencyStructuredData(config: SiteConfig) {
  return {
    "@context": "https://schema.org",
    "@type": "EmploymentAgency",
    "@id": absoluteUrl(config.siteUrl, "/#organization"),
    name: config.agencyName,
    alternateName: config.agencyShortName,
    url: absoluteUrl(config.siteUrl, "/"),
    logo: absoluteUrl(config.siteUrl, ICONS.png512),
    image: absoluteUrl(config.siteUrl, ICONS.png512),
    description: copy.meta.homeDescription,
    email: config.email,
    sameAs: [config.linkedInUrl],
    areaServed: config.markets.map((name) => ({ "@type": "Country", name })),
    founder: { "@type": "Person", name: config.founder.name, jobTitle: config.founder.role },
  };
}

/** JSON for an inline <script>: "<" is escaped so the text can never close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
