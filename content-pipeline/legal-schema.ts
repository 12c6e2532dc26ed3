/**
 * The legal facts in content/site.yml (`legal:`), from which the legal notice (§ 5 DDG,
 * § 18 MStV) and the privacy policy (Art. 13 GDPR) are written. Every rule here stops the build
 * with the field's name and value, like the other site facts.
 */
import { z } from "zod";
import { WEB_SERVERS } from "../delivery/access-log.ts";
import { field, httpsUrl, line, matching, nonEmpty } from "./schema-fields.ts";

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** An ISO 3166-1 alpha-2 code; the pages write the country's name in their own language. */
const countryCode = (label: string, hint: string) =>
  field(
    matching(/^[A-Z]{2}$/, "must be a two-letter country code in capitals, such as DE").refine(
      // Only the build knows the list of countries; a malformed code already has its message.
      (code) => !/^[A-Z]{2}$/.test(code) || regionNames.of(code) !== undefined,
      "must be a known country code, such as DE, GB or US",
    ),
    { label, hint },
  );

// A legal notice needs an address where letters can be served, so no PO box (§ 5(1) no. 1 DDG).
const PO_BOX = /\b(postfach|p\.?\s?o\.?\s?box|post\s+office\s+box)\b/i;

const streetAddress = field(
  z
    .strictObject({
      street: field(
        nonEmpty.refine((street) => !PO_BOX.test(street), "must be a street address, not a PO box"),
        { label: "Street and number", hint: "A street address where post can be served, not a PO box." },
      ),
      postalCode: field(
        matching(
          /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,8}[A-Za-z0-9])?$/,
          "must be a postal code of letters and digits, such as 10115",
        ),
        {
          label: "Postal code",
          hint: "Five digits in Germany, such as 10115; as the post writes it elsewhere, such as EC1A 1BB.",
        },
      ),
      city: line("City", "The town or city, such as Berlin."),
      country: countryCode("Country", "Two-letter code, such as DE."),
    })
    .refine((address) => address.country !== "DE" || /^\d{5}$/.test(address.postalCode), {
      path: ["postalCode"],
      message: "must be five digits for an address in Germany, such as 10115",
    }),
  { label: "Address", hint: "Street, postal code, city and country, as on a letter." },
);

// E.164: a plus, a country code not starting with 0, 7 to 15 digits in all, single spaces between groups.
const phone = field(matching(/^\+[1-9](?: ?\d){6,14}$/, "must be in international format, such as +49 30 1234567"), {
  label: "Telephone",
  hint: "International format with spaces, such as +49 30 1234567. Shown in the legal notice.",
});

// Germany's VAT ID is DE and nine digits; other countries' IDs start with their two-letter code.
// One pattern for the editor; the build names the German rule when the ID starts with DE.
const VAT_ID_MESSAGE = "must be a country code and the number without spaces, such as DE123456789";
const vatId = field(
  z
    .string()
    .regex(/^(?:DE\d{9}|(?!DE)[A-Z]{2}[0-9A-Z]{2,13})$/, {
      error: (issue) =>
        String(issue.input).startsWith("DE")
          ? "must be DE followed by nine digits, such as DE123456789"
          : VAT_ID_MESSAGE,
    })
    .meta({ patternMessage: VAT_ID_MESSAGE }),
  { label: "VAT ID", hint: "Umsatzsteuer-Identifikationsnummer, such as DE123456789. Leave out if there is none." },
);

// Written YYYY-MM-DD and a real calendar day (2025-02-30 is refused): zod's ISO date pattern, which the editor checks too.
const DATE_MESSAGE = "must be a date written YYYY-MM-DD, such as 2025-07-01";

// EU member states plus Iceland, Liechtenstein and Norway: no transfer basis is needed within them (Chapter V GDPR).
const EU_EEA = new Set(
  "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK IS LI NO".split(" "),
);
export const isInEuEea = (countryCode: string) => EU_EEA.has(countryCode);
/** Where the GDPR or the UK GDPR applies, and with them § 25 TDDDG's and PECR's consent rule for device access. */
export const isUnderGdprOrUkGdpr = (countryCode: string) => isInEuEea(countryCode) || countryCode === "GB";

/** Chapter V GDPR: what a transfer of personal data to a provider outside the EU/EEA rests on. */
export const TRANSFER_BASES = ["adequacy-decision", "standard-contractual-clauses", "binding-corporate-rules"] as const;

