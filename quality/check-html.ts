#!/usr/bin/env node
// Runs the W3C Nu Html Checker (vnu-jar, offline, Java) on every pre-rendered page; fails on any error.
import { spawnSync } from "node:child_process";
import path from "node:path";
import vnuJar from "vnu-jar";
import { builtPages, ROOT } from "../tooling/built-pages.ts";
import thresholds from "./thresholds.json" with { type: "json" };

/** One message of vnu's JSON report. */
type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
};

const pages = builtPages();
const ignored = thresholds.htmlValidator.ignoredCssMessages.map((rule) => new RegExp(rule.pattern));

// vnu writes its JSON report to stderr, and exits 1 when it reports errors.
const vnu = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...pages.map((p) => p.path)], {
  encoding: "utf8",
});
if (vnu.error) throw vnu.error;
const reportLine = `${vnu.stderr}\n${vnu.stdout}`.split("\n").find((line) => line.startsWith("{"));
const report = JSON.parse(reportLine ?? "{}") as { messages?: VnuMessage[] };
const messages = (report.messages ?? []).filter((m) => m.type === "error" || m.subType === "fatal");
const errors = messages.filter((m) => !ignored.some((pattern) => pattern.test(m.message)));
const ignoredCount = messages.length - errors.length;

for (const page of pages) {
  const url = `file:${page.path}`;
  const pageErrors = errors.filter((m) => m.url === url);
  console.log(
    `${pageErrors.length === 0 ? "ok  " : "FAIL"} ${page.route} (${path.relative(ROOT, page.path)}): ${pageErrors.length} errors`,
  );
  for (const m of pageErrors)
    console.log(`     line ${m.lastLine}:${m.firstColumn ?? m.lastColumn} ${m.message}\n       …${m.extract ?? ""}…`);
}
if (ignoredCount > 0)
  console.log(
    `(${ignoredCount} known false positives of the checker's CSS parser ignored; see quality/thresholds.json)`,
  );
if (errors.length > 0) {
  console.error(`check-html: ${errors.length} HTML errors`);
  process.exit(1);
}
console.log(`check-html: ${pages.length} pages, 0 errors`);
