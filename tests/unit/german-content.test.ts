import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { compareKeys, keyPaths } from "../../app/content/key-parity.ts";
import { bookingSchema, commonSchema, homeSchema } from "../../app/content/schemas.ts";

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
  const home = homeSchema.parse(read("content/de/home.yml"));

  it("names the markets in German, keyed by code", () => {
    expect(common.marketNames).toEqual({ DE: "Deutschland", GB: "Vereinigtes Königreich", US: "Vereinigte Staaten" });
  });

  it("keeps the headline short and free of ß, which CSS upper-cases to SS", () => {
    expect(home.hero.headline).not.toContain("ß");
    expect(home.hero.headline.length).toBeLessThanOrEqual(32);
  });

  it("keeps the big not-found code and translates the screens", () => {
    expect(common.notFound.code).toBe("404");
    expect(common.notFound.metaTitle).toBe("Seite nicht gefunden");
    expect(common.error.title).toBe("Unerwarteter Anwendungsfehler!");
    expect(common.newTab).toBe("(öffnet in neuem Tab)");
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
