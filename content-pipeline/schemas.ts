/**
 * The shape of every content file under content/, with the rules the build checks and the
 * label and hint the editor at /admin/ shows for each field (`.meta()`). Used at build time
 * only: browsers receive the validated values, never these schemas (docs/decisions/004).
 */
import { z } from "zod";
import { SECTION_IDS } from "../shared/sections.ts";
import { isUnderGdprOrUkGdpr } from "./legal-fields.ts";
import { legalSchema } from "./legal-schema.ts";
import { field, httpsUrl, line, matching, nonEmpty, paragraph } from "./schema-fields.ts";

export type { FieldMeta } from "./schema-fields.ts";

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

const PLACEHOLDER_HINT = "{founder}, {agency} and {email} are filled in from the site facts.";

// ---------------------------------------------------------------------------------------------
// content/site.yml: facts that are the same in every language.

/**
 * The markets in which loading Calendly needs the visitor's consent first: Germany, the rest of
 * the EU/EEA and the UK (§ 25(1) TDDDG, the ePrivacy Directive's national laws, PECR reg. 6).
 * booking.consent "none" is refused while there is any.
 */
export const marketsNeedingConsent = (markets: readonly string[]) => markets.filter(isUnderGdprOrUkGdpr);

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
    booking: field(
      z.strictObject({
        consent: field(z.enum(["none", "click-to-load"]), {
          label: "When the calendar loads",
          hint: '"click-to-load" (as shipped): only after the visitor presses a button that asks for consent, as German law (§ 25 TDDDG) and the UK\'s PECR require. "none": as soon as the booking page opens; refused while the markets include Germany, another EU/EEA country or the UK.',
        }),
      }),
      { label: "Booking", hint: "How the booking page loads the scheduler." },
    ),
    colors: field(
      z.strictObject({
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
      { label: "Colours", hint: "Six-digit hex colours. The tests fail if text falls below WCAG AA contrast." },
    ),
    legal: field(legalSchema, {
      label: "Legal facts",
      hint: "For the legal notice and the privacy policy. Placeholders until the agency's real details go in. Leave out register, vatId or contentResponsible if they do not apply.",
    }),
    editor: field(
      z.strictObject({
        repo: field(matching(/^[\w.-]+\/[\w.-]+$/, "must be owner/name, such as agency/website"), {
          label: "GitHub repository",
          hint: "owner/name of the repository the editor saves to.",
        }),
        branch: line("Branch", "The branch the editor commits to; its CI deploys the site."),
      }),
      { label: "Editor", hint: "Where the editor at /admin/ saves changes." },
    ),
  })
  .superRefine((site, context) => {
    const regulated = marketsNeedingConsent(site.markets);
    // § 25(1) TDDDG and PECR reg. 6: Calendly's cookies need the visitor's consent first, so a site
    // for these markets cannot load the calendar with the page.
    if (site.booking.consent === "none" && regulated.length > 0) {
      context.addIssue({
        code: "custom",
        path: ["booking", "consent"],
        message: `must be "click-to-load" while markets include ${regulated.join(", ")}: in Germany, the rest of the EU/EEA and the UK, Calendly may store and read cookies only after the visitor consents (§ 25(1) TDDDG, PECR), so "none" cannot be lawful there`,
      });
    }
    // Searching in the UK is regular, not occasional: Art. 27 UK GDPR then requires a representative there.
    if (site.markets.includes("GB") && site.legal.ukRepresentative === undefined) {
      context.addIssue({
        code: "custom",
        path: ["legal", "ukRepresentative"],
        message:
          "required while markets include GB: an agency outside the UK that regularly searches there must appoint a representative in the UK (Art. 27 UK GDPR), named in the privacy policy",
      });
    }
  });

