import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { editorFilesUnder, editorYaml, toEditorForm } from "../../content-pipeline/editor-format.ts";

// Content files are committed exactly as the browser editor writes them, so that opening an entry
// and saving it without an edit changes no byte (tests/e2e/editor-round-trip.spec.ts proves the
// form against the real editor). Fix a failure with `npm run content:normalize`.
const root = path.resolve(import.meta.dirname, "../..");
const contentFiles = editorFilesUnder(root);

describe("content files are in the editor's form", () => {
  test.each(contentFiles.map((entry) => [entry.relative, entry] as const))("%s", (relative, { editorFile }) => {
    const text = readFileSync(path.join(root, relative), "utf8");
    expect(toEditorForm(text, editorFile), "run npm run content:normalize").toBe(text);
  });
});

describe("toEditorForm", () => {
  const site = contentFiles.find((entry) => entry.relative === "content/site.yml")!.editorFile;
  const privacy = contentFiles.find((entry) => entry.relative.endsWith("privacy.md"))!.editorFile;

  test("drops comments, puts keys in the editor's order and keeps every value", () => {
    const text = readFileSync(path.join(root, "content/site.yml"), "utf8");
    const scrambled = `# a comment\neditor:\n  branch: main\n  repo: a/b\n${text.replace(/^editor:[\s\S]*$/m, "")}`;
    const form = toEditorForm(scrambled, site);
    expect(form).not.toContain("# a comment");
    expect(Object.keys(parse(form) as object)).toEqual(Object.keys(parse(text) as object));
    expect((parse(form) as { editor: unknown }).editor).toEqual({ repo: "a/b", branch: "main" });
  });

  test("quotes like the editor: single quotes only where YAML needs them", () => {
    expect(editorYaml({ colour: "#FFFFFF", code: "10115", plain: "Berlin", colon: "a: b", date: "2025-07-01" })).toBe(
      "colour: '#FFFFFF'\ncode: '10115'\nplain: Berlin\ncolon: 'a: b'\ndate: 2025-07-01",
    );
  });

  test("leaves out an optional group left empty instead of writing null", () => {
    const text = readFileSync(path.join(root, "content/site.yml"), "utf8");
    const withNull = text.replace(/^legal:\n/m, "legal:\n  applicantTracking:\n");
    expect((parse(withNull) as { legal: { applicantTracking: unknown } }).legal.applicantTracking).toBeNull();
    expect(toEditorForm(withNull, site)).toBe(toEditorForm(text, site));
  });

  test("Markdown: front matter in field order, one blank line, the body as written", () => {
    const form = toEditorForm("---\ndescription: D\ntitle: T\n---\n\n\nA {{#if x}}\n\n{{/if}}\n\n", privacy);
    expect(form).toBe("---\ntitle: T\ndescription: D\n---\n\nA {{#if x}}\n\n{{/if}}\n");
  });

  test("a folder entry: the translation key first (Sveltia's canonical slug), a boolean left out written as false", () => {
    const article = contentFiles.find((entry) => entry.relative.startsWith("content/insights/"))!.editorFile;
    const form = toEditorForm("---\ntitle: T\ntranslationKey: k\n---\n\nText\n", article);
    expect(form).toBe("---\ntranslationKey: k\ntitle: T\ndraft: false\n---\n\nText\n");
  });
});
