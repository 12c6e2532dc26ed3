/**
 * The words of the home, booking, insights and roles pages, content/<language>/<page>.yml: the
 * rules the build checks and each field's label and hint in the editor (schemas.ts has the rest).
 */
import * as z from "zod";
import { field, group, line, nonEmpty, paragraph } from "./schema-fields.ts";

const PLACEHOLDER_HINT = "{founder}, {agency} and {email} are filled in from the site facts.";

// content/<language>/home.yml

const pageMetaSchema = group("Search and sharing", "How the page appears in search results and share previews.", {
  title: line("Page title", "In the browser tab and search results, before the agency name."),
  description: paragraph("Description", "For search results and share previews; about 150 characters."),
});

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
  hero: group("Headline band", "The first screen of the home page.", {
    kicker: line("Line above the headline", "A short line in small capitals above the headline."),
    headline: line("Headline", "Write it in normal case: the design shows it in capitals."),
  }),
  intro: group("Introduction", "The section under the headline band.", {
    title: line("Title", "The heading under the headline band."),
    blurb: paragraph("Text", "A few sentences on how the agency works."),
    primaryCta: line("Booking button", "Leads to the booking page."),
    secondaryCta: line("Read-on button", "Scrolls to the services."),
  }),
  about: group("About the founder", "The section the menu calls Our Story.", {
    ...sectionHeading(),
    paragraphs: field(z.array(paragraph("Paragraph", PLACEHOLDER_HINT)).min(1), {
      label: "Story",
      hint: "The founder's story, one paragraph per item.",
    }),
    quote: paragraph("Pull quote", "Without quotation marks; the design adds them."),
  }),
  services: group("Services", "What the agency offers.", {
    ...sectionHeading(),
    lead: paragraph("Introduction", "A sentence under the heading."),
    items: field(z.array(titled).min(1), { label: "Services", hint: "Numbered in this order." }),
  }),
  values: group("Values", "What guides the agency.", {
    ...sectionHeading(),
    items: field(z.array(titled).min(1), { label: "Values", hint: "Shown in this order." }),
  }),
  contact: group("Contact", "The last section of the home page.", {
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
});

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
  loading: group("While the calendar loads", "Shown in the calendar's place until it appears.", {
    title: line("Title", "Says the calendar is loading."),
    body: paragraph("Text", "A sentence while the visitor waits."),
    noScript: paragraph("Without JavaScript", "For browsers with JavaScript off: where to book instead."),
  }),
  fallback: group("If the calendar cannot load", "Shown when Calendly is blocked or takes too long.", {
    title: line("Title", "Says the calendar did not load."),
    body: paragraph("Text", "Why, briefly, such as a blocker or a slow connection."),
    directLink: line("Direct link", "The words of the link to the calendar on Calendly itself."),
    emailIntro: line("Before the email address", "Offers email as the other way to get in touch."),
  }),
  consent: group("Before loading the calendar", 'Shown only when "When the calendar loads" is "click-to-load".', {
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
  confirmation: group("After booking", "Replaces the calendar once a meeting is booked.", {
    title: line("Title", "Thanks the visitor for booking."),
    body: paragraph("Text", PLACEHOLDER_HINT),
  }),
});

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
  pagination: group("Pages of the list", "The list shows ten articles per page.", {
    label: line("Name", "Read by screen readers for the links between pages of the list."),
    newer: line("Newer", "The link to the previous page of the list (newer articles)."),
    older: line("Older", "The link to the next page (older articles)."),
    page: line("Page number", "{page} and {pages} are filled in, such as: Page {page} of {pages}."),
  }),
  cta: group("After each article", "Invites the reader to book a consultation.", {
    title: line("Title", "Under every article."),
    body: paragraph("Text", PLACEHOLDER_HINT),
    button: line("Button", "Leads to the booking page."),
  }),
  home: group("On the home page", "The three newest articles, shown only when there are any.", {
    ...sectionHeading(),
    all: line("Link to the list", "Under the three newest articles."),
  }),
  feedTitle: line("Feed title", "The RSS feed's name in feed readers. {agency} is filled in."),
});

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
  filter: group("Filter by country", "Links above the list, one per country with an open role.", {
    label: line("Name", "Read by screen readers for the country links, and shown before them."),
    all: line("All countries", "The link back to every role."),
    countryTitle: line("Heading of a country's list", "{country} is filled in, such as: Open roles in {country}."),
  }),
  facts: group("A role's facts", "The labels beside each fact, on the list and the role's page.", {
    label: line("Facts name", "Read by screen readers before a role's facts."),
    client: line("Client", "Before the client's name or description."),
    confidential: line("Confidential client", "Shown where the name would be, such as: Confidential client."),
    location: line("Location", "Before the city and country."),
    remote: line("Remote", "{countries} is filled in, such as: Remote from {countries}."),
    employmentType: line("Employment type", "Before the type."),
    employmentTypes: group("Employment types", "How each type reads in this language.", {
      FULL_TIME: line("Full time", "How FULL_TIME reads."),
      PART_TIME: line("Part time", "How PART_TIME reads."),
      CONTRACTOR: line("Interim or freelance", "How CONTRACTOR reads."),
      TEMPORARY: line("Fixed term", "How TEMPORARY reads."),
    }),
    salary: line("Salary", "Before the range."),
    salaryUnits: group("Salary units", "After the salary range.", {
      YEAR: line("Per year", "After the range, such as: per year."),
      MONTH: line("Per month", "After a monthly range."),
      DAY: line("Per day", "After a daily rate."),
      HOUR: line("Per hour", "After an hourly rate."),
    }),
    posted: line("Posted", "Before the date the role was posted."),
    closes: line("Closes", "Before the last day to apply."),
  }),
  apply: group("Applying", "On each role's page.", {
    title: line("Heading", "Above the way to apply, on each role's page."),
    body: paragraph("Text", "What happens with an application. {agency} is filled in."),
    email: line("Email button", "For roles applied for by email."),
    emailSubject: line("Email subject", "{title} is filled in with the role's title."),
    linkedin: line("LinkedIn button", "For roles applied for on LinkedIn."),
    booking: line("Booking button", "For roles applied for in a conversation."),
    privacy: line("Privacy link", "The words of the link to the privacy policy's section on applications."),
  }),
  backToList: line("Back link", "Leads from a role to the list."),
  closed: group(
    "A closed role",
    "Shown at a role's address after its closing day (the address then answers 'gone', 410).",
    {
      title: line("Heading", "Says the role has closed."),
      body: paragraph("Text", "What a candidate can do instead."),
      link: line("Link to the open roles", "The words of the link to the list."),
    },
  ),
  cta: group("After each role", "Invites the reader to book a conversation.", {
    title: line("Title", "Under every role."),
    body: paragraph("Text", PLACEHOLDER_HINT),
    button: line("Button", "Leads to the booking page."),
  }),
  home: group("On the home page", "The count of open roles, shown only when there are any.", {
    one: line("One open role", "On the home page when one role is open."),
    many: line("Several open roles", "{count} is filled in, such as: {count} open roles."),
    link: line("Link to the list", "Beside the count."),
  }),
  feedTitle: line("Feed title", "The roles' RSS feed's name in feed readers. {agency} is filled in."),
});
