// The pre-rendered pages of the production build and what each one loads, and the limits they
// are held to (quality/thresholds.json).
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const CLIENT_DIR = path.join(ROOT, "build/client");

/** Lighthouse figures a limit can be set on: category scores (0-100), times in ms, CLS, KB. */
export type Category = "performance" | "accessibility" | "best-practices" | "seo";
export type Metric = "fcpMs" | "lcpMs" | "lcpAfterFcpMs" | "observedLcpAfterFcpMs" | "tbtMs" | "cls" | "transferKb";
export type Anchor = Partial<Record<Category | Metric, number>>;
export type Limits = {
  categories: Record<Category, number>;
  mobile: Partial<Record<Metric, number>>;
  desktop: Partial<Record<Metric, number>>;
};
export type LighthouseConfig = Limits & {
  pages: string[];
  singleRunPages: string[];
  mobileRuns: number;
  gateMobileRuns?: number;
  gateFirstRunShare?: number;
  desktopRuns: number;
  blockedUrlPatterns: string[];
  aims: Limits;
  referenceBenchmarkIndex?: number;
};
export type PageBudget = {
  htmlKb: number;
  cssKb: number;
  jsKb: number;
  fontKb: number;
  imageKb: number;
  firstVisitKb?: number;
};
/** quality/thresholds.json */
export type Thresholds = {
  budget: { firstPaintKb: number; firstVisitKb: number; pages: Record<string, PageBudget> };
  lighthouse: LighthouseConfig;
  anchors: { sites: Record<string, Anchor> };
  htmlValidator: { ignoredCssMessages: { pattern: string; why: string }[] };
};

/** JSON's value, unknown until the caller states (or checks) its shape. */
export const parseJson = (text: string): unknown => JSON.parse(text);

/** A JSON file's value, unknown until the caller states (or checks) its shape. */
export const readJson = (file: string) => parseJson(readFileSync(file, "utf8"));

export const readThresholds = () => readJson(path.join(ROOT, "quality/thresholds.json")) as Thresholds;

type TableEntry = { id: string; locale: string; path: string; file: string; listPage?: number };

/**
 * Each pre-rendered page of the page table (app/page-table.ts, written to build/pages.json at build):
 * its path ("route"), language, page id, file and the file's full path ("path"); a list's page number.
 */
export function builtPages() {
  const tableFile = path.join(ROOT, "build/pages.json");
  if (!existsSync(tableFile)) throw new Error(`No build: ${tableFile} is missing; run npm run build first`);
  const entries = readJson(tableFile) as TableEntry[];
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
    new Map((existsSync(tableFile) ? (readJson(tableFile) as TableEntry[]) : []).map((e) => [e.path, e.file]));
  pageFilesByClientDir.set(clientDir, pageFiles);
  const clean = decodeURIComponent(sitePath.split(/[?#]/)[0] || "/");
  const candidate = pageFiles.get(clean) ?? clean.replace(/^\/+/, "");
  if (candidate === "") return undefined;
  const full = path.join(clientDir, candidate);
  if (!full.startsWith(clientDir + path.sep)) return undefined;
  return existsSync(full) && statSync(full).isFile() ? full : undefined;
}
