import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseDocument, stringify } from "yaml";
import { loadContent } from "../../content-pipeline/load-content.ts";
import { contentProblems } from "../support/content-problems.ts";
import { LOCALES } from "../../shared/locales.ts";
import { CONTENT_FILES } from "../../content-pipeline/schemas.ts";
import { contentRoot } from "../support/content.ts";

// The content under test: the project's, or CONTENT_ROOT's (CI's generated variant).
const projectRoot = contentRoot;
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "content-test-"));
  cpSync(path.join(projectRoot, "content"), path.join(root, "content"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Changes one field of a content file the way a person editing the YAML would. */
function edit(file: string, fieldPath: (string | number)[], value: unknown) {
  const full = path.join(root, file);
  const document = parseDocument(readFileSync(full, "utf8"));
  if (value === undefined) document.deleteIn(fieldPath);
  else document.setIn(fieldPath, value);
  writeFileSync(full, document.toString());
}

describe("loadContent", () => {
  it("accepts the agency's content and returns the values of its files", () => {
    // As the files hold them; the German typography the build adds is tested in typography.test.ts.
    const { site, words } = loadContent(projectRoot, { typography: false });
    const yaml = (file: string) => parseDocument(readFileSync(path.join(projectRoot, file), "utf8")).toJS() as unknown;
    expect(site).toMatchObject(yaml("content/site.yml") as object);
    for (const locale of LOCALES) {
      expect(words[locale].common).toEqual(yaml(`content/${locale}/common.yml`));
      expect(words[locale].home).toEqual(yaml(`content/${locale}/home.yml`));
    }
  });

  it("names the file and the field of a missing value", () => {
    edit("content/en/home.yml", ["hero", "headline"], undefined);
    expect(contentProblems(root)).toContain("content/en/home.yml: hero.headline: required");
  });

  it("names file, field and value of a malformed email", () => {
    edit("content/site.yml", ["email"], "hello-at-example.com");
    expect(contentProblems(root)).toEqual([
      'content/site.yml: email: must be a valid email address (got "hello-at-example.com")',
    ]);
  });

  it.each(["linkedInUrl", "schedulingUrl", "siteUrl"])("rejects a non-https %s", (field) => {
    edit("content/site.yml", [field], "http://insecure.example.com/page");
    expect(contentProblems(root)).toEqual([
      `content/site.yml: ${field}: must start with https:// (got "http://insecure.example.com/page")`,
    ]);
  });

  it.each(["red", "#12345", "#GGGGGG", "8C5A2B"])("rejects the colour %s, naming the nested field", (bad) => {
    edit("content/site.yml", ["colors", "accent"], bad);
    expect(contentProblems(root)).toEqual([
      `content/site.yml: colors.accent: must be a six-digit hex colour such as #1F2A44 (got ${JSON.stringify(bad)})`,
    ]);
  });

  it("rejects an empty sentence and a market the map cannot draw", () => {
    edit("content/en/booking.yml", ["loading", "title"], "   ");
    edit("content/site.yml", ["markets", 1], "FR");
    const problems = contentProblems(root);
    expect(problems).toContain('content/en/booking.yml: loading.title: must not be empty (got "   ")');
    expect(problems.some((p) => p.startsWith("content/site.yml: markets.1: ") && p.endsWith('(got "FR")'))).toBe(true);
  });

  it("rejects an unknown field, so a misspelt name is not silently ignored", () => {
    edit("content/en/home.yml", ["hero", "headlin"], "Typo");
    expect(contentProblems(root)).toContain("content/en/home.yml: hero.headlin: not a known field (remove it)");
  });

  it("names the file and the line of a YAML syntax error", () => {
    const file = path.join(root, "content/en/common.yml");
    const lines = readFileSync(file, "utf8").split("\n");
    lines[4] = "  DE: [unclosed";
    writeFileSync(file, lines.join("\n"));
    const problems = contentProblems(root);
    expect(problems[0]).toMatch(/^content\/en\/common\.yml: line (5|6): /);
  });

  it("names a missing file", () => {
    rmSync(path.join(root, "content/en/booking.yml"));
    expect(contentProblems(root)).toEqual(["content/en/booking.yml: the file is missing"]);
  });

  it("lists every problem in every file at once", () => {
    edit("content/site.yml", ["email"], "nope");
    edit("content/en/booking.yml", ["title"], "");
    expect(contentProblems(root)).toHaveLength(2);
  });

  it("applies a build-time consent override, and validates it", () => {
    expect(loadContent(root, { bookingConsent: "click-to-load" }).site.booking.consent).toBe("click-to-load");
    expect(() => loadContent(root, { bookingConsent: "always" })).toThrow(/booking\.consent/);
  });
});

describe("a file saved by the editor is a file the build accepts", () => {
  it("round-trips every content file through a YAML parse and serialise", () => {
    const before = loadContent(root);
    for (const file of CONTENT_FILES) {
      const paths = file.translated ? LOCALES.map((locale) => file.path.replace("{{locale}}", locale)) : [file.path];
      for (const filePath of paths) {
        const full = path.join(root, filePath);
        const text = readFileSync(full, "utf8");
        // The editor writes plain YAML from the parsed values: no comments, its own quoting;
        // a Markdown file's front matter likewise, with the body as it was.
        if (file.format === "markdown") {
          const [, frontMatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
          writeFileSync(full, `---\n${stringify(parseDocument(frontMatter).toJS())}---\n${body}`);
        } else {
          writeFileSync(full, stringify(parseDocument(text).toJS()));
        }
      }
    }
    expect(loadContent(root)).toEqual(before);
  });

  it("names a key missing from a translation, and one the translation has extra", () => {
    edit("content/de/home.yml", ["hero", "headline"], undefined);
    edit("content/de/booking.yml", ["loading", "extra"], "Zusatz");
    const problems = contentProblems(root);
    expect(problems).toContain("content/de/home.yml: hero.headline: missing (present in content/en/home.yml)");
    expect(problems).toContain("content/de/booking.yml: loading.extra: not in content/en/booking.yml");
  });
});
