/**
 * The shape of every content file under content/, with the rules the build checks and the
 * label and hint the editor at /admin/ shows for each field (`.meta()`). Used at build time
 * only: browsers receive the validated values, never these schemas (docs/decisions/004).
 */
import * as z from "zod";
import { SECTION_IDS } from "../shared/sections.ts";
import { isUnderGdprOrUkGdpr } from "./legal-fields.ts";
import { legalSchema } from "./legal-schema.ts";
import type { LegalPage } from "./render-legal.ts";
import { bookingSchema, homeSchema, insightsSchema, rolesSchema } from "./page-words-schema.ts";
import { field, group, httpsUrl, line, matching, nonEmpty, paragraph, refuse } from "./schema-fields.ts";

const hexColour = (label: string, hint: string) =>
  field(matching(/^#[0-9a-fA-F]{6}$/, "must be a six-digit hex colour such as #1F2A44"), {
    label,
    hint,
    widget: "color",
  });

/** Countries the markets map can draw, by ISO 3166-1 alpha-2 code. */
export const MARKET_CODES = ["DE", "GB", "US"] as const;
export type MarketCode = (typeof MARKET_CODES)[number];

const EMAIL_MESSAGE = "must be a valid email address";

// content/site.yml: facts that are the same in every language.

export const siteSchema = z
  .strictObject({
    agencyName: line("Agency name", "The full name, as in the footer and the page titles."),
    agencyShortName: line("Short name", "For tight spaces: the logo on small phones and the home-screen icon."),
    founderName: line("Founder's name", "As it appears on the home page and in the booking text ({founder})."),
    email: field(z.email({ message: EMAIL_MESSAGE }).meta({ patternMessage: EMAIL_MESSAGE }), {
      label: "Email address",
      hint: "Shown on the site and used for the mailto: links.",
    }),
    linkedInUrl: httpsUrl("LinkedIn page", "The company page, starting with https://"),
    schedulingUrl: httpsUrl(
      "Calendly event",
      "The founder's 30-minute event type, for example https://calendly.com/name/30min",
    ),
    siteUrl: httpsUrl(
      "Website address",
      "The public address, used for canonical links, the sitemap and share previews.",
    ),
    markets: field(
      z
        .array(field(z.enum(MARKET_CODES), { label: "Market", hint: "DE, GB or US." }))
        .min(1, "must list at least one market"),
      {
        label: "Markets",
        hint: "Countries the agency works in, highlighted on the map. Their names are in each language's common words.",
      },
    ),
    copyrightYear: field(z.number().int().min(2000).max(2100), {
      label: "Copyright year",
      hint: "The year in the footer's copyright line.",
    }),
    booking: group("Booking", "How the booking page loads the scheduler.", {
      consent: field(z.enum(["none", "click-to-load"]), {
        label: "When the calendar loads",
        hint: '"click-to-load" (as shipped): only after the visitor presses a button that asks for consent, as German law (§ 25 TDDDG) and the UK\'s PECR require. "none": as soon as the booking page opens; refused while the markets include Germany, another EU/EEA country or the UK.',
      }),
    }),
    colors: group("Colours", "Six-digit hex colours. The tests fail if text falls below WCAG AA contrast.", {
      background: hexColour("Page background", "Behind everything."),
      surface: hexColour("Surface", "Raised areas: alternate sections, the booking panel."),
      text: hexColour("Text", "Body text and headings."),
      muted: hexColour("Muted text", "Captions and descriptions; keep it readable on the background."),
      accent: hexColour("Accent", "The one accent: buttons, links, highlights."),
      onAccent: hexColour("Text on accent", "Text placed on the accent colour."),
      ink: hexColour("Dark band", "The headline band and the footer."),
      onInk: hexColour("Text on dark band", "Text placed on the dark band."),
      line: hexColour("Lines", "Hairlines and borders."),
    }),
    legal: field(legalSchema, {
      label: "Legal facts",
      hint: "For the legal notice and the privacy policy. Placeholders until the agency's real details go in. Leave out register, vatId or contentResponsible if they do not apply.",
    }),
    editor: group("Editor", "Where the editor at /admin/ saves changes.", {
      repo: field(matching(/^[\w.-]+\/[\w.-]+$/, "must be owner/name, such as agency/website"), {
        label: "GitHub repository",
        hint: "owner/name of the repository the editor saves to.",
      }),
      branch: line("Branch", "The branch the editor commits to; its CI deploys the site."),
    }),
  })
  .superRefine((site, context) => {
    // § 25(1) TDDDG, the ePrivacy Directive's other national laws and PECR reg. 6: in Germany, the
    // rest of the EU/EEA and the UK, Calendly's cookies need the visitor's consent before it loads.
    const regulated = site.markets.filter(isUnderGdprOrUkGdpr);
    if (site.booking.consent === "none" && regulated.length > 0) {
      refuse(
        context,
        ["booking", "consent"],
        `must be "click-to-load" while markets include ${regulated.join(", ")}: in Germany, the rest of the EU/EEA and the UK, Calendly may store and read cookies only after the visitor consents (§ 25(1) TDDDG, PECR), so "none" cannot be lawful there`,
      );
    }
    // Searching in the UK is regular, not occasional: Art. 27 UK GDPR then requires a representative there.
    if (site.markets.includes("GB") && site.legal.ukRepresentative === undefined) {
      refuse(
        context,
        ["legal", "ukRepresentative"],
        "required while markets include GB: an agency outside the UK that regularly searches there must appoint a representative in the UK (Art. 27 UK GDPR), named in the privacy policy",
      );
    }
  });

// content/<language>/common.yml: words every page shares.

const navItem = z.strictObject({
  label: line("Label", "The words in the menu."),
  section: field(z.enum(SECTION_IDS), { label: "Section", hint: "The home-page section it scrolls to." }),
});

