// The page table as the build under test wrote it (build/pages.json, or E2E_BUILD_DIR's), for
// tests that visit every page.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { PageEntry } from "../../app/page-table.ts";

const file = path.resolve(import.meta.dirname, "../..", process.env.E2E_BUILD_DIR || "build", "pages.json");

export function builtPageEntries(): PageEntry[] {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as PageEntry[];
  } catch {
    throw new Error(`${file} is missing: run npm run build first`);
  }
}

/** The address a visitor would use to reach an entry: a not-found page is met at an unknown path. */
export function visitPathOf(entry: PageEntry): string {
  return entry.id === "not-found" ? entry.path.replace(/404$/, "no-such-page") : entry.path;
}