const transferBasis = field(z.enum(TRANSFER_BASES), {
  label: "Transfer basis (outside the EU/EEA)",
  hint: 'Only for a provider outside the EU/EEA, and then required (left out otherwise): "adequacy-decision" (Art. 45 GDPR, such as the United Kingdom, Switzerland or a US company certified under the EU-U.S. Data Privacy Framework), "standard-contractual-clauses" (Art. 46 GDPR) or "binding-corporate-rules" (Art. 47 GDPR). Stated in the privacy policy.',
}).optional();

/** Chapter V GDPR: a recipient outside the EU/EEA needs its transfer basis, one inside must not claim one. */
const withTransferBasis = <T extends z.ZodType<{ country: string; transferBasis?: TransferBasis | undefined }>>(
  recipient: T,
) =>
  recipient.refine((value) => isInEuEea(value.country) === (value.transferBasis === undefined), {
    path: ["transferBasis"],
    error: (issue) => {
      const { country } = issue.input as { country: string };
      // Inside, the policy would otherwise announce a transfer abroad that does not happen.
      return isInEuEea(country)
        ? `must be left out for a provider in the EU/EEA (country ${country})`
        : `must be given for a provider outside the EU/EEA (country ${country}): ${TRANSFER_BASES.join(", ")}`;
    },
  });

/** A service provider processing personal data on the agency's behalf (Art. 28 GDPR). */
const processor = (label: string, hint: string, nameHint: string, addressHint: string) =>
  field(
    withTransferBasis(
      z.strictObject({
        name: line("Provider", nameHint),
        address: line("Address", addressHint),
        country: countryCode("Country", "Two-letter code of the provider's seat, such as DE."),
        transferBasis,
      }),
    ),
    { label, hint },
  );

/** What a tool connected to Calendly does with a booking: a calendar entry, or the video call itself. */
export const CONNECTED_TOOL_KINDS = ["calendar", "video"] as const;

/** A calendar or video service that receives booking details from Calendly, as our processor. */
const connectedTool = field(
  withTransferBasis(
    z.strictObject({
      name: line("Tool", "Such as Zoom or Google Calendar."),
      company: line("Company", "The company that provides it, such as Zoom Communications, Inc."),
      country: countryCode("Country", "Two-letter code of the company's seat, such as US or IE."),
      kind: field(z.enum(CONNECTED_TOOL_KINDS), {
        label: "Kind",
        hint: '"calendar" for a calendar that receives the appointment; "video" for the service the call is held on (the privacy policy then has a section on video calls).',
      }),
      transferBasis,
    }),
  ),
  { label: "Tool", hint: "One calendar or video service connected to Calendly." },
);

/** A whole number of `unit`s (singular, such as "month") from 1 to `max`. */
const wholeNumber = (unit: string, max: number, label: string, hint: string) =>
  field(
    z
      .number({ message: `must be a whole number of ${unit}s` })
      .int(`must be a whole number of ${unit}s`)
      .min(1, `must be at least 1 ${unit}`)
      .max(max, `must be at most ${max} ${unit}s`),
    { label, hint },
  );

/** Text in each language of the site, for facts the pages show in words (such as a role). */
const inEachLanguage = (label: string, hint: string, en: string, de: string) =>
  field(z.strictObject({ en: line("English", en), de: line("German", de) }), { label, hint });

// Legal forms that exist only once entered in a public register (commercial, partnership or
// cooperative register; Companies House): their legal notice must give register and number
// (§ 5(1) no. 4 DDG). Compared without spaces and case, so "e. K." and "UG (haftungsbeschränkt)" match.
const REGISTERED_FORMS =
  "GmbH, gGmbH, UG, UG (haftungsbeschränkt), AG, KGaA, KG, OHG, e.K., e.Kfm., e.Kfr., PartG, PartG mbB, SE, eG, e.V., " +
  "GmbH & Co. KG, UG (haftungsbeschränkt) & Co. KG, Ltd, Ltd., Limited, LLP, plc";
const normalizedForm = (form: string) => form.replace(/\s+/g, "").toLowerCase();
const REGISTERED = new Set(REGISTERED_FORMS.split(", ").map(normalizedForm));
export const mustBeRegistered = (legalForm: string) => REGISTERED.has(normalizedForm(legalForm));