// ---------------------------------------------------------------------------------------------
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
  marketNames: field(
    z.strictObject(
      Object.fromEntries(
        MARKET_CODES.map((code) => [code, line(`Name of ${code}`, `The country ${code} as this language writes it.`)]),
      ) as Record<MarketCode, typeof nonEmpty>,
    ),
    { label: "Market names", hint: "How each country is written in this language." },
  ),
  skipLink: line("Skip link", "The first thing keyboard users reach: jumps past the header."),
  nav: field(
    z.strictObject({
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
    { label: "Header", hint: "The bar at the top of every page." },
  ),
  footer: field(
    z.strictObject({
      description: paragraph("Description", "A sentence or two about the agency, at the left of the footer."),
      sectionsTitle: line("Links heading", "Above the links to the home-page sections."),
      legalNavLabel: line("Legal links name", "Read by screen readers for the legal links."),
      legalNotice: line("Legal notice link", "The link to the legal notice (Impressum)."),
      privacy: line("Privacy policy link", "The link to the privacy policy."),
      contactTitle: line("Contact heading", "Above the email address and phone."),
      linkedInLabel: line("LinkedIn link", "The words of the link to the LinkedIn page."),
      rights: line("Rights line", "After the copyright notice."),
    }),
    { label: "Footer", hint: "The band at the bottom of every page." },
  ),
  newTab: line("New tab notice", "Read by screen readers after links that open a new tab."),
  notFound: field(
    z.strictObject({
      metaTitle: line("Page title", "In the browser tab."),
      code: line("Large code", "The big number, such as 404."),
      title: line("Heading", "Says the page does not exist."),
      body: paragraph("Text", "What the visitor can do next."),
      home: line("Link home", "The words of the link back to the home page."),
    }),
    { label: "Page not found", hint: "Shown for an address the site does not have." },
  ),
  error: field(
    z.strictObject({
      title: line("Heading", "Says that something went wrong."),
      body: paragraph("Text", "What the visitor can do next."),
      home: line("Link home", "The words of the link back to the home page."),
    }),
    { label: "Unexpected error", hint: "Shown if a page fails to load or render." },
  ),
});

// ---------------------------------------------------------------------------------------------
// content/<language>/home.yml

const pageMetaSchema = field(
  z.strictObject({
    title: line("Page title", "In the browser tab and search results, before the agency name."),
    description: paragraph("Description", "For search results and share previews; about 150 characters."),
  }),
  { label: "Search and sharing", hint: "How the page appears in search results and share previews." },
);

const titled = z.strictObject({
  title: line("Title", "A few words."),
  description: paragraph("Description", "One or two sentences."),
});

/** The eyebrow and title that open a section of the home page; fresh schemas for each section. */
const sectionHeading = () => ({
  eyebrow: line("Eyebrow", "The small line above the title."),
  title: line("Title", "The section's heading."),
});

export const homeSchema = z.strictObject({
  meta: pageMetaSchema,
  hero: field(
    z.strictObject({
      kicker: line("Line above the headline", "A short line in small capitals above the headline."),
      headline: line("Headline", "Write it in normal case: the design shows it in capitals."),
    }),
    { label: "Headline band", hint: "The first screen of the home page." },
  ),
  intro: field(
    z.strictObject({
      title: line("Title", "The heading under the headline band."),
      blurb: paragraph("Text", "A few sentences on how the agency works."),
      primaryCta: line("Booking button", "Leads to the booking page."),
      secondaryCta: line("Read-on button", "Scrolls to the services."),
    }),
    { label: "Introduction", hint: "The section under the headline band." },
  ),
  about: field(
    z.strictObject({
      ...sectionHeading(),
      paragraphs: field(z.array(paragraph("Paragraph", PLACEHOLDER_HINT)).min(1), {
        label: "Story",
        hint: "The founder's story, one paragraph per item.",
      }),
      quote: paragraph("Pull quote", "Without quotation marks; the design adds them."),
    }),
    { label: "About the founder", hint: "The section the menu calls Our Story." },
  ),
  services: field(
    z.strictObject({
      ...sectionHeading(),
      lead: paragraph("Introduction", "A sentence under the heading."),
      items: field(z.array(titled).min(1), { label: "Services", hint: "Numbered in this order." }),
    }),
    { label: "Services", hint: "What the agency offers." },
  ),
  values: field(
    z.strictObject({
      ...sectionHeading(),
      items: field(z.array(titled).min(1), { label: "Values", hint: "Shown in this order." }),
    }),
    { label: "Values", hint: "What guides the agency." },
  ),
  contact: field(
    z.strictObject({
      ...sectionHeading(),
      lead: paragraph("Introduction", "A sentence under the heading."),
      emailLabel: line("Email label", "Beside the email address."),
      linkedInLabel: line("LinkedIn label", "Beside the LinkedIn link."),
      linkedInText: line("LinkedIn link", "The words of the link to the LinkedIn page."),
      primaryCta: line("First booking button", "Leads to the booking page."),
      secondaryCta: line("Second booking button", "Also leads to the booking page."),
      marketsTitle: line("Markets heading", "Above the list of countries beside the map."),
      mapAlt: paragraph("Map description", "Alt text of the map for people who cannot see it."),
    }),
    { label: "Contact", hint: "The last section of the home page." },
  ),
});

