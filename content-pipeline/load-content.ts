/**
 * Reads and validates every content file under content/ (build time only). A mistake stops the
 * build with the file, the field's path and the bad value, so nothing is published from a
 * broken file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseYaml } from "./front-matter.ts";
import { compareKeys } from "./key-parity.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../shared/locales.ts";
import { LegalTemplateError, renderLegalPage } from "./render-legal.ts";
import { typesetGermanWords } from "./typography.ts";
import { CONTENT_FILES, type SiteFacts, type Words } from "./schemas.ts";
import { loadArticles } from "./articles.ts";
import { loadRoles } from "./roles.ts";
import { validateFile } from "./schema-fields.ts";
import { siteTodayFor } from "./today.ts";

export type Content = ReturnType<typeof loadContent>;

/** Thrown when a content file is unreadable or invalid; the message lists every problem found. */
export class ContentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid content:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** A content file's text; undefined (and a problem) when it is missing. */
function readText(root: string, file: string, problems: string[]): string | undefined {
  try {
    return readFileSync(path.join(root, file), "utf8");
  } catch {
    problems.push(`${file}: the file is missing`);
    return undefined;
  }
}

const readYaml = (root: string, file: string, problems: string[]) => {
  const text = readText(root, file, problems);
  return text === undefined ? undefined : parseYaml(text, file, problems);
};

function readLegalPage(root: string, file: string, site: SiteFacts, locale: Locale, problems: string[]) {
  const source = readText(root, file, problems);
  try {
    return source === undefined ? undefined : renderLegalPage(source, site, { file, locale });
  } catch (error) {
    if (!(error instanceof LegalTemplateError)) throw error;
    problems.push(error.message);
    return undefined;
  }
}

export type LoadOptions = {
  /** Build-time override of booking.consent, for example for a test build. */
  bookingConsent?: string;
  /** German typography (non-breaking spaces, quotes, soft hyphens) is applied unless false: tests that compare with the files as written turn it off. */
  typography?: boolean;
  /** YYYY-MM-DD: the day scheduled articles and roles are judged by; today in Berlin (or SITE_TODAY) by default. */
  today?: string;
};

/**
 * Loads content/ under `root`; throws ContentError listing every problem in every file. `articles`:
 * every published article, newest first; `roles`: those open today, newest first, and `closedRoles`
 * those past their closing day, whose addresses answer 410 Gone; `today`: the day they were judged by.
 */
export function loadContent(root: string, options: LoadOptions = {}) {
  const problems: string[] = [];
  const today = options.today ?? siteTodayFor(root);
  const [siteFile, ...wordFiles] = CONTENT_FILES;

  const rawSite = readYaml(root, siteFile.path, problems);
  if (options.bookingConsent && rawSite && typeof rawSite === "object") {
    const booking = (rawSite as { booking?: Record<string, unknown> }).booking;
    if (booking && typeof booking === "object") booking.consent = options.bookingConsent;
  }
  const site = rawSite === undefined ? undefined : validateFile(siteFile.path, siteFile.schema, rawSite, problems);

  const words = {} as Record<Locale, Words>;
  const defaultRaw: Partial<Record<keyof Words, unknown>> = {};
  for (const locale of LOCALES) {
    const localeWords: Partial<Record<keyof Words, unknown>> = {};
    for (const file of wordFiles) {
      const filePath = file.path.replace("{{locale}}", locale);
      if (file.format === "markdown") {
        if (site) localeWords[file.name] = readLegalPage(root, filePath, site, locale, problems);
        continue;
      }
      const raw = readYaml(root, filePath, problems);
      if (raw === undefined) continue;
      // A key missing or extra in a translation is named before any other problem in the file.
      if (locale === DEFAULT_LOCALE) defaultRaw[file.name] = raw;
      else if (defaultRaw[file.name] !== undefined) {
        const defaultFile = file.path.replace("{{locale}}", DEFAULT_LOCALE);
        const mismatches = compareKeys(defaultRaw[file.name], raw, filePath, defaultFile);
        problems.push(...mismatches);
        if (mismatches.length > 0) continue;
      }
      localeWords[file.name] = validateFile(filePath, file.schema, raw, problems);
    }
    // German typography (quotes, dashes, spaces, soft hyphens) is the build's job, not the editor's.
    words[locale] = (
      locale === "de" && options.typography !== false ? typesetGermanWords(localeWords) : localeWords
    ) as Words;
  }

  const articles = site ? loadArticles(root, { author: site.founderName }, problems, today) : [];
  const roles = loadRoles(root, problems, today);
  // Articles are journalistic-editorial content: § 18(2) MStV wants a responsible person named.
  // Open roles are not: a job listing is the agency's own commercial communication (an
  // advertisement for a mandate), not reporting or opinion, so roles alone never require it.
  if (site && articles.length > 0 && !site.legal.contentResponsible) {
    problems.push(
      `${siteFile.path}: legal.contentResponsible: required once articles are published (§ 18(2) MStV): the person responsible for the articles, with their address (${articles[0]!.file} is one)`,
    );
  }

  // One title for the founder: the home page's role (common.yml founderRole) names the office in
  // which the legal notice says the founder represents the company, so the two never disagree
  // (a GmbH, say, has managing directors, not partners).
  const founder = site?.legal.representatives.find((person) => person.name === site.founderName);
  for (const locale of LOCALES) {
    const founderRole = words[locale]?.common?.founderRole;
    const office = founder?.role[locale];
    if (!founderRole || !office) continue;
    const plain = (text: string) =>
      text
        .replace(/\u00AD/g, "")
        .replace(/\s+/g, " ")
        .toLowerCase();
    if (!plain(founderRole).includes(plain(office))) {
      problems.push(
        `content/${locale}/common.yml: founderRole: must name the founder's office as the legal notice gives it, "${office}" (site.yml legal.representatives), such as "${locale === "de" ? "Gründerin und " : "Founder and "}${office}" (got ${JSON.stringify(founderRole)})`,
      );
    }
  }

  if (problems.length > 0 || !site) throw new ContentError(problems);
  return { site, words, articles, roles: roles.open, closedRoles: roles.closed, today };
}
