/**
 * Open roles: one Markdown file per role and language, content/roles/<language>/<slug>.md, with
 * front matter the build validates (roleSchema, which also gives the editor its fields). A role
 * is open from its datePosted through its validThrough, whole days in Berlin (today.ts): the
 * first build after validThrough leaves it out, and its address answers 410 Gone.
 * Read at build time only: the pages receive the validated, rendered roles.
 */
import * as z from "zod";
import { countriesOf, countryName, namesNoCountry } from "../shared/countries.ts";
import { HTML_LANG, type Locale } from "../shared/locales.ts";
import { loadEntries, readEntry, type EntryKind } from "./entries.ts";
import {
  entryEndFields,
  field,
  group,
  httpsUrl,
  isoDate,
  lengthBetween,
  line,
  matching,
  paragraph,
  refuse,
  summaryField,
} from "./schema-fields.ts";
import { endOfBerlinDay } from "./today.ts";
import { typesetGerman } from "./typography.ts";

export const ROLES_FOLDER = "content/roles";

/** A country as ISO 3166-1 alpha-2 (DE, GB, US, AT, CH …): Google's addressCountry, named in each language by the browser's own list. */
const countryCode = (label: string, hint: string) =>
  field(
    matching(/^[A-Z]{2}$/, "must be a two-letter country code in capitals, such as DE, GB or US").refine(
      (code) => !namesNoCountry(code),
      "is not a country code (ISO 3166-1, such as DE, GB, US, AT, CH)",
    ),
    { label, hint },
  );

const wholeAmount = (label: string, hint: string) =>
  field(z.number().int("must be a whole number").min(1, "must be more than 0").max(100_000_000), { label, hint });

export const roleSchema = z
  .strictObject({
    title: field(lengthBetween(5, 90), {
      label: "Role title",
      hint: "As a candidate would search for it, such as Chief Financial Officer. 5 to 90 characters.",
    }),
    summary: summaryField(
      "One or two sentences, 50 to 170 characters: shown in the list, in search results and share previews. Never the client's name if the client is confidential.",
    ),
    client: group("Client", "Who the role is with: named, or confidential with a description.", {
      confidential: field(z.boolean().default(false), {
        label: "Confidential client",
        hint: "On: the client's name appears nowhere on the site, nor in Google's data (which then says 'confidential', with the agency as the recruiter). Leave the name empty.",
      }),
      name: line("Client's name", "Only for a client that may be named.").optional(),
      description: paragraph(
        "About the client",
        "A line a candidate can place, such as: a family-owned industrial group, Bavaria. Required when the client is confidential.",
      ).optional(),
    }),
    locations: field(
      z
        .array(
          z.strictObject({
            city: line("City", "Such as Munich."),
            country: countryCode("Country", "Two-letter code: DE, GB, US, AT, CH …"),
          }),
        )
        .max(5, "must list at most 5 locations")
        .default([]),
      {
        label: "Locations",
        hint: "Where the role is based. Leave empty for a remote role (then list the countries below).",
      },
    ),
    remoteCountries: field(
      z
        .array(countryCode("Country", "Two-letter code: DE, GB, US, AT, CH …"))
        .max(30, "must list at most 30 countries")
        .default([]),
      {
        label: "Remote from",
        hint: "If the role can be done remotely: the countries a candidate may live in (two-letter codes). Empty: not remote.",
      },
    ),
    // Google's employment types the agency's mandates come in (schema.org JobPosting employmentType).
    employmentType: field(z.enum(["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY"]), {
      label: "Employment type",
      hint: "FULL_TIME, PART_TIME, CONTRACTOR (interim and freelance) or TEMPORARY.",
    }),
    salary: group(
      "Salary",
      "Only where the client allows it to be published; leave empty otherwise. Shown on the page and to Google.",
      {
        currency: field(z.enum(["EUR", "GBP", "USD", "CHF"]), { label: "Currency", hint: "EUR, GBP, USD or CHF." }),
        min: wholeAmount("From", "The lower end, a whole number without separators, such as 180000."),
        max: wholeAmount("To", "The upper end; the same as From for a single figure."),
        unit: field(z.enum(["YEAR", "MONTH", "DAY", "HOUR"]), { label: "Per", hint: "YEAR, MONTH, DAY or HOUR." }),
      },
    ).optional(),
    datePosted: isoDate("Posted", "The day the role appears, YYYY-MM-DD. A later date schedules it for that morning."),
    validThrough: isoDate(
      "Closes after",
      "The last day a candidate can apply, YYYY-MM-DD (Berlin time). The next morning's daily run takes the role down; its address then answers 'gone' (410).",
    ),
    apply: group("Applying", "How a candidate applies.", {
      method: field(z.enum(["email", "linkedin", "booking"]), {
        label: "How to apply",
        hint: "email: to the agency's address, with the role's title as the subject. linkedin: the LinkedIn application link below. booking: a conversation booked on the booking page.",
      }),
      linkedInUrl: httpsUrl(
        "LinkedIn application link",
        "Only for linkedin: the job's address on LinkedIn.",
      ).optional(),
    }),
    ...entryEndFields(
      "a role",
      "Markdown: ## for headings (the role, the person, the offer), **bold**, lists and links.",
    ),
  })
  .superRefine((role, context) => {
    const { client } = role;
    if (client.confidential && client.name)
      refuse(
        context,
        ["client", "name"],
        "must be empty for a confidential client (the file is published with the site)",
      );
    if (client.confidential && !client.description)
      refuse(context, ["client", "description"], "is required for a confidential client");
    if (!client.confidential && !client.name)
      refuse(context, ["client", "name"], "is required unless the client is confidential");
    if (role.locations.length === 0 && role.remoteCountries.length === 0)
      refuse(
        context,
        ["locations"],
        "needs at least one location, or the countries a remote candidate may live in (remoteCountries)",
      );
    if (role.salary && role.salary.max < role.salary.min)
      refuse(context, ["salary", "max"], "must not be below the lower end (min)");
    if (role.validThrough < role.datePosted) refuse(context, ["validThrough"], "must not be before the date posted");
    if (role.apply.method === "linkedin" && !role.apply.linkedInUrl)
      refuse(context, ["apply", "linkedInUrl"], "is required when applying through LinkedIn");
    if (role.apply.method !== "linkedin" && role.apply.linkedInUrl)
      refuse(context, ["apply", "linkedInUrl"], "is only for the linkedin method (remove it)");
  });