// ---------------------------------------------------------------------------------------------
// content/<language>/booking.yml

export const bookingSchema = z.strictObject({
  meta: pageMetaSchema,
  title: line("Heading", "The page's main heading."),
  lead: paragraph("Introduction", PLACEHOLDER_HINT),
  providerNote: line("Before the calendar: who runs the booking", "Shown in both consent modes."),
  providerNoteLink: line(
    "Link to the privacy policy's Calendly section",
    "The words of the link after that line; it leads to the policy's section on Calendly.",
  ),
  widgetLabel: line("Calendar name", "Read by screen readers."),
  directLinkIntro: line("Direct link introduction", "Before the link that opens the calendar on Calendly itself."),
  directLink: line("Direct link", "The words of that link."),
  loading: field(
    z.strictObject({
      title: line("Title", "Says the calendar is loading."),
      body: paragraph("Text", "A sentence while the visitor waits."),
      noScript: paragraph("Without JavaScript", "For browsers with JavaScript off: where to book instead."),
    }),
    { label: "While the calendar loads", hint: "Shown in the calendar's place until it appears." },
  ),
  fallback: field(
    z.strictObject({
      title: line("Title", "Says the calendar did not load."),
      body: paragraph("Text", "Why, briefly, such as a blocker or a slow connection."),
      directLink: line("Direct link", "The words of the link to the calendar on Calendly itself."),
      emailIntro: line("Before the email address", "Offers email as the other way to get in touch."),
    }),
    { label: "If the calendar cannot load", hint: "Shown when Calendly is blocked or takes too long." },
  ),
  consent: field(
    z.strictObject({
      title: line("Title", "The heading of the consent step."),
      explanation: paragraph("Explanation", "What loading Calendly means for the visitor's data."),
      button: line("Button", "Loads the calendar; say that it comes from Calendly."),
      // § 25(1) TDDDG: the consent must cover Calendly's cookies as well as the transfer, and the
      // privacy policy says it does.
      consentNote: field(
        nonEmpty.refine((text) => /cookie/i.test(text), {
          message:
            "must say that the click also consents to Calendly storing and reading cookies on the device (§ 25(1) TDDDG), naming cookies",
        }),
        {
          label: "That the click is consent, and how to withdraw it",
          hint: "Shown beside the button: pressing it is consent to Calendly receiving the data and storing and reading cookies on the device (say both); the calendar can be hidden again at any time.",
          widget: "text",
        },
      ),
      privacyLink: line("Link to the privacy policy", "The words of the link to the policy's section on Calendly."),
      remembered: paragraph("How long the choice lasts", "Such as: until the browser tab is closed."),
      hide: line(
        "Button that hides the calendar again",
        "Withdraws consent: removes the calendar and forgets the choice.",
      ),
    }),
    { label: "Before loading the calendar", hint: 'Shown only when "When the calendar loads" is "click-to-load".' },
  ),
  confirmation: field(
    z.strictObject({
      title: line("Title", "Thanks the visitor for booking."),
      body: paragraph("Text", PLACEHOLDER_HINT),
    }),
    { label: "After booking", hint: "Replaces the calendar once a meeting is booked." },
  ),
});

// ---------------------------------------------------------------------------------------------
// content/<language>/insights.yml: the words around the articles (content/insights/).

