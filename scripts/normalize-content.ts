#!/usr/bin/env node
// Rewrites every content file into the form the browser editor writes on Save (key order,
// quoting, no comments; content-pipeline/editor-format.ts), so that a save without an edit changes
// no byte. Words are never changed. `--check` only lists the files that differ (exit 1).
// Usage: npm run content:normalize [-- --check]
// Node 24 runs this TypeScript as it is (type stripping; docs/decisions/085-node-24-lts.md).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fieldsForFile } from "../content-pipeline/editor-config.ts";
import { toEditorForm } from "../content-pipeline/editor-format.ts";
import { CONTENT_FILES } from "../content-pipeline/schemas.ts";
import { LOCALES } from "../shared/locales.ts";

const root = path.resolve(import.meta.dirname, "..");
const check = process.argv.includes("--check");

const differing: string[] = [];
for (const file of CONTENT_FILES) {
  const editorFile: Parameters<typeof toEditorForm>[1] = {
    format: file.format === "markdown" ? "yaml-frontmatter" : "yaml",
    fields: fieldsForFile(file),
  };
  const paths = file.translated ? LOCALES.map((locale) => file.path.replace("{{locale}}", locale)) : [file.path];
  for (const relative of paths) {
    const absolute = path.join(root, relative);
    const text = readFileSync(absolute, "utf8");
    const form = toEditorForm(text, editorFile);
    if (form === text) continue;
    differing.push(relative);
    if (!check) writeFileSync(absolute, form);
  }
}
if (check && differing.length > 0) {
  console.error(`Not in the editor's form (run npm run content:normalize):\n  ${differing.join("\n  ")}`);
  process.exit(1);
}
console.log(differing.length ? `Rewrote ${differing.join(", ")}` : "Every content file is in the editor's form.");
