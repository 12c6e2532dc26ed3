// The pre-rendered pages of the production build and what each one loads.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CLIENT_DIR = path.join(ROOT, "build/client");

/**
 * Lighthouse figures a limit can be set on: category scores (0-100), times in ms, CLS, KB.
 * @typedef {"performance" | "accessibility" | "best-practices" | "seo"} Category
 * @typedef {"fcpMs" | "lcpMs" | "lcpAfterFcpMs" | "observedLcpAfterFcpMs" | "tbtMs" | "cls" | "transferKb"} Metric
 * @typedef {Partial<Record<Category | Metric, number>>} Anchor
 * @typedef {{ categories: Record<Category, number>, mobile: Partial<Record<Metric, number>>,
 *   desktop: Partial<Record<Metric, number>> }} Limits
 * @typedef {Limits & { pages: string[], singleRunPages: string[], mobileRuns: number, gateMobileRuns?: number, gateFirstRunShare?: number,
 *   desktopRuns: number, blockedUrlPatterns: string[], aims: Limits, referenceBenchmarkIndex?: number }} LighthouseConfig
 * @typedef {{ htmlKb: number, cssKb: number, jsKb: number, fontKb: number, imageKb: number, firstVisitKb?: number }} PageBudget
 * @typedef {object} Thresholds quality/thresholds.json
 * @property {{ firstPaintKb: number, firstVisitKb: number, pages: Record<string, PageBudget> }} budget
 * @property {LighthouseConfig} lighthouse
 * @property {{ sites: Record<string, Anchor> }} anchors
 * @property {{ ignoredCssMessages: { pattern: string, why: string }[] }} htmlValidator
 */

/**
 * JSON's value, unknown until the caller states (or checks) its shape.
 * @param {string} text
 * @returns {unknown}
 */
export function parseJson(text) {
  return JSON.parse(text);
}

/**
 * A JSON file's value, unknown until the caller states (or checks) its shape.
 * @param {string} file
 * @returns {unknown}
 */
export function readJson(file) {
  return parseJson(readFileSync(file, "utf8"));
}

/** @returns {Thresholds} */
export function readThresholds() {
  return /** @type {Thresholds} */ (readJson(path.join(ROOT, "quality/thresholds.json")));
}

/**
 * Whether one Lighthouse run can stand for the median: every gated timing (FCP, LCP, TBT where a
 * limit is set) is at most `share` of its limit. Nearer a limit, noise could carry a single run
 * over it or under it, so the audit takes the median of more runs (docs/decisions/180-tests-in-the-headless-shell.md).
 * @param {Partial<Record<Metric, number>>} run
 * @param {Partial<Record<Metric, number>>} limits
 * @param {number} share
 */
export function firstRunSuffices(run, limits, share) {
  return /** @type {Metric[]} */ (["fcpMs", "lcpMs", "tbtMs"]).every((figure) => {
    const limit = limits[figure];
    const value = run[figure];
    return limit === undefined || (value !== undefined && value <= limit * share);
  });
}

/**
 * Each pre-rendered page of the page table (app/page-table.ts, written to build/pages.json at build):
 * its path ("route"), language, page id, file and the file's full path ("path"); a list's page number.
 */
export function builtPages() {
  const tableFile = path.join(ROOT, "build/pages.json");
  if (!existsSync(tableFile)) throw new Error(`No build: ${tableFile} is missing; run npm run build first`);
  const entries = /** @type {{ id: string, locale: string, path: string, file: string, listPage?: number }[]} */ (
    readJson(tableFile)
  );
  const pages = entries.map((entry) => ({ ...entry, route: entry.path, path: path.join(CLIENT_DIR, entry.file) }));
  const missing = pages.filter((page) => !existsSync(page.path));
  if (missing.length > 0) {
    throw new Error(`No build for ${missing.map((p) => p.file).join(", ")}: run npm run build first`);
  }
  return pages;
}

/**
 * The file a site path is served from, as the servers do it: a page of the page table its file
 * ("/booking" gives booking.html, "/de/" de/index.html), "/favicon.ico" the file itself.
 * Undefined when nothing matches.
 * @param {string} sitePath
 * @param {string} [clientDir] a copy of build/client to look in instead
 * @returns {string | undefined}
 */
export function fileForPath(sitePath, clientDir = CLIENT_DIR) {
  const clean = decodeURIComponent(sitePath.split(/[?#]/)[0] || "/");
  const page = pageFiles(clientDir).get(clean);
  const candidate = page ?? clean.replace(/^\/+/, "");
  if (candidate === "") return undefined;
  const full = path.join(clientDir, candidate);
  if (!full.startsWith(clientDir + path.sep)) return undefined;
  return existsSync(full) && statSync(full).isFile() ? full : undefined;
}

/** @type {Map<string, Map<string, string>>} */
const pageFilesByClientDir = new Map();

/**
 * Each page's path and file, from the page table beside a build's client directory.
 * @param {string} clientDir
 * @returns {Map<string, string>}
 */
function pageFiles(clientDir) {
  let files = pageFilesByClientDir.get(clientDir);
  if (!files) {
    const tableFile = path.join(clientDir, "..", "pages.json");
    const entries = existsSync(tableFile) ? /** @type {{ path: string, file: string }[]} */ (readJson(tableFile)) : [];
    // The not-found pages too: their own links ("#main") point at their path.
    files = new Map(entries.map((entry) => [entry.path, entry.file]));
    pageFilesByClientDir.set(clientDir, files);
  }
  return files;
}
