/**
 * Content files in the exact form the browser editor (Sveltia CMS) writes them on Save, so that
 * opening an entry and saving it without an edit changes no byte, and a save's diff shows only
 * the edit. Build-time and tooling only (scripts/normalize-content.ts, tests).
 *
 * What Sveltia 0.221 does on Save, mirrored here: keys in the editor's field order (which is the
 * schema's), no comments, optional fields without a value left out (`omit_empty_optional_fields`),
 * a boolean without a value written as false (its default), the canonical slug (translationKey)
 * first, YAML from the `yaml` package with `lineWidth: 0` and plain scalars, single quotes where YAML
 * needs quotes; Markdown files as `---`, the front matter, `---`, a blank line and the body.
 * tests/e2e/editor-round-trip.spec.ts checks each rule against the real editor.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";
import { LOCALES } from "../shared/locales.ts";
import { CONTENT_FOLDERS, folderCollection, toEditorFile, type EditorFile } from "./editor-config.ts";
import type { EditorField } from "./editor-fields.ts";
import { markdownFilesIn } from "./entries.ts";
import { splitFrontMatter } from "./front-matter.ts";
import { CONTENT_FILES } from "./schemas.ts";

/** Sveltia's YAML output with `output.yaml: { quote: "none", indent_size: 2 }`. */
export function editorYaml(value: unknown): string {
  return stringify(value, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: "PLAIN",
    defaultStringType: "PLAIN",
    singleQuote: true,
  }).trim();
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && value !== null && Object.values(value).every(isEmpty));

/** Sveltia's default `i18n.canonical_slug.key`: it writes this key first, before the fields (content-pipeline/articles.ts). */
const CANONICAL_SLUG_KEY = "translationKey";

/** A value rebuilt in the fields' order; keys the editor does not know are kept last, for the build to refuse. */
function ordered(value: unknown, fields: EditorField[] | undefined): unknown {
  if (!fields || value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const source = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  if (CANONICAL_SLUG_KEY in source) result[CANONICAL_SLUG_KEY] = source[CANONICAL_SLUG_KEY];
  for (const field of fields) {
    if (!(field.name in source)) {
      if (field.widget === "boolean") result[field.name] = false;
      continue;
    }
    const inner = source[field.name];
    if (field.required === false && isEmpty(inner)) continue;
    if (field.widget === "list" && Array.isArray(inner)) {
      result[field.name] = inner.map((item) => ordered(item, field.fields ?? field.field?.fields));
    } else {
      result[field.name] = ordered(inner, field.fields);
    }
  }
  for (const key of Object.keys(source))
    if (!(key in result) && !fields.some((f) => f.name === key)) result[key] = source[key];
  return result;
}

/**
 * `text` in the form the editor writes for `file`. Throws on a file it cannot parse (the build
 * then names the problem); the words are never changed, only their layout.
 */
export function toEditorForm(text: string, file: Pick<EditorFile, "format" | "fields">): string {
  if (file.format === "yaml") return `${editorYaml(ordered(parse(text), file.fields))}\n`;
  const parts = splitFrontMatter(text);
  if (!parts) throw new Error("a Markdown content file must start with --- front matter ---");
  const bodyField = file.fields.find((field) => field.name === "body");
  const frontFields = file.fields.filter((field) => field !== bodyField);
  const frontMatter = editorYaml(ordered(parse(parts.frontMatter), frontFields));
  const body = parts.body.replace(/^\n+/, "").trimEnd();
  return `---\n${frontMatter}\n---\n${body ? `\n${body}\n` : ""}`;
}

/** Every content file under `root` (words, legal pages, articles, roles) by path, with its form in the editor. */
export function editorFilesUnder(root: string) {
  const files = CONTENT_FILES.flatMap((file) => {
    const editorFile = toEditorFile(file);
    const paths = file.translated ? LOCALES.map((locale) => file.path.replace("{{locale}}", locale)) : [file.path];
    return paths.map((relative) => ({ relative, editorFile }));
  });
  const entries = CONTENT_FOLDERS.flatMap((folder) => {
    const editorFile = folderCollection(folder);
    return LOCALES.flatMap((locale) =>
      markdownFilesIn(root, folder.folder, locale).map((name) => ({
        relative: `${folder.folder}/${locale}/${name}`,
        editorFile,
      })),
    );
  });
  return [...files, ...entries];
}

/**
 * The content files under `root` that are not in the editor's form, rewritten into it unless
 * `check`: what a save without an edit would change.
 */
export function contentFilesNotInEditorForm(root: string, { check }: { check: boolean }): string[] {
  const differing: string[] = [];
  for (const { relative, editorFile } of editorFilesUnder(root)) {
    const absolute = path.join(root, relative);
    const text = readFileSync(absolute, "utf8");
    const form = toEditorForm(text, editorFile);
    if (form === text) continue;
    differing.push(relative);
    if (!check) writeFileSync(absolute, form);
  }
  return differing;
}
