/**
 * The kinds of fact the legal facts (legal-schema.ts) are made of: addresses, telephone, tax and
 * business IDs, processors with the GDPR's rule for transfers outside the EU/EEA, and numbers of
 * months or years. Each rule names the field and the value it refuses.
 */
import * as z from "zod";
import { namesNoCountry } from "../shared/countries.ts";
import { field, group, line, matching, nonEmpty } from "./schema-fields.ts";

/** An ISO 3166-1 alpha-2 code; the pages write the country's name in their own language. */
const countryCode = (label: string, hint: string) =>
  field(
    matching(/^[A-Z]{2}$/, "must be a two-letter country code in capitals, such as DE").refine(
      (code) => !namesNoCountry(code),
      "must be a known country code, such as DE, GB or US",
    ),
    { label, hint },
  );

// A legal notice needs an address where letters can be served, so no PO box (§ 5(1) no. 1 DDG).
const PO_BOX = /\b(postfach|p\.?\s?o\.?\s?box|post\s+office\s+box)\b/i;

export const streetAddress = field(
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
export const phone = field(
  matching(/^\+[1-9](?: ?\d){6,14}$/, "must be in international format, such as +49 30 1234567"),
  {
    label: "Telephone",
    hint: "International format with spaces, such as +49 30 1234567. Shown in the legal notice.",
  },
);

// Germany's VAT ID is DE and nine digits; other countries' IDs start with their two-letter code.
// One pattern for the editor; the build names the German rule when the ID starts with DE.
const VAT_ID_MESSAGE = "must be a country code and the number without spaces, such as DE123456789";
export const vatId = field(
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
export const processor = (label: string, hint: string, nameHint: string, addressHint: string) =>
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

/** A calendar or video service that receives booking details from Calendly, as our processor. */
export const connectedTool = field(
  withTransferBasis(
    z.strictObject({
      name: line("Tool", "Such as Zoom or Google Calendar."),
      company: line("Company", "The company that provides it, such as Zoom Communications, Inc."),
      country: countryCode("Country", "Two-letter code of the company's seat, such as US or IE."),
      // What the tool does with a booking: a calendar entry, or the video call itself.
      kind: field(z.enum(["calendar", "video"]), {
        label: "Kind",
        hint: '"calendar" for a calendar that receives the appointment; "video" for the service the call is held on (the privacy policy then has a section on video calls).',
      }),
      transferBasis,
    }),
  ),
  { label: "Tool", hint: "One calendar or video service connected to Calendly." },
);

/** A whole number of `unit`s (singular, such as "month") from 1 to `max`. */
export const wholeNumber = (unit: string, max: number, label: string, hint: string) =>
  field(
    z
      .number({ message: `must be a whole number of ${unit}s` })
      .int(`must be a whole number of ${unit}s`)
      .min(1, `must be at least 1 ${unit}`)
      .max(max, `must be at most ${max} ${unit}s`),
    { label, hint },
  );

// Wirtschafts-Identifikationsnummer (§ 139c AO): DE, nine digits, and optionally a hyphen and a
// five-digit suffix that tells the business's activities apart.
export const economicId = field(
  matching(
    /^DE\d{9}(-\d{5})?$/,
    "must be DE, nine digits and optionally a five-digit suffix, such as DE123456789-00001",
  ),
  {
    label: "Business ID (W-IdNr.)",
    hint: "Wirtschafts-Identifikationsnummer, such as DE123456789-00001. Leave out until the tax office has issued one.",
  },
);

export const representative = group(
  "Representative",
  "A person who may act for the company, with their role in each language.",
  {
    name: line("Name", "Such as Claire Harrow."),
    // In each language of the site: the pages show it in words.
    role: group("Role", "The office in which the person represents the company, shown after the name.", {
      en: line("English", "Such as Managing Director."),
      de: line("German", "Such as Geschäftsführerin or Geschäftsführer."),
    }),
  },
);

export type TransferBasis = (typeof TRANSFER_BASES)[number];