/** A role, validated, typeset and rendered: the "roles" collection's entries (app/content.config.ts). */
export type Role = Omit<NonNullable<ReturnType<typeof readRole>>, "draft">;

const ROLE: EntryKind = {
  // The list's pages per country (/roles/country/de, /de/positionen/land/de), the closed role's page (/roles/closed) and the feed.
  reserved: new Set(["country", "land", "closed", "geschlossen", "rss"]),
  example: "chief-financial-officer.md",
  fields: "title, summary, client, validThrough …",
  noImages: "a role's text has no images",
};

function readRole(source: string, file: string, locale: Locale, problems: string[]) {
  const entry = readEntry(source, file, locale, ROLE, problems, roleSchema);
  if (!entry) return undefined;
  const { data } = entry;
  const german = (text: string) => (locale === "de" ? typesetGerman(text) : text);
  return {
    ...entry.published,
    summary: german(data.summary),
    ...(data.client.confidential || !data.client.name ? {} : { clientName: data.client.name }),
    ...(data.client.description ? { clientDescription: german(data.client.description) } : {}),
    confidential: data.client.confidential,
    locations: data.locations,
    remoteCountries: data.remoteCountries,
    employmentType: data.employmentType,
    ...(data.salary ? { salary: data.salary } : {}),
    datePosted: data.datePosted,
    validThrough: data.validThrough,
    closesAt: endOfBerlinDay(data.validThrough),
    apply: data.apply,
  };
}

/** Newest first; the same day by title, so the order never depends on the file system. */
const byNewestRole = (a: Role, b: Role) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title);

/**
 * Reads every role of every language under `root`, drafts left out. `open`: published today;
 * `closed`: past their closing day, whose addresses answer 410 Gone. A role posted after today
 * is in neither: checked now, it appears on its day.
 */
export function loadRoles(root: string, problems: string[], today: string) {
  const open: Role[] = [];
  const closed: Role[] = [];
  loadEntries(
    root,
    ROLES_FOLDER,
    problems,
    (source, file, locale) => readRole(source, file, locale, problems),
    (role) => {
      // Whole days in Berlin: open from the day posted through the closing day.
      if (role.datePosted <= today && today <= role.validThrough) open.push(role);
      else if (role.validThrough < today) closed.push(role);
    },
  );
  return { open: open.sort(byNewestRole), closed: closed.sort(byNewestRole) };
}

/**
 * The words of the roles that reach the fonts' subsets, with what the pages write around them
 * from the browser's own lists: country names and salaries as each language formats them
 * ("US$1,800–2,200", "160.000 CHF"), whose dashes and spaces the content itself may not hold.
 */
export function roleText(roles: readonly Role[]): string {
  return roles
    .flatMap((role) => {
      const lang = HTML_LANG[role.locale];
      const money = role.salary
        ? new Intl.NumberFormat(lang, { style: "currency", currency: role.salary.currency, maximumFractionDigits: 0 })
        : undefined;
      return [
        role.title,
        role.summary,
        role.clientName ?? "",
        role.clientDescription ?? "",
        ...role.locations.map((location) => location.city),
        ...countriesOf(role).map((code) => countryName(code, lang)),
        new Intl.ListFormat(lang, { type: "conjunction" }).format(["A", "B", "C"]),
        ...(money && role.salary
          ? [money.formatRange(role.salary.min, role.salary.max + 1), money.format(role.salary.min)]
          : []),
        role.html,
      ];
    })
    .join(" ");
}
