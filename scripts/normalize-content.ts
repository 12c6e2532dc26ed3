#!/usr/bin/env node
// Rewrites every content file into the form the browser editor writes on Save (key order,
// quoting, no comments; content-pipeline/editor-format.ts), so that a save without an edit changes
// no byte. Words are never changed. `--check` only lists the files that differ (exit 1).
// Usage: npm run content:normalize [-- --check]
// Node 24 runs this TypeScript as it is (type stripping; docs/decisions/085-node-24-lts.md).
import path from "node:path";
import { contentFilesNotInEditorForm } from "../content-pipeline/editor-format.ts";

const root = path.resolve(import.meta.dirname, "..");
const check = process.argv.includes("--check");
const differing = contentFilesNotInEditorForm(root, { check });
if (check && differing.length > 0) {
  console.error(`Not in the editor's form (run npm run content:normalize):\n  ${differing.join("\n  ")}`);
  process.exit(1);
}
console.log(differing.length ? `Rewrote ${differing.join(", ")}` : "Every content file is in the editor's form.");