// Wirtschafts-Identifikationsnummer (§ 139c AO): DE, nine digits, and optionally a hyphen and a
// five-digit suffix that tells the business's activities apart.
const economicId = field(
  matching(
    /^DE\d{9}(-\d{5})?$/,
    "must be DE, nine digits and optionally a five-digit suffix, such as DE123456789-00001",
  ),
  {
    label: "Business ID (W-IdNr.)",
    hint: "Wirtschafts-Identifikationsnummer, such as DE123456789-00001. Leave out until the tax office has issued one.",
  },
);

const representative = field(
  z.strictObject({
    name: line("Name", "Such as Claire Harrow."),
    role: inEachLanguage(
      "Role",
      "The office in which the person represents the company, shown after the name.",
      "Such as Managing Director.",
      "Such as Geschäftsführerin or Geschäftsführer.",
    ),
  }),
  { label: "Representative", hint: "A person who may act for the company, with their role in each language." },
);

export const legalSchema = z
  .strictObject({
    entityName: line(
      "Legal name",
      "The registered name, without the legal form, such as Harrow & Vale Executive Search.",
    ),
    legalForm: line(
      "Legal form",
      "Such as GmbH, UG (haftungsbeschränkt) or Ltd. A form that must be registered (GmbH, UG, AG, KG, OHG, e.K., PartG …) needs the commercial register below.",
    ),
    representatives: field(z.array(representative).min(1, "must name at least one person"), {
      label: "Represented by",
      hint: "Who may act for the company, such as the managing directors (Geschäftsführung), each with their role.",
    }),
    address: streetAddress,
    phone,
    register: field(
      z.strictObject({
        court: line("Register court", "Such as Amtsgericht Berlin-Charlottenburg."),
        number: line("Register number", "Such as HRB 123456 B."),
      }),
      {
        label: "Commercial register",
        hint: "Required for a GmbH, UG, AG, KG, OHG, e.K., PartG and other registered forms; leave out only if the business is not registered.",
      },
    ).optional(),
    vatId: vatId.optional(),
    economicId: economicId.optional(),
    contentResponsible: field(
      z
        .strictObject({ name: line("Name", "The person's full name."), address: streetAddress })
        // § 18(2) no. 1 MStV: the person responsible must have their permanent residence in Germany.
        .refine((person) => person.address.country === "DE", {
          path: ["address", "country"],
          error: (issue) =>
            `must be DE: the person responsible for content must live in Germany (§ 18(2) MStV), got ${(issue.input as { address: { country: string } }).address.country}`,
        }),
      {
        label: "Responsible for content",
        hint: "Only for journalistic or editorial content (§ 18(2) MStV), such as a blog; the person must live in Germany. Leave out otherwise.",
      },
    ).optional(),
    hosting: processor(
      "Hosting",
      "Named in the privacy policy as the processor that receives server logs.",
      "The company that runs the web server, such as Hetzner Online GmbH.",
      "On one line, such as Industriestr. 25, 91710 Gunzenhausen.",
    ),
    emailProvider: processor(
      "Email provider",
      "The company that runs the agency's mailboxes; named in the privacy policy as a recipient of messages.",
      "Such as IONOS SE or Google Ireland Limited.",
      "On one line, such as Elgendorfer Str. 57, 56410 Montabaur.",
    ),
    applicantTracking: processor(
      "Applicant tracking system or CRM",
      "Fill in if candidates' or client contacts' data are kept in an applicant-tracking system or CRM, a database of candidates and clients beyond the mailbox. The privacy policy then has a section on it and lists the provider among the recipients. Leave out otherwise.",
      "The company named in the system's data processing agreement, with its legal form.",
      "On one line, such as Hauptstraße 1, 80331 München.",
    ).optional(),
    cloudStorage: processor(
      "Cloud storage",
      "Fill in if documents such as CVs, candidate reports or contracts are stored with a cloud service (such as OneDrive, Google Drive or Dropbox) rather than only on the agency's own computers. The privacy policy then has a section on it and lists the provider among the recipients. Leave out otherwise.",
      "The company named in the service's data processing agreement, such as Microsoft Ireland Operations Limited.",
      "On one line, such as One Microsoft Place, South County Business Park, Leopardstown, Dublin 18.",
    ).optional(),
    linkedInRecruiter: field(z.boolean({ message: "must be true or false" }), {
      label: "Uses LinkedIn Recruiter",
      hint: "On if the agency uses LinkedIn Recruiter to search LinkedIn profiles and write to people (InMail). The privacy policy then has a section on it: LinkedIn Ireland Unlimited Company runs its platform as a controller in its own right and stores the agency's projects and notes as its processor. Needs “Approaches candidates directly” on. Off otherwise.",
    }),
    calendlyConnections: field(z.array(connectedTool).min(1, "must name at least one tool, or leave the list out"), {
      label: "Tools connected to Calendly",
      hint: "Calendars and video services that receive booking details from Calendly, each with its company, country and, outside the EU/EEA, its transfer basis. Leave out if none.",
    }).optional(),
    candidates: field(
      z.strictObject({
        approachesDirectly: field(z.boolean({ message: "must be true or false" }), {
          label: "Approaches candidates directly",
          hint: "On when the agency contacts people who have not applied (executive search); the privacy policy then says where their data come from (Art. 14 GDPR).",
        }),
        talentPoolMonths: wholeNumber(
          "month",
          60,
          "Talent pool (months)",
          "How long a candidate's profile stays in the talent pool after the last contact, if they agreed to it.",
        ),
        applicantMonths: wholeNumber(
          "month",
          12,
          "Applicants kept (months after the search closes)",
          "How long an application is kept after the search it was for has closed, if the person is not in the talent pool. Six is usual: long enough to answer a claim under the German General Equal Treatment Act (§ 15(4) AGG).",
        ),
        approachedMonths: wholeNumber(
          "month",
          12,
          "People approached kept (months after the search closes)",
          "How long the data of someone approached for a search, who is not in the talent pool, are kept after the search has closed. Six is usual.",
        ),
        doNotContactYears: wholeNumber(
          "year",
          10,
          "No-contact note kept (years)",
          "How long the note that someone does not want to be approached again is kept (name and that wish only). Three is usual.",
        ),
        noticeUrl: httpsUrl(
          "Separate candidate notice",
          "Address of a fuller privacy notice for candidates, if there is one; starting with https://. Leave out otherwise.",
        ).optional(),
      }),
      {
        label: "Candidates",
        hint: "What the privacy policy says about applicants and candidates approached directly.",
      },
    ),
    webServer: field(z.enum(WEB_SERVERS), {
      label: "Web server",
      hint: '"nginx", "node" or "cloudflare-pages": the way the site is served (README, "Deploying"). The privacy policy names exactly the fields its access log records: nginx logs IP address, referrer and browser; the Node server none of the three.',
    }),
    serverLogRetentionDays: wholeNumber(
      "day",
      365,
      "Server log retention (days)",
      "How long the host keeps access logs; stated in the privacy policy.",
    ),
    ukRepresentative: field(
      z.strictObject({
        name: line("Name", "The representative's name, such as a company offering this service."),
        address: line("Address", "On one line, such as 1 Example Street, London EC1A 1BB."),
      }),
      {
        label: "UK representative (Art. 27 UK GDPR)",
        hint: "Required while the markets include the United Kingdom (GB): searching there is regular, not occasional, so Art. 27 UK GDPR requires a representative in the UK. Named in the privacy policy. Leave out otherwise.",
      },
    ).optional(),
    supervisoryAuthority: field(
      z.strictObject({
        name: line("Name", "Such as Berliner Beauftragte für Datenschutz und Informationsfreiheit."),
        url: httpsUrl("Website", "Starting with https://"),
      }),
      { label: "Supervisory authority", hint: "The data protection authority for the company's seat." },
    ),
    privacyEffectiveDate: field(z.iso.date({ message: DATE_MESSAGE }).meta({ patternMessage: DATE_MESSAGE }), {
      label: "Privacy policy effective date",
      hint: "YYYY-MM-DD. Change it whenever the privacy policy changes.",
    }),
  })
  .refine((legal) => legal.register !== undefined || !mustBeRegistered(legal.legalForm), {
    path: ["register"],
    error: (issue) =>
      `must be given for the legal form "${(issue.input as { legalForm: string }).legalForm}", which is entered in a public register (court and number)`,
  })
  // Searching profiles and writing to people who have not applied is direct approach: the privacy
  // policy must then say so (Art. 14 GDPR), which it does only with candidates.approachesDirectly.
  .refine((legal) => !legal.linkedInRecruiter || legal.candidates.approachesDirectly, {
    path: ["linkedInRecruiter"],
    message:
      "needs candidates.approachesDirectly set to true: LinkedIn Recruiter is used to approach people who have not applied, which the privacy policy then explains (Art. 14 GDPR)",
  });

export type LegalFacts = z.infer<typeof legalSchema>;
export type TransferBasis = (typeof TRANSFER_BASES)[number];
