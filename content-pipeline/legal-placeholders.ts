/**
 * Every name the legal pages' templates may use (docs/legal-templates.md) and its value for the
 * site facts, written in the page's language: country names, lists and dates by `Intl`.
 */
import { ACCESS_LOG_FIELDS, IDENTIFYING_FIELDS, type AccessLogField } from "../delivery/access-log.ts";
import * as z from "zod";
import { streetAddress, type TransferBasis } from "./legal-fields.ts";
import { legalSchema, type LegalFacts } from "./legal-schema.ts";
import { countryName } from "../shared/countries.ts";
import { HTML_LANG, type Locale } from "../shared/locales.ts";
import { editorStorage, siteStorageIn, STORAGE_WORDS, type StorageEntry } from "./site-storage.ts";
import type { SiteFacts } from "./schemas.ts";

/**
 * A name's value: text (for a block, Markdown written here); a yes/no fact, or whether a group of
 * facts is configured (true or false); undefined for an optional fact not configured.
 */
export type Value = string | boolean | undefined;

/** Names that cannot be printed, tested with {{#if}}: groups and yes/no facts (with the legal facts' own, below). */
export const GROUPS = new Set<string>();
export const YES_NO = new Set(["markets.GB", "markets.US"]);
/** Printed alone on their line, as Markdown that is not escaped. */
export const BLOCKS = new Set(["storage", "editorStorage"]);
/** Optional values with fields of their own: not configured, they are false, which would print. */
export const OPTIONAL_WITH_FIELDS = new Set(["legal.calendlyConnections", "legal.videoTools"]);

