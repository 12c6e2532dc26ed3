#!/usr/bin/env node
// Writes a variant of content/ for the gate to build and test (docs/decisions/081): a test that
// only the seed content passes pins the agency's words, and fails on it. What differs lies in a
// folder beside this script that reads as content: a YAML file there sets its fields over the
// seed's file of the same name; Markdown files and media are added.
// - `--kind full` (default; gate/content-variant/): every editable string and fact differs from
//   the seed's (words not set there are rewritten: "Newly …", "Außerdem: …"), one more service
//   and one value fewer, its own articles and roles dated around its fixed today (SITE_TODAY).
// - `--kind faults` (gate/content-faults/): content the gate must refuse (a 40-letter word in a
//   heading, text below WCAG AA contrast, a letter the web fonts have no glyph for).
// - `--kind consent-none`: the content as an agency outside the EU/EEA and the UK would have it
//   (markets outside them, else US; booking.consent "none"; no UK representative): the build
//   refuses "none" for EU/EEA/UK markets (docs/decisions/190).
// Every variant is in the editor's form, as every file a save or the content gate lets through.
//
// Usage: node gate/make-content-variant.ts [dir] [--kind full|faults|consent-none] [--from root]
//        (default .e2e/variant, full, from this checkout; writes <dir>/content and <dir>/SITE_TODAY)
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { parse, stringify } from "yaml";
import { contentFilesNotInEditorForm } from "../content-pipeline/editor-format.ts";
import { splitFrontMatter } from "../content-pipeline/front-matter.ts";
import { isUnderGdprOrUkGdpr } from "../content-pipeline/legal-fields.ts";
import { SITE_TODAY_FILE } from "../content-pipeline/today.ts";
import { contrastRatio } from "../shared/layout-rules.ts";

type Fields = Record<string, unknown>;
const ROOT = path.resolve(import.meta.dirname, "..");
const { values: flags, positionals } = parseArgs({
  options: { kind: { type: "string", default: "full" }, from: { type: "string", default: "." } },
  allowPositionals: true,
});
const target = path.resolve(ROOT, positionals[0] ?? ".e2e/variant");
const contentDir = path.join(target, "content");
const from = path.resolve(ROOT, flags.from);
// The folder beside this script that holds what differs, by kind ("consent-none" needs none).
const fixtureName = new Map([
  ["full", "content-variant"],
  ["faults", "content-faults"],
  ["consent-none", ""],
]).get(flags.kind);
if (fixtureName === undefined)
  throw new Error(`make-content-variant: unknown --kind ${flags.kind} (full, faults, consent-none)`);
const fixture = fixtureName && path.join(import.meta.dirname, fixtureName);

const isMap = (value: unknown): value is Fields => Boolean(value) && typeof value === "object" && !Array.isArray(value);
const readYaml = (file: string) => parse(readFileSync(file, "utf8")) as Fields;
const filesUnder = (dir: string, pattern: RegExp) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => pattern.test(file));

/** `base` with every field of `fields` set: maps merge key by key, anything else (a list too) replaces. */
function withFields(base: unknown, fields: unknown): unknown {
  if (!isMap(base) || !isMap(fields)) return fields;
  const merged = { ...base };
  for (const [key, value] of Object.entries(fields)) merged[key] = withFields(base[key], value);
  return merged;
}

/** Every string of a file's words rewritten, except values the code relies on (the nav's section ids). */
function rewritten(value: unknown, locale: string, at = ""): unknown {
  if (typeof value === "string") {
    if (/^nav\.items\.\d+\.section$/.test(at)) return value;
    return locale === "de" ? `Außerdem: ${value}` : `Newly ${value.charAt(0).toLowerCase()}${value.slice(1)}`;
  }
  const inner = (key: string | number) => (at ? `${at}.${key}` : String(key));
  if (Array.isArray(value)) return value.map((item, i) => rewritten(item, locale, inner(i)));
  if (!isMap(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewritten(item, locale, inner(key))]));
}

