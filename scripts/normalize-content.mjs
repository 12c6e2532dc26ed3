#!/usr/bin/env node
// Rewrites every content file into the form the browser editor writes on Save (key order,
// quoting, no comments; content-pipeline/editor-format.ts), so that a save without an edit changes
// no byte. Words are never changed. `--check` only lists the files that differ (exit 1).
// Usage: npm run content:normalize [-- --check]
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runnerImport } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const check = process.argv.includes("--check");
/**
 * A TypeScript module of the app, loaded through Vite's module runner (Node 20 cannot import .ts).
 * @template T
 * @param {string} file
 * @returns {Promise<T>}
 */
const load = async (file) => {
  /** @type {{ module: T }} */
  const { module } = await runnerImport(path.join(root, file), { configFile: false, logLevel: "error" });
  return module;
};
/** @type {typeof import("../content-pipeline/schemas.ts")} */
const { CONTENT_FILES } = await load("content-pipeline/schemas.ts");
/** @type {typeof import("../content-pipeline/editor-config.ts")} */
const { fieldsForFile } = await load("content-pipeline/editor-config.ts");
/** @type {typeof import("../content-pipeline/editor-format.ts")} */
const { toEditorForm } = await load("content-pipeline/editor-format.ts");
/** @type {typeof import("../shared/locales.ts")} */
const { LOCALES } = await load("shared/locales.ts");

/** @type {string[]} */
const differing = [];
for (const file of CONTENT_FILES) {
  /** @type {Parameters<typeof toEditorForm>[1]} */
  const editorFile = { format: file.format === "markdown" ? "yaml-frontmatter" : "yaml", fields: fieldsForFile(file) };
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
