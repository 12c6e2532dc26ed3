import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { compareKeys, keyPaths } from "../../content-pipeline/key-parity.ts";
import { bookingSchema, homeSchema } from "../../content-pipeline/page-words-schema.ts";
import { commonSchema } from "../../content-pipeline/schemas.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const read = (file: string): unknown => parse(readFileSync(path.join(projectRoot, file), "utf8"));

const FILES = [
  { name: "common", schema: commonSchema },
  { name: "home", schema: homeSchema },
  { name: "booking", schema: bookingSchema },
] as const;

/** Every string in a parsed YAML value with its key path. */
function strings(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, prefix ? `${prefix}.${key}` : key));
}

describe.each(FILES)("content/de/$name.yml", ({ name, schema }) => {
  const englishFile = `content/en/${name}.yml`;
  const germanFile = `content/de/${name}.yml`;
  const english = read(englishFile);
  const german = read(germanFile);

  it("meets the schema", () => {
    const result = schema.safeParse(german);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("has exactly the English file's keys", () => {
    expect(compareKeys(english, german, germanFile, englishFile)).toEqual([]);
  });

  it("keeps the English placeholders in the same fields", () => {
    const germanStrings = new Map(strings(german));
    for (const [keyPath, text] of strings(english)) {
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(germanStrings.get(keyPath) ?? ""), keyPath).toEqual(placeholders(text));
    }
  });

  it("quotes the German way („…“) and writes umlauts, not ASCII stand-ins", () => {
    for (const [keyPath, text] of strings(german)) {
      expect(text, keyPath).not.toMatch(/["”]/);
      expect(text.split("„").length, keyPath).toBe(text.split("“").length);
      expect(text, keyPath).not.toMatch(/\b(fuer|ueber|koennen|moechten|Gruenderin|Koenigreich|schliessen)\b/i);
    }
  });
});

describe("German words", () => {
  const common = commonSchema.parse(read("content/de/common.yml"));
  const englishCommon = commonSchema.parse(read("content/en/common.yml"));

  it("names every market of the English file, in German", () => {
    expect(Object.keys(common.marketNames).sort()).toEqual(Object.keys(englishCommon.marketNames).sort());
    for (const [code, name] of Object.entries(common.marketNames)) {
      expect(name, code).not.toBe(englishCommon.marketNames[code as keyof typeof common.marketNames]);
    }
  });

  it("keeps the big not-found code and translates the screens", () => {
    expect(common.notFound.code).toBe(englishCommon.notFound.code);
    for (const key of ["metaTitle", "title", "body", "home"] as const) {
      expect(common.notFound[key], `notFound.${key}`).not.toBe(englishCommon.notFound[key]);
    }
    for (const key of ["title", "body", "home"] as const) {
      expect(common.error[key], `error.${key}`).not.toBe(englishCommon.error[key]);
    }
    expect(common.newTab).not.toBe(englishCommon.newTab);
  });
});

describe("compareKeys", () => {
  const en = {
    hero: { headline: "Expert matching", kicker: "Executive search" },
    items: [{ title: "A" }, { title: "B" }],
  };

  it("lists every key path, list items by index", () => {
    expect(keyPaths(en)).toEqual([
      "hero",
      "hero.headline",
      "hero.kicker",
      "items",
      "items.0",
      "items.0.title",
      "items.1",
      "items.1.title",
    ]);
  });

  it("reports a missing key with both files", () => {
    const de = { hero: { kicker: "Executive Search" }, items: [{ title: "A" }, { title: "B" }] };
    expect(compareKeys(en, de, "content/de/home.yml", "content/en/home.yml")).toEqual([
      "content/de/home.yml: hero.headline: missing (present in content/en/home.yml)",
    ]);
  });

  it("reports an extra key and a missing list item", () => {
    const de = { hero: { headline: "H", kicker: "K", subline: "S" }, items: [{ title: "A" }] };
    expect(compareKeys(en, de, "content/de/home.yml", "content/en/home.yml")).toEqual([
      "content/de/home.yml: items.1: missing (present in content/en/home.yml)",
      "content/de/home.yml: hero.subline: not in content/en/home.yml",
    ]);
  });

  it("reports a missing section once, not once per key inside it", () => {
    expect(compareKeys(en, { items: en.items }, "content/de/home.yml", "content/en/home.yml")).toEqual([
      "content/de/home.yml: hero: missing (present in content/en/home.yml)",
    ]);
  });
});