/** The full variant's words: every string rewritten (its fixture then sets some); one more service, one value fewer. */
function rewriteWords(addedService: Fields) {
  for (const relative of filesUnder(contentDir, /^(en|de)\/.*\.(yml|md)$/)) {
    const [locale = ""] = relative.split("/");
    const file = path.join(contentDir, relative);
    const text = readFileSync(file, "utf8");
    if (relative.endsWith(".md")) {
      const { frontMatter, body } = splitFrontMatter(text)!;
      writeFileSync(file, `---\n${stringify(rewritten(parse(frontMatter), locale))}---\n${body}`);
      continue;
    }
    const words = rewritten(parse(text), locale) as { services?: { items: unknown[] }; values?: { items: unknown[] } };
    if (relative.endsWith("/home.yml")) {
      words.services?.items.push(addedService[locale]);
      words.values?.items.pop();
    }
    writeFileSync(file, stringify(words));
  }
}

/** Every site fact must differ from the seed's, except the legal ones a lawyer's template depends on; colours stay AA. */
function checkSiteFacts(seed: unknown, variant: Fields) {
  const same: string[] = [];
  const compare = (a: unknown, b: unknown, at: string): void => {
    if (isMap(a) || Array.isArray(a)) {
      for (const [key, value] of Object.entries(a))
        compare(value, (b as Fields | undefined)?.[key], at ? `${at}.${key}` : key);
    } else if (a === b && at !== "booking.consent") same.push(at);
  };
  compare(seed, variant, "");
  const notLegal = same.filter((at) => !at.startsWith("legal."));
  if (notLegal.length > 0)
    throw new Error(`make-content-variant: give these site facts a variant value: ${notLegal.join(", ")}`);
  if (same.length > 0) console.log(`make-content-variant: legal facts kept as in the seed: ${same.join(", ")}`);
  const colors = variant.colors as Record<string, string>;
  const pairs =
    "text/background text/surface muted/background muted/surface accent/background accent/surface onAccent/accent onInk/ink";
  for (const [fg = "", bg = ""] of pairs.split(" ").map((pair) => pair.split("/"))) {
    const ratio = contrastRatio(colors[fg]!, colors[bg]!);
    if (ratio < 4.5) throw new Error(`make-content-variant: ${fg} on ${bg} has contrast ${ratio.toFixed(2)} (< 4.5)`);
  }
}

rmSync(target, { recursive: true, force: true });
cpSync(path.join(from, "content"), contentDir, { recursive: true });
// The content's fixed today travels with it (content-pipeline/today.ts); the full variant has its own.
const today = [fixture, from]
  .map((dir) => dir && path.join(dir, SITE_TODAY_FILE))
  .find((file) => file && existsSync(file));
if (today) cpSync(today, path.join(target, SITE_TODAY_FILE));
const siteFile = path.join(contentDir, "site.yml");
const site = readYaml(siteFile);
if (fixture) {
  const fixtureContent = path.join(fixture, "content");
  if (flags.kind === "full") {
    rmSync(path.join(contentDir, "insights"), { recursive: true });
    rmSync(path.join(contentDir, "roles"), { recursive: true });
    rewriteWords(readYaml(path.join(fixture, "added-service.yml")));
  }
  for (const relative of filesUnder(fixtureContent, /\.yml$/)) {
    const file = path.join(contentDir, relative);
    writeFileSync(file, stringify(withFields(readYaml(file), readYaml(path.join(fixtureContent, relative)))));
  }
  if (flags.kind === "full") checkSiteFacts(site, readYaml(siteFile));
  // Articles and roles; an SVG named <image>.svg is <image> as the editor would upload it.
  cpSync(fixtureContent, contentDir, { recursive: true, filter: (file) => !/\.(yml|svg)$/.test(file) });
  for (const svg of filesUnder(fixtureContent, /\.svg$/)) {
    const image = sharp(path.join(fixtureContent, svg));
    const file = path.join(contentDir, svg.replace(/\.svg$/, ""));
    await (file.endsWith(".jpg") ? image.jpeg({ quality: 85 }) : image.png()).toFile(file);
  }
} else {
  // Countries under the GDPR or the UK GDPR are where the build refuses "none".
  const outside = ((site.markets as string[] | undefined) ?? []).filter((code) => !isUnderGdprOrUkGdpr(code));
  const consentNone = withFields(site, {
    markets: outside.length > 0 ? outside : ["US"],
    booking: { consent: "none" },
  });
  delete (consentNone as { legal?: Fields }).legal?.ukRepresentative;
  writeFileSync(siteFile, stringify(consentNone));
}
// In the editor's form: a save of one language then changes that language's file only.
contentFilesNotInEditorForm(target, { check: false });
console.log(`make-content-variant: wrote ${path.relative(ROOT, contentDir) || contentDir} (${flags.kind})`);