/** How a page writes country codes, lists of names and dates in its language (as its `<html lang>`). */
function formatsFor(locale: Locale) {
  const lang = HTML_LANG[locale];
  const list = (items: string[], type: Intl.ListFormatType = "conjunction") =>
    new Intl.ListFormat(lang, { type }).format(items);
  return {
    locale,
    // One name for the United States on every German page: „USA“, as the site's own words write it.
    country: (code: string) => (locale === "de" && code === "US" ? "USA" : countryName(code, lang)),
    list,
    /** "a, b, or c" in English, where a negative sentence needs it; German says „a, b und c“. */
    listAfterNot: (items: string[]) => list(items, locale === "en" ? "disjunction" : "conjunction"),
    date: (iso: string) =>
      new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`)),
  };
}
type Formats = ReturnType<typeof formatsFor>;

type Placeholder = (facts: SiteFacts, format: Formats) => Value;
type Placeholders = Record<string, Placeholder>;
type Provider = LegalFacts["hosting"];
type Of = (facts: SiteFacts) => Record<string, unknown> | undefined;

/**
 * A name for each field of the legal facts, read from their schema (legal-schema.ts): an optional
 * group or an address is true or false, for {{#if}}; a number is written in digits (so eq compares it
 * with a quoted number), a country by its name and the date in words. A processor has its transfer
 * sentence too. Lists are written by the placeholders that use them.
 */
function factPlaceholders(shape: Record<string, z.ZodType>, prefix: string, of: Of): Placeholders {
  const placeholders: Placeholders = {};
  for (const [key, declared] of Object.entries(shape)) {
    const name = `${prefix}.${key}`;
    const schema = declared instanceof z.ZodOptional ? (declared.unwrap() as z.ZodType) : declared;
    const fieldOf = (facts: SiteFacts) => of(facts)?.[key];
    if (schema instanceof z.ZodObject) {
      if (schema !== declared || schema === streetAddress) {
        GROUPS.add(name);
        placeholders[name] = (facts) => fieldOf(facts) !== undefined;
      }
      Object.assign(placeholders, factPlaceholders(schema.shape, name, fieldOf as Of));
      if ("transferBasis" in schema.shape) {
        // The whole sentence, with the Data Privacy Framework's wording for a certified US provider.
        placeholders[`${name}.transfer`] = (facts, format) => providerTransfer(fieldOf(facts) as Provider, format);
      }
    } else if (!(schema instanceof z.ZodArray)) {
      if (schema instanceof z.ZodBoolean) YES_NO.add(name);
      placeholders[name] = (facts, format) => {
        const value = fieldOf(facts);
        if (value === undefined || typeof value === "boolean") return value;
        if (typeof value === "number") return String(value);
        const text = value as string;
        if (key === "country") return format.country(text);
        return schema instanceof z.ZodISODate ? format.date(text) : text;
      };
    }
  }
  return placeholders;
}

/**
 * The site's browser storage in this consent mode, as a Markdown list (it reads better than a
 * four-column table on a phone); undefined when the site stores nothing.
 */
function storageList(entries: StorageEntry[], format: Formats): Value {
  if (entries.length === 0) return undefined;
  const words = STORAGE_WORDS[format.locale];
  const items = entries.map(
    (entry) =>
      `- **${escapeForMarkdown(entry.key)}**, ${escapeForMarkdown(words.kinds[entry.kind])}\\\n` +
      `  ${escapeForMarkdown(words.purpose)}: ${escapeForMarkdown(entry.purpose[format.locale])}\\\n` +
      `  ${escapeForMarkdown(words.lifetime)}: ${escapeForMarkdown(entry.lifetime[format.locale])}`,
  );
  return items.join("\n");
}

/** What a transfer outside the EU/EEA rests on (Chapter V GDPR), as a phrase of each language. */
const TRANSFER_WORDS_EN = {
  "adequacy-decision": "an adequacy decision of the European Commission (Art. 45 GDPR)",
  "standard-contractual-clauses":
    "the standard contractual clauses adopted by the European Commission (Art. 46(2)(c) GDPR)",
  "binding-corporate-rules": "the provider's binding corporate rules (Art. 47 GDPR)",
  sentence: (tool: string, basis: string) => `For ${tool}, the transfer rests on ${basis}.`,
  // A US company: an adequacy decision exists for it only through its certification.
  certified: (company: string, tool: string) =>
    `${company} is certified under the EU-U.S. Data Privacy Framework, so for ${tool} the transfer rests on the European Commission's adequacy decision for it (Art. 45 GDPR), and for data from the United Kingdom on the UK Extension to the EU-U.S. Data Privacy Framework.`,
  // A provider the agency contracts with itself (hosting, email …).
  provider: (basis: string) =>
    `The provider is based outside the EU and the EEA; the transfer of your data rests on ${basis}.`,
  certifiedProvider:
    "The provider is based in the United States and is certified under the EU-U.S. Data Privacy Framework, so the transfer of your data rests on the European Commission's adequacy decision for it (Art. 45 GDPR), and for data from the United Kingdom on the UK Extension to the EU-U.S. Data Privacy Framework.",
};
const TRANSFER_WORDS: Record<Locale, typeof TRANSFER_WORDS_EN> = {
  en: TRANSFER_WORDS_EN,
  de: {
    "adequacy-decision": "einen Angemessenheitsbeschluss der Europäischen Kommission (Art. 45 DSGVO)",
    "standard-contractual-clauses":
      "die von der Europäischen Kommission erlassenen Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO)",
    "binding-corporate-rules": "verbindliche interne Datenschutzvorschriften des Anbieters (Art. 47 DSGVO)",
    sentence: (tool, basis) => `Für ${tool} stützt sich die Übermittlung auf ${basis}.`,
    certified: (company, tool) =>
      `Die ${company} ist nach dem EU-U.S. Data Privacy Framework zertifiziert; für ${tool} stützt sich die Übermittlung daher auf den Angemessenheitsbeschluss der Europäischen Kommission hierzu (Art. 45 DSGVO), für Daten aus dem Vereinigten Königreich auf die UK Extension zum EU-U.S. Data Privacy Framework.`,
    provider: (basis) =>
      `Der Anbieter hat seinen Sitz außerhalb der EU und des EWR; die Übermittlung Ihrer Daten stützt sich auf ${basis}.`,
    certifiedProvider:
      "Der Anbieter hat seinen Sitz in den USA und ist nach dem EU-U.S. Data Privacy Framework zertifiziert; die Übermittlung Ihrer Daten stützt sich daher auf den Angemessenheitsbeschluss der Europäischen Kommission hierzu (Art. 45 DSGVO), für Daten aus dem Vereinigten Königreich auf die UK Extension zum EU-U.S. Data Privacy Framework.",
  },
};

/** For a US company, "adequacy-decision" means certification under the EU-U.S. Data Privacy Framework. */
const isDpfCertified = (recipient: { country: string; transferBasis?: TransferBasis | undefined }) =>
  recipient.country === "US" && recipient.transferBasis === "adequacy-decision";

/** The sentence on a processor's transfer outside the EU/EEA (the schema requires a basis there and refuses one inside). */
const providerTransfer = (provider: Provider | undefined, format: Formats) => {
  if (!provider?.transferBasis) return undefined;
  const words = TRANSFER_WORDS[format.locale];
  return isDpfCertified(provider) ? words.certifiedProvider : words.provider(words[provider.transferBasis]);
};

/** Each field an access log may record (delivery/access-log.ts), as the privacy policy names it. */
const ACCESS_LOG_WORDS: Record<Locale, Record<AccessLogField, string>> = {
  en: {
    ip: "your IP address",
    time: "the date and time",
    method: "the kind of request (such as GET)",
    path: "the address requested",
    request: "the request (its kind and the address requested)",
    status: "the status code",
    bytes: "the amount of data sent",
    duration: "the time taken to answer",
    referrer: "the referring page",
    userAgent: "your browser's identification (user agent)",
  },
  de: {
    ip: "Ihre IP-Adresse",
    time: "Datum und Uhrzeit",
    method: "die Art der Anfrage (etwa GET)",
    path: "die abgerufene Adresse",
    request: "die Anfrage (ihre Art und die abgerufene Adresse)",
    status: "den Statuscode",
    bytes: "die übertragene Datenmenge",
    duration: "die Antwortzeit",
    referrer: "die zuvor besuchte Seite (Referrer)",
    userAgent: "die Kennung Ihres Browsers (User-Agent)",
  },
};

/** The fields the site's web server logs, or (`omitted`) the identifying ones it leaves out. */
const accessLogFields = ({ legal }: SiteFacts, format: Formats, omitted = false) => {
  const logged = ACCESS_LOG_FIELDS[legal.webServer];
  const fields = omitted ? IDENTIFYING_FIELDS.filter((field) => !logged.includes(field)) : logged;
  const words = fields.map((field) => ACCESS_LOG_WORDS[format.locale][field]);
  return words.length ? (omitted ? format.listAfterNot(words) : format.list(words)) : undefined;
};

/** The tools connected to Calendly, or only the video ones. */
const toolsOf = (facts: SiteFacts, kind?: "video") =>
  (facts.legal.calendlyConnections ?? []).filter((tool) => !kind || tool.kind === kind);

/** Each tool as "Zoom (Zoom Communications, Inc., United States)", in a list; false when none. */
const toolList = (facts: SiteFacts, format: Formats, kind?: "video") => {
  const names = toolsOf(facts, kind).map((tool) => `${tool.name} (${tool.company}, ${format.country(tool.country)})`);
  return names.length > 0 && format.list(names);
};

/** One sentence per tool outside the EU/EEA (those with a transfer basis) naming it; undefined when none is outside. */
const toolTransfers = (facts: SiteFacts, format: Formats, kind?: "video") => {
  const words = TRANSFER_WORDS[format.locale];
  const sentences = toolsOf(facts, kind)
    .filter((tool) => tool.transferBasis)
    .map((tool) =>
      isDpfCertified(tool)
        ? words.certified(tool.company, tool.name)
        : words.sentence(tool.name, words[tool.transferBasis!]),
    );
  return sentences.length ? sentences.join(" ") : undefined;
};

/** Every name a template may use and how its value is written in the page's language. */
const PLACEHOLDERS: Placeholders = {
  agencyName: (facts) => facts.agencyName,
  email: (facts) => facts.email,
  siteUrl: (facts) => facts.siteUrl,
  "booking.consent": (facts) => facts.booking.consent,
  // The agency's markets in the page's language, and whether the UK and the US are among them.
  markets: (facts, format) => format.list(facts.markets.map((code) => format.country(code))),
  "markets.GB": (facts) => facts.markets.includes("GB"),
  "markets.US": (facts) => facts.markets.includes("US"),
  ...factPlaceholders(legalSchema.shape, "legal", (facts) => facts.legal),
  "legal.representatives": ({ legal }, format) =>
    format.list(legal.representatives.map(({ name, role }) => `${name} (${role[format.locale]})`)),
  // For tel: links, which want the number without spaces.
  "legal.phoneDigits": ({ legal }) => legal.phone.replaceAll(" ", ""),
  "legal.calendlyConnections": (facts, format) => toolList(facts, format),
  "legal.calendlyConnections.transfers": (facts, format) => toolTransfers(facts, format),
  "legal.videoTools": (facts, format) => toolList(facts, format, "video"),
  "legal.videoTools.transfers": (facts, format) => toolTransfers(facts, format, "video"),
  "legal.serverLogFields": (facts, format) => accessLogFields(facts, format),
  "legal.serverLogOmits": (facts, format) => accessLogFields(facts, format, true),
  storage: (facts, format) => storageList(siteStorageIn(facts.booking.consent), format),
  editorStorage: (facts, format) => storageList(editorStorage(facts.editor.repo), format),
};

/** The names a template may use: render-legal.ts refuses any other. */
export const PLACEHOLDER_NAMES: ReadonlySet<string> = new Set(Object.keys(PLACEHOLDERS));

export function placeholderValues(facts: SiteFacts, locale: Locale): Map<string, Value> {
  const format = formatsFor(locale);
  return new Map(Object.entries(PLACEHOLDERS).map(([name, valueOf]) => [name, valueOf(facts, format)]));
}

// Backslash-escaping every ASCII punctuation character makes Markdown print a value literally;
// marked then escapes it for HTML like any text, so a value can never add markup or links.
export const escapeForMarkdown = (value: string) => value.replace(/\s+/g, " ").replace(/[!-/:-@[-`{-~]/g, "\\$&");