export const insightsSchema = z.strictObject({
  menuLabel: line("Menu link", "The link to the list in the header and the footer."),
  meta: pageMetaSchema,
  title: line("List heading", "The list page's main heading."),
  lead: paragraph("List introduction", "A sentence under the heading."),
  empty: paragraph(
    "No articles yet",
    "Shown on the list while this language has no articles; it links to the other language's.",
  ),
  readingTime: line("Reading time", "{minutes} is filled in, such as: {minutes} min read."),
  byline: line("Author line", "{author} is filled in, such as: By {author}."),
  updated: line("Updated", "Before the date of the last change, such as: Updated"),
  tagsLabel: line("Topics name", "Read by screen readers before an article's tags."),
  backToList: line("Back link", "Leads from an article to the list."),
  pagination: field(
    z.strictObject({
      label: line("Name", "Read by screen readers for the links between pages of the list."),
      newer: line("Newer", "The link to the previous page of the list (newer articles)."),
      older: line("Older", "The link to the next page (older articles)."),
      page: line("Page number", "{page} and {pages} are filled in, such as: Page {page} of {pages}."),
    }),
    { label: "Pages of the list", hint: "The list shows ten articles per page." },
  ),
  cta: field(
    z.strictObject({
      title: line("Title", "Under every article."),
      body: paragraph("Text", PLACEHOLDER_HINT),
      button: line("Button", "Leads to the booking page."),
    }),
    { label: "After each article", hint: "Invites the reader to book a consultation." },
  ),
  home: field(
    z.strictObject({
      ...sectionHeading(),
      all: line("Link to the list", "Under the three newest articles."),
    }),
    { label: "On the home page", hint: "The three newest articles, shown only when there are any." },
  ),
  feedTitle: line("Feed title", "The RSS feed's name in feed readers. {agency} is filled in."),
});

// ---------------------------------------------------------------------------------------------
// content/<language>/roles.yml: the words around the open roles (content/roles/).

export const rolesSchema = z.strictObject({
  menuLabel: line("Menu link", "The link to the list in the header (while roles are open) and the footer (always)."),
  meta: pageMetaSchema,
  title: line("List heading", "The list page's main heading."),
  lead: paragraph("List introduction", "A sentence under the heading."),
  empty: paragraph("No open roles", "Shown on the list while no role is open in this language."),
  emptyLink: line("Link when none is open", "After that sentence: leads to the booking page."),
  otherLanguage: line(
    "Roles in the other language",
    "Before the link to the other language's list, shown when only that language has open roles.",
  ),
  filter: field(
    z.strictObject({
      label: line("Name", "Read by screen readers for the country links, and shown before them."),
      all: line("All countries", "The link back to every role."),
      countryTitle: line("Heading of a country's list", "{country} is filled in, such as: Open roles in {country}."),
    }),
    { label: "Filter by country", hint: "Links above the list, one per country with an open role." },
  ),
  facts: field(
    z.strictObject({
      label: line("Facts name", "Read by screen readers before a role's facts."),
      client: line("Client", "Before the client's name or description."),
      confidential: line("Confidential client", "Shown where the name would be, such as: Confidential client."),
      location: line("Location", "Before the city and country."),
      remote: line("Remote", "{countries} is filled in, such as: Remote from {countries}."),
      employmentType: line("Employment type", "Before the type."),
      employmentTypes: field(
        z.strictObject({
          FULL_TIME: line("Full time", "How FULL_TIME reads."),
          PART_TIME: line("Part time", "How PART_TIME reads."),
          CONTRACTOR: line("Interim or freelance", "How CONTRACTOR reads."),
          TEMPORARY: line("Fixed term", "How TEMPORARY reads."),
        }),
        { label: "Employment types", hint: "How each type reads in this language." },
      ),
      salary: line("Salary", "Before the range."),
      salaryUnits: field(
        z.strictObject({
          YEAR: line("Per year", "After the range, such as: per year."),
          MONTH: line("Per month", "After a monthly range."),
          DAY: line("Per day", "After a daily rate."),
          HOUR: line("Per hour", "After an hourly rate."),
        }),
        { label: "Salary units", hint: "After the salary range." },
      ),
      posted: line("Posted", "Before the date the role was posted."),
      closes: line("Closes", "Before the last day to apply."),
    }),
    { label: "A role's facts", hint: "The labels beside each fact, on the list and the role's page." },
  ),
  apply: field(
    z.strictObject({
      title: line("Heading", "Above the way to apply, on each role's page."),
      body: paragraph("Text", "What happens with an application. {agency} is filled in."),
      email: line("Email button", "For roles applied for by email."),
      emailSubject: line("Email subject", "{title} is filled in with the role's title."),
      linkedin: line("LinkedIn button", "For roles applied for on LinkedIn."),
      booking: line("Booking button", "For roles applied for in a conversation."),
      privacy: line("Privacy link", "The words of the link to the privacy policy's section on applications."),
    }),
    { label: "Applying", hint: "On each role's page." },
  ),
  backToList: line("Back link", "Leads from a role to the list."),
  closed: field(
    z.strictObject({
      title: line("Heading", "Says the role has closed."),
      body: paragraph("Text", "What a candidate can do instead."),
      link: line("Link to the open roles", "The words of the link to the list."),
    }),
    {
      label: "A closed role",
      hint: "Shown at a role's address after its closing day (the address then answers 'gone', 410).",
    },
  ),
  cta: field(
    z.strictObject({
      title: line("Title", "Under every role."),
      body: paragraph("Text", PLACEHOLDER_HINT),
      button: line("Button", "Leads to the booking page."),
    }),
    { label: "After each role", hint: "Invites the reader to book a conversation." },
  ),
  home: field(
    z.strictObject({
      one: line("One open role", "On the home page when one role is open."),
      many: line("Several open roles", "{count} is filled in, such as: {count} open roles."),
      link: line("Link to the list", "Beside the count."),
    }),
    { label: "On the home page", hint: "The count of open roles, shown only when there are any." },
  ),
  feedTitle: line("Feed title", "The roles' RSS feed's name in feed readers. {agency} is filled in."),
});

