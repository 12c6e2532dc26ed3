/**
 * Renders the legal notice and the privacy policy (content/<language>/legal-notice.md and
 * privacy.md) at build time: fills the template from the validated site facts, then turns the
 * Markdown into semantic HTML for the page's layout, which supplies the h1.
 *
 * The templates are Handlebars (https://handlebarsjs.com) in strict mode; for editors:
 * docs/legal-templates.md. Only part of it is available:
 *   {{legal.entityName}}                     a value, escaped; an unknown name stops the build
 *   {{#if legal.register}} … {{/if}}         only when the fact is configured
 *   {{#if (eq booking.consent "click-to-load")}} … {{else}} … {{/if}}   compare with a quoted value (eq or ne)
 *   {{storage}}                              a block (the list of what the site stores), alone on its line
 *   {{editorStorage}}                        a block (what the editor at /admin/ stores), alone on its line
 * A block tag alone on its line takes the whole line with it (Handlebars' standalone lines), so
 * conditionals never leave blank lines in lists or break paragraphs. Conditionals may nest.
 *
 * Beyond plain Markdown: `## Heading {#anchor}` gives the heading a stable id (for links such as
 * /privacy#calendly), and a block quote (`> …`) becomes a highlighted <aside class="legal-highlight">,
 * for text the law wants set apart, such as the right to object (Art. 21(4) GDPR).
 */
import Handlebars from "handlebars";
import { Marked, type Tokens } from "marked";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { ACCESS_LOG_FIELDS, IDENTIFYING_FIELDS, type AccessLogField } from "../delivery/access-log.ts";
import { isInEuEea, type LegalFacts, type TransferBasis } from "./legal-schema.ts";
import { LOCALES, type Locale } from "../shared/locales.ts";
import { editorStorage, siteStorageIn, STORAGE_WORDS, type StorageEntry } from "./site-storage.ts";
import type { SiteFacts } from "./schemas.ts";
import { nonEmpty } from "./schema-fields.ts";
import { splitFrontMatter } from "./front-matter.ts";
import { escapeHtml } from "../shared/escape.ts";

/** The site facts a legal page is written from: site.yml with its `legal:` block. */
export type LegalPageFacts = Pick<SiteFacts, "agencyName" | "email" | "siteUrl" | "booking" | "markets" | "editor"> & {
  legal: LegalFacts;
};

export type LegalPageOptions = {
  /** The file's path, for error messages, such as content/de/privacy.md. */
  file: string;
  /** The page's language (BCP 47), for dates, lists and country names, such as "de" or "en-GB". */
  lang: string;
};

export const renderedLegalPageSchema = z.strictObject({ title: z.string(), description: z.string(), html: z.string() });
export type LegalPage = z.infer<typeof renderedLegalPageSchema>;

/** A mistake in a legal page's template: the message names the file and the line. */
export class LegalTemplateError extends Error {
  constructor(file: string, line: number, problem: string) {
    super(`${file}: line ${line}: ${problem}`);
    this.name = "LegalTemplateError";
  }
}

/** A configured group of facts (such as legal.register): testable with #if, not printable. */
const GROUP = Symbol("group");
/** A yes/no fact that is yes (such as legal.candidates.approachesDirectly): testable with #if, not printable. */
const YES = Symbol("yes");
/** Markdown the renderer writes itself (the storage list), printed as blocks, never escaped. */
type Block = { markdown: string };
type Value = string | typeof GROUP | typeof YES | Block | undefined;

/** How a page writes country codes, lists of names and dates in its language. */
type Formats = {
  locale: Locale;
  country: (code: string) => string;
  list: (items: string[]) => string;
  /** "a, b, or c" in English, where a negative sentence needs it; German says „a, b und c“. */
  listAfterNot: (items: string[]) => string;
  date: (iso: string) => string;
};