export const commonSchema = z.strictObject({
  shareImageAlt: line(
    "Share image description",
    "Alt text of the preview image on social networks. {agency} is filled in.",
  ),
  founderRole: line(
    "Founder's role",
    "Under the founder's name on the home page. Must contain the founder's role in the legal facts (legal.representatives), such as Founder and Managing Director.",
  ),
  marketNames: group(
    "Market names",
    "How each country is written in this language.",
    Object.fromEntries(
      MARKET_CODES.map((code) => [code, line(`Name of ${code}`, `The country ${code} as this language writes it.`)]),
    ) as Record<MarketCode, typeof nonEmpty>,
  ),
  skipLink: line("Skip link", "The first thing keyboard users reach: jumps past the header."),
  nav: group("Header", "The bar at the top of every page.", {
    label: line("Navigation name", "Read out by screen readers."),
    items: field(z.array(navItem).min(1), {
      label: "Navigation items",
      hint: "The menu links, in order; each scrolls to a home-page section.",
    }),
    cta: line("Header button", "Leads to the booking page."),
    openMenu: line("Open menu label", "Screen-reader name of the menu button on phones."),
    closeMenu: line("Close menu label", "Screen-reader name of the menu button while the menu is open."),
    homeLabel: line("Logo link suffix", 'Read after the agency name on the logo, for example "home".'),
  }),
  footer: group("Footer", "The band at the bottom of every page.", {
    description: paragraph("Description", "A sentence or two about the agency, at the left of the footer."),
    sectionsTitle: line("Links heading", "Above the links to the home-page sections."),
    legalNavLabel: line("Legal links name", "Read by screen readers for the legal links."),
    legalNotice: line("Legal notice link", "The link to the legal notice (Impressum)."),
    privacy: line("Privacy policy link", "The link to the privacy policy."),
    contactTitle: line("Contact heading", "Above the email address and phone."),
    linkedInLabel: line("LinkedIn link", "The words of the link to the LinkedIn page."),
    rights: line("Rights line", "After the copyright notice."),
  }),
  newTab: line("New tab notice", "Read by screen readers after links that open a new tab."),
  notFound: group("Page not found", "Shown for an address the site does not have.", {
    metaTitle: line("Page title", "In the browser tab."),
    code: line("Large code", "The big number, such as 404."),
    title: line("Heading", "Says the page does not exist."),
    body: paragraph("Text", "What the visitor can do next."),
    home: line("Link home", "The words of the link back to the home page."),
  }),
  error: group("Unexpected error", "Shown if a page fails to load or render.", {
    title: line("Heading", "Says that something went wrong."),
    body: paragraph("Text", "What the visitor can do next."),
    home: line("Link home", "The words of the link back to the home page."),
  }),
});

export type RolesWords = z.infer<typeof rolesSchema>;
export type InsightsWords = z.infer<typeof insightsSchema>;
export type SiteFacts = z.infer<typeof siteSchema>;
export type CommonWords = z.infer<typeof commonSchema>;
export type HomeWords = z.infer<typeof homeSchema>;
export type BookingWords = z.infer<typeof bookingSchema>;

// content/<language>/legal-notice.md and privacy.md: Markdown templates filled from the legal
// facts when the site builds (content-pipeline/render-legal.ts; syntax in docs/legal-templates.md).

export const legalPageSchema = z.strictObject({
  title: line("Page title", "The page's heading and its title in the browser tab."),
  description: paragraph("Description", "For search results."),
  body: field(nonEmpty, {
    label: "Text",
    hint: "Markdown with Handlebars {{placeholders}} for the legal facts and {{#if}} blocks; see docs/legal-templates.md.",
    // Plain text, saved exactly as typed: the rich-text editor would rewrite the template's
    // {{#if}} lines and its backslash line breaks on opening (docs/decisions/070).
    widget: "text",
  }),
});

/** Every content file: where it lives, how the editor shows it, and the schema it must meet. */
export type ContentFile = {
  name: string;
  label: string;
  /** Relative to the repository root; `{{locale}}` stands for each language's folder. */
  path: string;
  translated: boolean;
  format: "yaml" | "markdown";
  schema: z.ZodObject;
};

/** A file with one copy per language, content/<language>/<file>; Markdown by its extension. */
const translated = <const Name extends string, Schema extends z.ZodObject>(
  name: Name,
  label: string,
  file: string,
  schema: Schema,
) =>
  ({
    name,
    label,
    path: `content/{{locale}}/${file}`,
    translated: true,
    format: file.endsWith(".md") ? "markdown" : "yaml",
    schema,
  }) as const;

export const CONTENT_FILES = [
  {
    name: "site",
    label: "Site facts",
    path: "content/site.yml",
    translated: false,
    format: "yaml",
    schema: siteSchema,
  },
  translated("common", "Shared words", "common.yml", commonSchema),
  translated("home", "Home page", "home.yml", homeSchema),
  translated("booking", "Booking page", "booking.yml", bookingSchema),
  translated("insights", "Insights: list and article pages", "insights.yml", insightsSchema),
  translated("roles", "Open roles: list and role pages", "roles.yml", rolesSchema),
  translated("legalNotice", "Legal notice", "legal-notice.md", legalPageSchema),
  translated("privacy", "Privacy policy", "privacy.md", legalPageSchema),
] as const satisfies readonly ContentFile[];

/** One language's words as the pages read them: each file validated, the legal pages filled in and rendered. */
export type Words = {
  [
    File in Extract<(typeof CONTENT_FILES)[number], { translated: true }> as File["name"]
  ]: File["schema"] extends typeof legalPageSchema ? LegalPage : z.infer<File["schema"]>;
};