// ---------------------------------------------------------------------------------------------

export type RolesWords = z.infer<typeof rolesSchema>;
export type InsightsWords = z.infer<typeof insightsSchema>;
export type SiteFacts = z.infer<typeof siteSchema>;
export type CommonWords = z.infer<typeof commonSchema>;
export type HomeWords = z.infer<typeof homeSchema>;
export type BookingWords = z.infer<typeof bookingSchema>;

// ---------------------------------------------------------------------------------------------
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

export const CONTENT_FILES = [
  {
    name: "site",
    label: "Site facts",
    path: "content/site.yml",
    translated: false,
    format: "yaml",
    schema: siteSchema,
  },
  {
    name: "common",
    label: "Shared words",
    path: "content/{{locale}}/common.yml",
    translated: true,
    format: "yaml",
    schema: commonSchema,
  },
  {
    name: "home",
    label: "Home page",
    path: "content/{{locale}}/home.yml",
    translated: true,
    format: "yaml",
    schema: homeSchema,
  },
  {
    name: "booking",
    label: "Booking page",
    path: "content/{{locale}}/booking.yml",
    translated: true,
    format: "yaml",
    schema: bookingSchema,
  },
  {
    name: "insights",
    label: "Insights: list and article pages",
    path: "content/{{locale}}/insights.yml",
    translated: true,
    format: "yaml",
    schema: insightsSchema,
  },
  {
    name: "roles",
    label: "Open roles: list and role pages",
    path: "content/{{locale}}/roles.yml",
    translated: true,
    format: "yaml",
    schema: rolesSchema,
  },
  {
    name: "legalNotice",
    label: "Legal notice",
    path: "content/{{locale}}/legal-notice.md",
    translated: true,
    format: "markdown",
    schema: legalPageSchema,
  },
  {
    name: "privacy",
    label: "Privacy policy",
    path: "content/{{locale}}/privacy.md",
    translated: true,
    format: "markdown",
    schema: legalPageSchema,
  },
] as const satisfies readonly ContentFile[];