function formatsFor(lang: string): Formats {
  const language = lang.split("-")[0];
  const locale = LOCALES.find((candidate) => candidate === language);
  if (!locale) throw new Error(`render-legal: no words for the language "${lang}"`);
  return {
    locale,
    // One name for the United States on every German page: „USA“, as the site's own words write it.
    country: (code) =>
      (locale === "de" && code === "US" ? "USA" : new Intl.DisplayNames([lang], { type: "region" }).of(code)) ?? code,
    list: (items) => new Intl.ListFormat(lang, { type: "conjunction" }).format(items),
    listAfterNot: (items) =>
      new Intl.ListFormat(lang, { type: locale === "en" ? "disjunction" : "conjunction" }).format(items),
    date: (iso) =>
      new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`)),
  };
}

type Address = LegalFacts["address"];
type Provider = LegalFacts["hosting"];
type Placeholder = (facts: LegalPageFacts, format: Formats) => Value;

const addressPlaceholders = (prefix: string, of: (facts: LegalPageFacts) => Address | undefined) => ({
  [prefix]: (facts: LegalPageFacts) => of(facts) && GROUP,
  [`${prefix}.street`]: (facts: LegalPageFacts) => of(facts)?.street,
  [`${prefix}.postalCode`]: (facts: LegalPageFacts) => of(facts)?.postalCode,
  [`${prefix}.city`]: (facts: LegalPageFacts) => of(facts)?.city,
  [`${prefix}.country`]: (facts: LegalPageFacts, format: Formats) => {
    const address = of(facts);
    return address && format.country(address.country);
  },
});

const providerPlaceholders = (prefix: string, of: (facts: LegalPageFacts) => Provider | undefined) => ({
  [`${prefix}.name`]: (facts: LegalPageFacts) => of(facts)?.name,
  [`${prefix}.address`]: (facts: LegalPageFacts) => of(facts)?.address,
  [`${prefix}.country`]: (facts: LegalPageFacts, format: Formats) => {
    const provider = of(facts);
    return provider && format.country(provider.country);
  },
  // Only outside the EU/EEA, where the schema requires it.
  [`${prefix}.transferBasis`]: (facts: LegalPageFacts) => {
    const provider = of(facts);
    return provider && !isInEuEea(provider.country) ? provider.transferBasis : undefined;
  },
  // The whole sentence, with the Data Privacy Framework's wording for a certified US provider.
  [`${prefix}.transfer`]: (facts: LegalPageFacts, format: Formats) => providerTransfer(of(facts), format),
});

/** A provider the agency may not use (such as cloud storage): the group, for {{#if}}, and its fields. */
const optionalProviderPlaceholders = (prefix: string, of: (facts: LegalPageFacts) => Provider | undefined) => ({
  [prefix]: (facts: LegalPageFacts) => of(facts) && GROUP,
  ...providerPlaceholders(prefix, of),
});

/**
 * The site's browser storage in this consent mode, as a Markdown list (it reads better than a
 * four-column table on a phone); undefined when the site stores nothing.
 */
function storageList(entries: StorageEntry[], format: Formats): Block | undefined {
  if (entries.length === 0) return undefined;
  const words = STORAGE_WORDS[format.locale];
  const items = entries.map(
    (entry) =>
      `- **${escapeForMarkdown(entry.key)}**, ${escapeForMarkdown(words.kinds[entry.kind])}\\\n` +
      `  ${escapeForMarkdown(words.purpose)}: ${escapeForMarkdown(entry.purpose[format.locale])}\\\n` +
      `  ${escapeForMarkdown(words.lifetime)}: ${escapeForMarkdown(entry.lifetime[format.locale])}`,
  );
  return { markdown: items.join("\n") };
}

type ConnectedTool = NonNullable<LegalFacts["calendlyConnections"]>[number];

/** What a transfer outside the EU/EEA rests on (Chapter V GDPR), as a phrase of each language. */
const TRANSFER_WORDS: Record<
  Locale,
  Record<TransferBasis, string> & {
    sentence: (tool: string, basis: string) => string;
    /** A US company: an adequacy decision exists for it only through its certification. */
    certified: (company: string, tool: string) => string;
    /** A provider the agency contracts with itself (hosting, email …). */
    provider: (basis: string) => string;
    certifiedProvider: string;
  }
> = {
  en: {
    "adequacy-decision": "an adequacy decision of the European Commission (Art. 45 GDPR)",
    "standard-contractual-clauses":
      "the standard contractual clauses adopted by the European Commission (Art. 46(2)(c) GDPR)",
    "binding-corporate-rules": "the provider's binding corporate rules (Art. 47 GDPR)",
    sentence: (tool, basis) => `For ${tool}, the transfer rests on ${basis}.`,
    certified: (company, tool) =>
      `${company} is certified under the EU-U.S. Data Privacy Framework, so for ${tool} the transfer rests on the European Commission's adequacy decision for it (Art. 45 GDPR), and for data from the United Kingdom on the UK Extension to the EU-U.S. Data Privacy Framework.`,
    provider: (basis) =>
      `The provider is based outside the EU and the EEA; the transfer of your data rests on ${basis}.`,
    certifiedProvider:
      "The provider is based in the United States and is certified under the EU-U.S. Data Privacy Framework, so the transfer of your data rests on the European Commission's adequacy decision for it (Art. 45 GDPR), and for data from the United Kingdom on the UK Extension to the EU-U.S. Data Privacy Framework.",
  },
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

/** The sentence on a processor's transfer outside the EU/EEA; undefined inside. */
const providerTransfer = (provider: Provider | undefined, format: Formats) => {
  if (!provider || isInEuEea(provider.country) || !provider.transferBasis) return undefined;
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
const accessLogFields = ({ legal }: LegalPageFacts, format: Formats, omitted = false) => {
  const logged = ACCESS_LOG_FIELDS[legal.webServer];
  const fields = omitted ? IDENTIFYING_FIELDS.filter((field) => !logged.includes(field)) : logged;
  const words = fields.map((field) => ACCESS_LOG_WORDS[format.locale][field]);
  return words.length ? (omitted ? format.listAfterNot(words) : format.list(words)) : undefined;
};

/** "Zoom (Zoom Communications, Inc., United States)": one pair of brackets, never nested. */
const toolName = (tool: ConnectedTool, format: Formats) =>
  `${tool.name} (${tool.company}, ${format.country(tool.country)})`;

/** The connected tools of one kind (or all), as a list in the page's language. */
const toolList = (facts: LegalPageFacts, format: Formats, kind?: ConnectedTool["kind"]) => {
  const tools = (facts.legal.calendlyConnections ?? []).filter((tool) => !kind || tool.kind === kind);
  return tools.length ? format.list(tools.map((tool) => toolName(tool, format))) : undefined;
};

/** One sentence per tool outside the EU/EEA naming its transfer basis; undefined when none is outside. */
const toolTransfers = (facts: LegalPageFacts, format: Formats, kind?: ConnectedTool["kind"]) => {
  const words = TRANSFER_WORDS[format.locale];
  const sentences = (facts.legal.calendlyConnections ?? [])
    .filter((tool) => (!kind || tool.kind === kind) && !isInEuEea(tool.country) && tool.transferBasis)
    .map((tool) =>
      isDpfCertified(tool)
        ? words.certified(tool.company, tool.name)
        : words.sentence(tool.name, words[tool.transferBasis!]),
    );
  return sentences.length ? sentences.join(" ") : undefined;
};

/**
 * Every name a template may use and how its value is written in the page's language;
 * `undefined` marks an optional fact that is not configured.
 */
const PLACEHOLDERS: Record<string, Placeholder> = {
  agencyName: (facts) => facts.agencyName,
  email: (facts) => facts.email,
  siteUrl: (facts) => facts.siteUrl,
  "booking.consent": (facts) => facts.booking.consent,
  // The agency's markets in the page's language, and whether the UK and the US are among them.
  markets: (facts, format) => format.list(facts.markets.map((code) => format.country(code))),
  "markets.GB": (facts) => (facts.markets.includes("GB") ? YES : undefined),
  "markets.US": (facts) => (facts.markets.includes("US") ? YES : undefined),
  "legal.entityName": ({ legal }) => legal.entityName,
  "legal.legalForm": ({ legal }) => legal.legalForm,
  "legal.representatives": ({ legal }, format) =>
    format.list(legal.representatives.map(({ name, role }) => `${name} (${role[format.locale]})`)),
  ...addressPlaceholders("legal.address", ({ legal }) => legal.address),
  "legal.phone": ({ legal }) => legal.phone,
  // For tel: links, which want the number without spaces.
  "legal.phoneDigits": ({ legal }) => legal.phone.replaceAll(" ", ""),
  "legal.register": ({ legal }) => legal.register && GROUP,
  "legal.register.court": ({ legal }) => legal.register?.court,
  "legal.register.number": ({ legal }) => legal.register?.number,
  "legal.vatId": ({ legal }) => legal.vatId,
  "legal.economicId": ({ legal }) => legal.economicId,
  "legal.contentResponsible": ({ legal }) => legal.contentResponsible && GROUP,
  "legal.contentResponsible.name": ({ legal }) => legal.contentResponsible?.name,
  ...addressPlaceholders("legal.contentResponsible.address", ({ legal }) => legal.contentResponsible?.address),
  ...providerPlaceholders("legal.hosting", ({ legal }) => legal.hosting),
  ...providerPlaceholders("legal.emailProvider", ({ legal }) => legal.emailProvider),
  ...optionalProviderPlaceholders("legal.applicantTracking", ({ legal }) => legal.applicantTracking),
  ...optionalProviderPlaceholders("legal.cloudStorage", ({ legal }) => legal.cloudStorage),
  "legal.linkedInRecruiter": ({ legal }) => (legal.linkedInRecruiter ? YES : undefined),
  "legal.calendlyConnections": (facts, format) => toolList(facts, format),
  "legal.calendlyConnections.transfers": (facts, format) => toolTransfers(facts, format),
  "legal.videoTools": (facts, format) => toolList(facts, format, "video"),
  "legal.videoTools.transfers": (facts, format) => toolTransfers(facts, format, "video"),
  "legal.candidates.approachesDirectly": ({ legal }) => (legal.candidates.approachesDirectly ? YES : undefined),
  "legal.candidates.talentPoolMonths": ({ legal }) => String(legal.candidates.talentPoolMonths),
  "legal.candidates.noticeUrl": ({ legal }) => legal.candidates.noticeUrl,
  "legal.candidates.applicantMonths": ({ legal }) => String(legal.candidates.applicantMonths),
  "legal.candidates.approachedMonths": ({ legal }) => String(legal.candidates.approachedMonths),
  "legal.candidates.doNotContactYears": ({ legal }) => String(legal.candidates.doNotContactYears),
  "legal.ukRepresentative": ({ legal }) => legal.ukRepresentative && GROUP,
  "legal.ukRepresentative.name": ({ legal }) => legal.ukRepresentative?.name,
  "legal.ukRepresentative.address": ({ legal }) => legal.ukRepresentative?.address,
  "legal.webServer": ({ legal }) => legal.webServer,
  "legal.serverLogFields": (facts, format) => accessLogFields(facts, format),
  "legal.serverLogOmits": (facts, format) => accessLogFields(facts, format, true),
  "legal.serverLogRetentionDays": ({ legal }) => String(legal.serverLogRetentionDays),
  "legal.supervisoryAuthority.name": ({ legal }) => legal.supervisoryAuthority.name,
  "legal.supervisoryAuthority.url": ({ legal }) => legal.supervisoryAuthority.url,
  "legal.privacyEffectiveDate": ({ legal }, format) => format.date(legal.privacyEffectiveDate),
  storage: (facts, format) => storageList(siteStorageIn(facts.booking.consent), format),
  editorStorage: (facts, format) => storageList(editorStorage(facts.editor.repo), format),
};

/** The names a template may use (for the editor's help and the documentation test). */
export const PLACEHOLDER_NAMES: readonly string[] = Object.keys(PLACEHOLDERS);

function placeholderValues(facts: LegalPageFacts, lang: string): Map<string, Value> {
  const format = formatsFor(lang);
  return new Map(Object.entries(PLACEHOLDERS).map(([name, valueOf]) => [name, valueOf(facts, format)]));
}

// Backslash-escaping every ASCII punctuation character makes Markdown print a value literally;
// marked then escapes it for HTML like any text, so a value can never add markup or links.
const escapeForMarkdown = (value: string) => value.replace(/\s+/g, " ").replace(/[!-/:-@[-`{-~]/g, "\\$&");

/** The legal pages' own Handlebars: the standard one with only the helpers eq and ne added. */
const handlebars = Handlebars.create();
// `{{#if (eq booking.consent "none")}}`: a context value is already escaped for where it is printed,
// so the quoted value is escaped the same way before comparing.
handlebars.registerHelper("eq", (value: unknown, expected: unknown, options: Handlebars.HelperOptions) =>
  sameValue(value, expected, options),
);
handlebars.registerHelper(
  "ne",
  (value: unknown, expected: unknown, options: Handlebars.HelperOptions) => !sameValue(value, expected, options),
);
const sameValue = (value: unknown, expected: unknown, options: Handlebars.HelperOptions) =>
  typeof expected === "string" && value === (options.data as { escape: (value: string) => string }).escape(expected);

/** Names that cannot be printed, only tested with {{#if}}. */
const GROUPS = new Set([
  "legal.address",
  "legal.register",
  "legal.contentResponsible",
  "legal.contentResponsible.address",
]);
["legal.applicantTracking", "legal.cloudStorage", "legal.ukRepresentative"].forEach((name) => GROUPS.add(name));
const YES_NO = new Set(["markets.GB", "markets.US", "legal.linkedInRecruiter", "legal.candidates.approachesDirectly"]);
const BLOCKS = new Set(["storage", "editorStorage"]);

type Context = { [name: string]: ContextValue };
type ContextValue = string | boolean | Context;

/**
 * The template's context: the placeholders' values as nested objects (`legal.register.court`),
 * each escaped for where it is printed. An optional fact that is not configured is left out, so
 * strict mode stops the build where it is printed; an optional group that is not configured is
 * `false`, so its fields read as not configured too. A value with fields of its own (`markets`,
 * `legal.videoTools`) prints its value.
 */
function contextFrom(values: Map<string, Value>, escape: (value: string) => string): Context {
  // `placeholder`: the entry is a name of its own (legal.register), not only a path to one (legal).
  type Entry = { value: Value; placeholder: boolean; fields: Map<string, Entry> };
  const root: Entry = { value: GROUP, placeholder: false, fields: new Map() };
  for (const [name, value] of values) {
    let entry = root;
    for (const part of name.split(".")) {
      if (!entry.fields.has(part)) entry.fields.set(part, { value: undefined, placeholder: false, fields: new Map() });
      entry = entry.fields.get(part)!;
    }
    entry.value = value;
    entry.placeholder = true;
  }
  const toContext = (entry: Entry, name: string): ContextValue | undefined => {
    const { value } = entry;
    if (YES_NO.has(name)) return value === YES;
    if (typeof value === "object") return value.markdown;
    if (entry.fields.size === 0) return typeof value === "string" ? escape(value) : undefined;
    if (value === undefined && entry.placeholder) return false;
    const fields: Context = {};
    for (const [part, field] of entry.fields) {
      const fieldValue = toContext(field, name ? `${name}.${part}` : part);
      if (fieldValue !== undefined) fields[part] = fieldValue;
    }
    if (typeof value === "string") Object.defineProperty(fields, "toString", { value: () => escape(value) });
    return fields;
  };
  return toContext(root, "") as Context;
}

type Location = { line: number; column: number };

/**
 * Checks a parsed template against the known names before it is filled, so a mistake in a branch
 * not taken stops the build too: only {{name}}, {{#if name}} and the helpers eq and ne, only known
 * names, groups and yes/no facts only in conditions, blocks alone on their line, and a value that
 * is optional and has fields of its own (legal.videoTools) printed only inside its {{#if}}.
 * Returns the names printed, by their place, for strict mode's errors.
 */
function checkTemplate(
  program: hbs.AST.Program,
  source: string,
  names: Set<string>,
  fail: (at: Location, problem: string) => never,
) {
  const printed = new Map<string, string>();
  const lines = source.split("\n");
  const known = (path: hbs.AST.PathExpression) => {
    if (path.data || !names.has(path.original)) fail(path.loc.start, `unknown placeholder "${path.original}"`);
    return path.original;
  };
  const condition = (params: hbs.AST.Expression[], at: Location): string | undefined => {
    const [param] = params;
    if (params.length === 1 && param!.type === "PathExpression") return known(param as hbs.AST.PathExpression);
    const helper = param?.type === "SubExpression" ? (param as hbs.AST.SubExpression) : undefined;
    const [value, expected] = helper?.params ?? [];
    if (
      params.length !== 1 ||
      !helper ||
      helper.path.type !== "PathExpression" ||
      !["eq", "ne"].includes(helper.path.original) ||
      helper.params.length !== 2 ||
      value!.type !== "PathExpression" ||
      expected!.type !== "StringLiteral"
    ) {
      fail(at, 'write {{#if name}}, {{#if (eq name "value")}} or {{#if (ne name "value")}}');
    }
    known(value as hbs.AST.PathExpression);
    return undefined;
  };
  const walk = (statements: hbs.AST.Statement[], guards: string[]) => {
    for (const statement of statements) {
      const at = statement.loc.start;
      if (statement.type === "ContentStatement" || statement.type === "CommentStatement") continue;
      if (statement.type === "BlockStatement") {
        const block = statement as hbs.AST.BlockStatement;
        const helper = block.path.type === "PathExpression" ? block.path.original : "";
        if (helper !== "if") fail(at, `{{#${helper}}} is not available: write {{#if name}} … {{/if}}`);
        const tested = condition(block.params, at);
        walk(block.program.body, tested ? [...guards, tested] : guards);
        if (block.inverse) walk(block.inverse.body, guards);
        continue;
      }
      if (statement.type !== "MustacheStatement") fail(at, "only {{name}} and {{#if name}} … {{/if}} are available");
      const mustache = statement as hbs.AST.MustacheStatement;
      if (mustache.path.type !== "PathExpression" || mustache.params.length > 0 || mustache.hash) {
        fail(at, "only {{name}} and {{#if name}} … {{/if}} are available");
      }
      const name = known(mustache.path as hbs.AST.PathExpression);
      if (GROUPS.has(name)) fail(at, `"${name}" is a group of facts; print one of its fields`);
      if (YES_NO.has(name)) fail(at, `"${name}" is a yes/no fact: test it with {{#if ${name}}}`);
      if (BLOCKS.has(name) && lines[at.line - 1]!.trim() !== `{{${name}}}`) {
        fail(at, `"${name}" is a block: put it alone on its own line`);
      }
      const hasFields = [...names].some((other) => other.startsWith(`${name}.`));
      if (hasFields && OPTIONAL_WITH_FIELDS.has(name) && !guards.includes(name)) {
        fail(at, `"${name}" is optional: use it inside {{#if ${name}}} … {{/if}}`);
      }
      // Strict mode reports the place of the name, inside the braces.
      const { line, column } = mustache.path.loc.start;
      printed.set(`${line}:${column}`, name);
    }
  };
  walk(program.body, []);
  return printed;
}

/** Optional values with fields of their own: not configured, they are false, which would print. */
const OPTIONAL_WITH_FIELDS = new Set(["legal.calendlyConnections", "legal.videoTools"]);

/** Handlebars' messages end in " - line:column" or say "Parse error on line N". */
function handlebarsLocation(error: unknown): Location | undefined {
  if (!(error instanceof Error)) return undefined;
  const { lineNumber, column } = error as { lineNumber?: number; column?: number };
  if (typeof lineNumber === "number") return { line: lineNumber, column: column ?? 0 };
  const parse = /Parse error on line (\d+)/.exec(error.message);
  return parse ? { line: Number(parse[1]), column: 0 } : undefined;
}

/** What a parse error means, in the words of the docs (docs/legal-templates.md), and where. */
function parseProblem(message: string, source: string, at: Location): [Location, string] {
  const got = /got '(\w+)'/.exec(message)?.[1];
  if (got === "EOF" && message.includes("OPEN_ENDBLOCK")) {
    // Handlebars names the end of the file; the {{#if}} left open is the more useful place.
    const open: Location[] = [];
    for (const tag of source.matchAll(/\{\{~?\s*([#/])/g)) {
      if (tag[1] === "#") open.push({ line: lineAt(source, tag.index), column: 0 });
      else open.pop();
    }
    const unclosed = open.at(-1) ?? at;
    const line = source.split("\n")[unclosed.line - 1]!;
    return [unclosed, `${/\{\{#[^}]*\}\}/.exec(line)?.[0] ?? "{{#if}}"} is never closed with {{/if}}`];
  }
  if (got === "OPEN_ENDBLOCK") return [at, "{{/if}} without an open {{#if}}"];
  if (got === "INVERSE" || got === "OPEN_INVERSE_CHAIN") return [at, "{{else}} without an open {{#if}}"];
  if (got === "EQUALS") return [at, 'write {{#if (eq name "value")}} or {{#if (ne name "value")}} to compare'];
  if (got === "INVALID") return [at, "unclosed or stray braces"];
  const detail = message.split("\n").slice(1).join(" ").replace(/\s+/g, " ");
  return [at, `malformed tag (${detail})`];
}

/**
 * Fills one template (the body, the title or the description) with Handlebars in strict mode;
 * every mistake throws a LegalTemplateError with the file and the line.
 */
function fillTemplate(
  source: string,
  values: Map<string, Value>,
  file: string,
  firstLine: number,
  escape: (value: string) => string,
): string {
  const fail = (at: Location, problem: string): never => {
    throw new LegalTemplateError(file, firstLine + at.line - 1, problem);
  };
  let program: hbs.AST.Program;
  try {
    program = handlebars.parse(source);
  } catch (error) {
    const at = handlebarsLocation(error);
    if (!at) throw error;
    const message = (error as Error).message;
    // "if doesn't match else - 3:2" and the like come with a place, not the parser's words.
    if (!message.startsWith("Parse error")) return fail(at, message.replace(/ - \d+:\d+$/, ""));
    return fail(...parseProblem(message, source, at));
  }
  const printed = checkTemplate(program, source, new Set(values.keys()), fail);
  try {
    return handlebars.compile(program, {
      strict: true,
      noEscape: true,
      knownHelpersOnly: true,
      knownHelpers: { eq: true, ne: true },
    })(contextFrom(values, escape), { data: { escape } });
  } catch (error) {
    const at = handlebarsLocation(error);
    if (!at) throw error;
    const name = printed.get(`${at.line}:${at.column}`) ?? "this placeholder";
    return fail(at, `"${name}" is optional and not configured: use it inside {{#if ${name}}} … {{/if}}`);
  }
}

/** Line number (1-based) of an offset in the source. */
const lineAt = (source: string, offset: number) => source.slice(0, offset).split("\n").length;

const frontMatterSchema = z.strictObject({ title: nonEmpty, description: nonEmpty });

/** Splits `---` front matter from the body; returns the body's first line number too. */
function readFrontMatter(source: string, file: string) {
  const parts = splitFrontMatter(source);
  if (!parts) throw new LegalTemplateError(file, 1, "must start with front matter (--- title, description ---)");
  const parsed = frontMatterSchema.safeParse(parseYaml(parts.frontMatter));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`);
    throw new LegalTemplateError(file, 1, `front matter: ${problems.join("; ")}`);
  }
  const lineOfKey = (key: string) => lineAt(source, source.indexOf(`\n${key}:`) + 1);
  return {
    frontMatter: parsed.data,
    titleLine: lineOfKey("title"),
    descriptionLine: lineOfKey("description"),
    body: parts.body,
    firstLine: lineAt(source, parts.bodyOffset),
  };
}

/** Only h2 and h3: the page supplies the h1, and deeper levels would make the outline ragged. */
function checkHeadings(body: string, file: string, firstLine: number) {
  let inCode = false;
  body.split("\n").forEach((text, index) => {
    if (/^\s{0,3}(```|~~~)/.test(text)) inCode = !inCode;
    const heading = /^\s{0,3}(#{1,6})(\s|$)/.exec(text);
    if (!inCode && heading && heading[1]!.length !== 2 && heading[1]!.length !== 3) {
      throw new LegalTemplateError(file, firstLine + index, "headings must be ## or ### (the page supplies the h1)");
    }
  });
}

/** `## Heading {#anchor}`: a stable id, lower case letters, digits and hyphens. */
const HEADING_ANCHOR = /\s*\{#([a-z][a-z0-9-]*)\}\s*$/;

function markdownRenderer(file: string) {
  return new Marked({
    gfm: true,
    renderer: {
      // Raw HTML in a legal text is printed as text: the pages stay semantic and safe.
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      heading({ tokens, depth }: Tokens.Heading) {
        if (depth !== 2 && depth !== 3) throw new Error(`${file}: headings must be ## or ### (an underlined heading?)`);
        const last = tokens.at(-1);
        const anchor = last?.type === "text" ? HEADING_ANCHOR.exec((last as Tokens.Text).text) : null;
        if (!anchor) return `<h${depth}>${this.parser.parseInline(tokens)}</h${depth}>\n`;
        const text = (last as Tokens.Text).text.slice(0, anchor.index);
        const inline = [...tokens.slice(0, -1), { ...(last as Tokens.Text), raw: text, text }];
        return `<h${depth} id="${anchor[1]}">${this.parser.parseInline(inline)}</h${depth}>\n`;
      },
      // A block quote is the templates' way to set text apart (docs/legal-templates.md).
      blockquote({ tokens }: Tokens.Blockquote) {
        const inner = this.parser.parse(tokens);
        // Named by its heading, so screen readers list the block by what it is about.
        const heading = /^<h[23] id="([^"]+)">/.exec(inner);
        const label = heading ? ` aria-labelledby="${heading[1]}"` : "";
        return `<aside class="legal-highlight"${label}>\n${inner}</aside>\n`;
      },
    },
  });
}

/**
 * Fills a legal page's template from the site facts and renders it: `title` and `description`
 * for the page's meta, `html` for its body (h2 and below).
 */
export function renderLegalPage(markdownSource: string, facts: LegalPageFacts, options: LegalPageOptions): LegalPage {
  const { file, lang } = options;
  const { frontMatter, titleLine, descriptionLine, body, firstLine } = readFrontMatter(markdownSource, file);
  const values = placeholderValues(facts, lang);
  const fill = (source: string, line: number, escape: (value: string) => string) =>
    fillTemplate(source, values, file, line, escape);
  checkHeadings(body, file, firstLine);
  const markdown = fill(body, firstLine, escapeForMarkdown);
  const html = markdownRenderer(file).parse(markdown, { async: false });
  // Title and description are plain text; the page's meta tags escape them.
  const plain = (value: string) => value;
  return {
    title: fill(frontMatter.title, titleLine, plain),
    description: fill(frontMatter.description, descriptionLine, plain),
    html,
  };
}
