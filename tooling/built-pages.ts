// The pre-rendered pages of the production build and the files behind their addresses.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { PageEntry } from "../app/page-table.ts";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const CLIENT_DIR = path.join(ROOT, "build/client");

/** A JSON file's value, unknown until the caller states (or checks) its shape. */
export const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

/**
 * Each pre-rendered page of the page table (app/page-table.ts, written to build/pages.json at build):
 * its path ("route"), language, page id, file and the file's full path ("path"); a list's page number.
 */
export function builtPages() {
  const tableFile = path.join(ROOT, "build/pages.json");
  if (!existsSync(tableFile)) throw new Error(`No build: ${tableFile} is missing; run npm run build first`);
  const entries = readJson(tableFile) as PageEntry[];
  const pages = entries.map((entry) => ({ ...entry, route: entry.path, path: path.join(CLIENT_DIR, entry.file) }));
  const missing = pages.filter((page) => !existsSync(page.path));
  if (missing.length > 0) {
    throw new Error(`No build for ${missing.map((p) => p.file).join(", ")}: run npm run build first`);
  }
  return pages;
}

/** Each page's path and file, from the page table beside a build's client directory, read once. */
const pageFilesByClientDir = new Map<string, Map<string, string>>();

/**
 * The file a site path is served from, as the servers do it: a page of the page table its file
 * ("/booking" gives booking.html, "/de/" de/index.html), "/favicon.ico" the file itself.
 * Undefined when nothing matches. `clientDir`: a copy of build/client to look in instead.
 */
export function fileForPath(sitePath: string, clientDir = CLIENT_DIR) {
  const tableFile = path.join(clientDir, "..", "pages.json");
  // The not-found pages too: their own links ("#main") point at their path.
  const pageFiles =
    pageFilesByClientDir.get(clientDir) ??
    new Map((existsSync(tableFile) ? (readJson(tableFile) as PageEntry[]) : []).map((e) => [e.path, e.file]));
  pageFilesByClientDir.set(clientDir, pageFiles);
  const clean = decodeURIComponent(sitePath.split(/[?#]/)[0] || "/");
  const candidate = pageFiles.get(clean) ?? clean.replace(/^\/+/, "");
  if (candidate === "") return undefined;
  const full = path.join(clientDir, candidate);
  if (!full.startsWith(clientDir + path.sep)) return undefined;
  return existsSync(full) && statSync(full).isFile() ? full : undefined;
}
