/**
 * The legal facts in content/site.yml (`legal:`), from which the legal notice (§ 5 DDG,
 * § 18 MStV) and the privacy policy (Art. 13 GDPR) are written. Every rule here stops the build
 * with the field's name and value, like the other site facts.
 */
import { z } from "zod";
import { field, httpsUrl, line, matching } from "./schema-fields.ts";

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
        z
          .string()
          .trim()
          .min(1, "must not be empty")
          .refine((street) => !PO_BOX.test(street), {
            message: "must be a street address, not a PO box",
          }),
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
    .superRefine((address, context) => {
      if (address.country === "DE" && !/^\d{5}$/.test(address.postalCode)) {
        context.addIssue({
          code: "custom",
          path: ["postalCode"],
          message: "must be five digits for an address in Germany, such as 10115",
        });
      }
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
const isoDate = (label: string, hint: string) =>
  field(z.iso.date({ message: DATE_MESSAGE }).meta({ patternMessage: DATE_MESSAGE }), { label, hint });

export const legalSchema = z.strictObject({
  entityName: line(
    "Legal name",
    "The registered name, without the legal form, such as Harrow & Vale Executive Search.",
  ),
  legalForm: line("Legal form", "Such as GmbH, UG (haftungsbeschränkt) or Ltd."),
  representatives: field(z.array(line("Name", "One person's full name.")).min(1, "must name at least one person"), {
    label: "Represented by",
    hint: "Who may act for the company, such as the managing directors (Geschäftsführung).",
  }),
  address: streetAddress,
  phone,
  register: field(
    z.strictObject({
      court: line("Register court", "Such as Amtsgericht Berlin-Charlottenburg."),
      number: line("Register number", "Such as HRB 123456 B."),
    }),
    { label: "Commercial register", hint: "Leave out if the business is not registered." },
  ).optional(),
  vatId: vatId.optional(),
  contentResponsible: field(z.strictObject({ name: line("Name", "The person's full name."), address: streetAddress }), {
    label: "Responsible for content",
    hint: "Only for journalistic or editorial content (§ 18(2) MStV), such as a blog. Leave out otherwise.",
  }).optional(),
  hosting: field(
    z.strictObject({
      name: line("Provider", "The company that runs the web server, such as Hetzner Online GmbH."),
      address: line("Address", "On one line, such as Industriestr. 25, 91710 Gunzenhausen."),
      country: countryCode("Country", "Two-letter code of the provider's seat, such as DE."),
    }),
    { label: "Hosting", hint: "Named in the privacy policy as the processor that receives server logs." },
  ),
  serverLogRetentionDays: field(
    z
      .number({ message: "must be a whole number of days" })
      .int("must be a whole number of days")
      .min(1, "must be at least 1 day")
      .max(365, "must be at most 365 days"),
    {
      label: "Server log retention (days)",
      hint: "How long the host keeps access logs; stated in the privacy policy.",
    },
  ),
  supervisoryAuthority: field(
    z.strictObject({
      name: line("Name", "Such as Berliner Beauftragte für Datenschutz und Informationsfreiheit."),
      url: httpsUrl("Website", "Starting with https://"),
    }),
    { label: "Supervisory authority", hint: "The data protection authority for the company's seat." },
  ),
  privacyEffectiveDate: isoDate(
    "Privacy policy effective date",
    "YYYY-MM-DD. Change it whenever the privacy policy changes.",
  ),
});

export type LegalFacts = z.infer<typeof legalSchema>;
