#!/usr/bin/env node
// Lighthouse audit of the production build: every page in quality/thresholds.json, mobile
// (median of several runs) and desktop, with the scheduling provider's domain blocked. Prints
// each figure beside the limits and the anchors of issue 4; fails on any threshold.
//
// Each page's mobile runs alternate with runs of its script-free twin (the same HTML without
// scripts, served by a second server/start.ts from a copy of build/), and the blocking time of
// both is printed side by side: on a busy machine most of it is the browser's own work
// (docs/decisions/062-script-free-twin.md).
//
// `npm run audit` (CI) runs only what gates: the pages of config.pages, median of
// config.gateMobileRuns mobile runs (one, when its timings are well within the gates) and
// config.desktopRuns desktop. `npm run audit:full` (--full)
// adds the informative runs: the script-free twins, config.mobileRuns mobile runs, and one run of
// each of config.singleRunPages, whose categories axe, the Nu checker and the browser suite
// already check (docs/decisions/080-ci-time.md).
//
// Serves build/client with server/start.ts on AUDIT_PORT (default 5280) and the twin on
// AUDIT_TWIN_PORT (default one above), or audits an already running server given as
// AUDIT_BASE_URL (e.g. http://127.0.0.1:5281), with its twin at AUDIT_TWIN_BASE_URL if given.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import runLighthouse, { defaultConfig, desktopConfig } from "lighthouse";
import { CHROMIUM_ARGS, chromiumPath } from "../tooling/chromium.mjs";
import { firstRunSuffices, readJson, readThresholds, ROOT } from "../tooling/built-pages.mjs";
import { startBuildServer as startServer } from "./serve-build.mjs";
import { writeScriptFreeTwin } from "./script-free-twin.mjs";

const lighthouseVersion = /** @type {{ version: string }} */ (
  readJson(path.join(ROOT, "node_modules", "lighthouse", "package.json"))
).version;

/**
 * @typedef {import("lighthouse/types/lhr/lhr.js").default} Report
 * @typedef {import("../tooling/built-pages.mjs").Category} Category
 * @typedef {import("../tooling/built-pages.mjs").Metric} Metric
 * @typedef {import("../tooling/built-pages.mjs").Limits} Limits
 * @typedef {"mobile" | "desktop"} FormFactor
 * @typedef {Category | Metric} Figure
 * @typedef {Record<Figure, number> & { lcpElement: string, shortfalls: string[] }} Figures
 * @typedef {Figures & { runs: number, tbtRangeMs: [number, number] }} Summary
 * @typedef {{ baseUrl: string, stop: () => void }} Server
 */

const startedAt = Date.now();
// Lighthouse's own mobile throttling (its default config's settings: slow 4G, 4x CPU), from its public entry point.
const DEFAULT_MOBILE_THROTTLING = /** @type {NonNullable<NonNullable<typeof defaultConfig.settings>["throttling"]>} */ (
  defaultConfig.settings?.throttling
);
const thresholds = readThresholds();
const config = thresholds.lighthouse;
const full = process.argv.includes("--full");
const mobileRuns = full ? config.mobileRuns : (config.gateMobileRuns ?? config.mobileRuns);
/**
 * The English list of articles and its newest article, when the build has articles (issue 24):
 * gated on every run, once per form factor, like the single-run pages. Found in the build's page
 * table, as the agency's articles change.
 * @returns {string[]}
 */
function insightsPages() {
  const table = /** @type {{ id: string, locale: string, path: string, listPage?: number }[]} */ (
    readJson(path.join(ROOT, "build", "pages.json"))
  );
  const list = table.find((entry) => entry.id === "insights" && entry.locale === "en" && entry.listPage === 1);
  const article = table.find((entry) => entry.id === "article" && entry.locale === "en");
  return list && article ? [list.path, article.path] : [];
}
const singleRunPages = [...(full ? config.singleRunPages : []), ...insightsPages()];
/** @type {Category[]} */
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** @type {Figure[]} */
const FIGURES = [
  ...CATEGORIES,
  "fcpMs",
  "lcpMs",
  "lcpAfterFcpMs",
  "observedLcpAfterFcpMs",
  "tbtMs",
  "cls",
  "transferKb",
];
const KB = 1024;
const UNREADABLE_LCP = "(not reported: Lighthouse could not read it)";

/** @type {import("chrome-launcher").LaunchedChrome | undefined} */
let chrome;

/**
 * Lighthouse's mobile preset slows the CPU 4× to stand for a mid-range phone, on the assumption
 * that the machine running it is a fast desktop. A slower or busier machine would then stand for
 * a slower phone, and its figures would fail the gate for the machine's sake. So the slowdown is
 * scaled by the machine's speed as Lighthouse measures it (benchmarkIndex, from a calibration run
 * made just before the gated runs): 4× at REFERENCE_BENCHMARK_INDEX or faster, proportionally
 * less below, never under 1× (docs/decisions/082-a-gate-that-measures-the-site.md).
 */
const REFERENCE_BENCHMARK_INDEX = config.referenceBenchmarkIndex ?? 1000;
/** @type {number | undefined} */
let cpuSlowdownMultiplier;
/** @type {number[]} */
const benchmarkIndexes = [];

/**
 * One Lighthouse run, in this process, in the one Chromium the audit launches (as Lighthouse's
 * CLI does, through chrome-launcher, with a fresh profile). Lighthouse clears the origin's cache
 * and storage before every run, so runs do not warm each other; sharing the browser and the
 * loaded Lighthouse halves a run's wall time (docs/decisions/080-ci-time.md).
 * @param {string} url
 * @param {FormFactor} formFactor
 * @param {{ onlyPerformance?: boolean }} [options]
 * @returns {Promise<Report>}
 */
async function lighthouse(url, formFactor, { onlyPerformance = false } = {}) {
  chrome ??= await launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
  const result = await runLighthouse(
    url,
    {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      blockedUrlPatterns: config.blockedUrlPatterns,
      // The full-page screenshot is a picture for the HTML report; no figure reads it.
      disableFullPageScreenshot: true,
      ...(onlyPerformance ? { onlyCategories: ["performance"] } : {}),
      ...(formFactor === "mobile" && cpuSlowdownMultiplier
        ? { throttling: { ...DEFAULT_MOBILE_THROTTLING, cpuSlowdownMultiplier } }
        : {}),
    },
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${url} (${formFactor})`);
  if (result.lhr.environment.benchmarkIndex) benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
  return result.lhr;
}

/**
 * Lighthouse now and then fails to record a trace on this Chromium (NO_NAVSTART, NO_FCP);
 * such a run measured nothing, so it is repeated, at most twice. A finished run is never repeated.
 * @param {string} url
 * @param {FormFactor} formFactor
 * @param {{ onlyPerformance?: boolean }} [options]
 * @returns {Promise<Report>}
 */
async function lighthouseRun(url, formFactor, options) {
  for (let attempt = 1; ; attempt++) {
    try {
      const report = await lighthouse(url, formFactor, options);
      if (!report.runtimeError) return report;
      throw new Error(`Lighthouse runtime error ${report.runtimeError.code}`);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`audit: ${error instanceof Error ? error.message : String(error)}; running again (${attempt + 1}/3)`);
    }
  }
}

/**
 * The snippet of the element Lighthouse counted as the largest contentful paint.
 * @param {Report} report
 * @returns {string}
 */
function lcpElementOf(report) {
  /**
   * @param {unknown} value
   * @returns {string | undefined}
   */
  const find = (value) => {
    if (!value || typeof value !== "object") return undefined;
    if ("type" in value && value.type === "node" && "snippet" in value && typeof value.snippet === "string")
      return value.snippet;
    for (const child of Object.values(value)) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  // Lighthouse 13 names the element in its LCP breakdown insight.
  const audit = report.audits["lcp-breakdown-insight"];
  // Informative only: an insight Lighthouse could not compute from the trace is reported, not fatal.
  return find(audit?.details) ?? (audit?.errorMessage ? UNREADABLE_LCP : "(none)");
}

/**
 * @param {Report} report
 * @returns {Figures}
 */
function figuresOf(report) {
  /** @param {string} id */
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  // The run's own (unthrottled) load, from its trace: Lighthouse's simulation starts from it.
  const observed = /** @type {Record<string, number>} */ (
    /** @type {{ items?: unknown[] } | undefined} */ (report.audits.metrics?.details)?.items?.[0] ?? {}
  );
  /** @param {Category} id */
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    // Lantern's LCP counts every request that finished before the real LCP (the preloaded fonts),
    // its FCP only render-blocking ones: informative (docs/decisions/191-no-press-lost-largest-paint-in-the-first-frame.md).
    lcpAfterFcpMs: audit("largest-contentful-paint") - audit("first-contentful-paint"),
    // Gated: whether the largest text painted in the first frame of the real load. A difference
    // of two timestamps of one trace, so the machine's speed does not move it much.
    observedLcpAfterFcpMs:
      (observed.observedLargestContentfulPaint ?? Number.NaN) - (observed.observedFirstContentfulPaint ?? Number.NaN),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    transferKb: audit("total-byte-weight") / KB,
    lcpElement: lcpElementOf(report),
    shortfalls: CATEGORIES.flatMap((category) =>
      (report.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
        .map(
          (ref) => `${category}: ${ref.id} (${report.audits[ref.id]?.displayValue ?? report.audits[ref.id]?.score})`,
        ),
    ),
  };
}

/**
 * @param {number[]} values
 * @returns {number}
 */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return (sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2) ?? Number.NaN;
}

/**
 * Median of each figure over the runs (Lighthouse's own advice for noisy mobile scores).
 * @param {Figures[]} runs
 * @returns {Summary}
 */
function medianFigures(runs) {
  const [first] = runs;
  if (!first) throw new Error("audit: no runs to summarise");
  const tbts = runs.map((run) => run.tbtMs);
  /** @type {Summary} */
  const result = {
    ...first,
    runs: runs.length,
    tbtRangeMs: [Math.min(...tbts), Math.max(...tbts)],
    shortfalls: [...new Set(runs.flatMap((r) => r.shortfalls))],
  };
  for (const figure of FIGURES) result[figure] = median(runs.map((run) => run[figure]));
  return result;
}

/**
 * Saves a full report in reports/lighthouse/ for digging into a miss.
 * @param {Report} report
 * @param {string} name
 */
function keepReport(report, name) {
  mkdirSync(path.join(ROOT, "reports/lighthouse"), { recursive: true });
  writeFileSync(path.join(ROOT, "reports/lighthouse", `${name}.json`), JSON.stringify(report));
}

/** @type {Server} */
let server;
/** @type {Server | undefined} */
let twinServer;
/** @type {(() => void) | undefined} */
let removeTwin;
if (process.env.AUDIT_BASE_URL) {
  server = { baseUrl: process.env.AUDIT_BASE_URL.replace(/\/$/, ""), stop() {} };
  const twinUrl = process.env.AUDIT_TWIN_BASE_URL;
  if (twinUrl && full) twinServer = { baseUrl: twinUrl.replace(/\/$/, ""), stop() {} };
} else if (!full) {
  server = await startServer(Number(process.env.AUDIT_PORT ?? 5280), path.join(ROOT, "build"));
} else {
  const port = Number(process.env.AUDIT_PORT ?? 5280);
  const twinPort = Number(process.env.AUDIT_TWIN_PORT ?? port + 1);
  const twin = writeScriptFreeTwin(config.pages);
  removeTwin = twin.remove;
  const removed = Object.entries(twin.removed).map(([page, count]) => `${count} from ${page}`);
  console.log(
    `audit: script-free twin in ${twin.buildDir} (scripts and modulepreloads removed: ${removed.join(", ")})`,
  );
  try {
    server = await startServer(port, path.join(ROOT, "build"));
    twinServer = await startServer(twinPort, twin.buildDir);
  } catch (error) {
    twin.remove();
    throw error;
  }
}

/** @type {Record<string, Summary>} */
const results = {};
/** @type {Record<string, Summary>} */
const twinResults = {};
// Lighthouse simulates a phone by multiplying the main-thread time it observes; a busy machine
// inflates TBT and the paint times, so the load is printed beside the figures.
const loadAtStart = loadavg()[0] ?? Number.NaN;
/** Wall-clock seconds of each Lighthouse run, by kind, to keep the audit's run time in view. */
const runSeconds = { page: /** @type {number[]} */ ([]), twin: /** @type {number[]} */ ([]) };
try {
  // Calibration: two unthrottled runs of the first page (the first warms the browser), whose
  // benchmarkIndex sets the mobile runs' CPU slowdown.
  for (let i = 0; i < 2; i++)
    await lighthouseRun(`${server.baseUrl}${config.pages[0]}`, "desktop", { onlyPerformance: true });
  const calibration = median(benchmarkIndexes.splice(0));
  cpuSlowdownMultiplier = Math.max(1, Math.min(4, (4 * calibration) / REFERENCE_BENCHMARK_INDEX));
  console.log(
    `audit: machine speed: Lighthouse benchmarkIndex ${Math.round(calibration)} (reference ${REFERENCE_BENCHMARK_INDEX}): mobile CPU slowdown ${cpuSlowdownMultiplier.toFixed(2)}×`,
  );
  for (const page of [...config.pages, ...singleRunPages]) {
    const slug = page === "/" ? "home" : page.replace(/\W+/g, "");
    const singleRun = singleRunPages.includes(page);
    /** @type {[FormFactor, number][]} */
    const plan = [
      ["mobile", singleRun ? 1 : mobileRuns],
      ["desktop", singleRun ? 1 : config.desktopRuns],
    ];
    for (const [formFactor, count] of plan) {
      /** @type {Figures[]} */
      const runs = [];
      /** @type {Figures[]} */
      const twinRuns = [];
      const withTwin = formFactor === "mobile" && !singleRun ? twinServer : undefined;
      for (let i = 0; i < count; i++) {
        /** @type {{ twin: boolean, base: string }[]} */
        const order = [{ twin: false, base: server.baseUrl }];
        // Page and twin take turns going first, so drift in the machine's load hits both alike.
        if (withTwin) order[i % 2 ? "unshift" : "push"]({ twin: true, base: withTwin.baseUrl });
        for (const { twin, base } of order) {
          process.stdout.write(
            `audit: ${page}${twin ? " (script-free twin)" : ""} ${formFactor} run ${i + 1}/${count}\n`,
          );
          // The twin is measured for its timings only; the other categories are the page's.
          const runStart = Date.now();
          const report = await lighthouseRun(`${base}${page}`, formFactor, { onlyPerformance: twin });
          runSeconds[twin ? "twin" : "page"].push((Date.now() - runStart) / 1000);
          keepReport(report, `${slug}${twin ? "-twin" : ""}-${formFactor}-${i + 1}`);
          (twin ? twinRuns : runs).push(figuresOf(report));
        }
        // The gate's median is for a run near a limit: a first run well within every timing gate
        // stands alone (docs/decisions/180-tests-in-the-headless-shell.md).
        const first = runs[0];
        if (
          !full &&
          i === 0 &&
          count > 1 &&
          first &&
          firstRunSuffices(first, config[formFactor], config.gateFirstRunShare ?? 0)
        ) {
          console.log(`audit: ${page} ${formFactor}: the first run is well within every timing gate; no median needed`);
          break;
        }
      }
      results[`${page} ${formFactor}`] = medianFigures(runs);
      if (twinRuns.length > 0) twinResults[`${page} ${formFactor}`] = medianFigures(twinRuns);
    }
  }
} finally {
  chrome?.kill();
  server.stop();
  twinServer?.stop();
  removeTwin?.();
}

/**
 * Which figure must stay at or under (or, for scores, at or above) which limit: the gates
 * (config.categories, config.mobile, config.desktop) or the aims (config.aims, same shape).
 * @param {Figure} figure
 * @param {FormFactor} formFactor
 * @param {Limits} [rules]
 * @returns {{ limit: number, atLeast: boolean } | undefined}
 */
function limitFor(figure, formFactor, rules = config) {
  if (isCategory(figure)) {
    const limit = rules.categories[figure];
    return limit === undefined ? undefined : { limit, atLeast: true };
  }
  const limit = rules[formFactor][figure];
  return limit === undefined ? undefined : { limit, atLeast: false };
}
/**
 * @param {Figure} figure
 * @returns {figure is Category}
 */
function isCategory(figure) {
  return CATEGORIES.some((category) => category === figure);
}
/**
 * @param {{ limit: number, atLeast: boolean } | undefined} rule
 * @param {number} value
 */
const meets = (rule, value) => !rule || (rule.atLeast ? value >= rule.limit : value <= rule.limit);

/**
 * @param {Figure} figure
 * @param {number | undefined} value
 * @returns {string}
 */
const show = (figure, value) =>
  value === undefined
    ? ""
    : figure === "cls"
      ? value.toFixed(value > 0 && value < 0.001 ? 4 : 3) // a shift too small for 3 decimals still fails a 0 gate
      : figure === "tbtMs"
        ? `${Math.round(value)} ms`
        : figure.endsWith("Ms")
          ? `${(value / 1000).toFixed(2)} s`
          : String(Math.round(value));
/** @type {Figure[]} */
const SINGLE_RUN_GATES = ["accessibility", "best-practices", "seo", "cls", "observedLcpAfterFcpMs"];
const anchors = Object.entries(thresholds.anchors.sites);
const columns = Object.keys(results);
/** @type {string[]} */
const failures = [];
const lines = [
  `| figure | ${columns.join(" | ")} | aim (mobile / desktop) | gate (mobile / desktop) | ${anchors.map(([name]) => name).join(" | ")} |`,
  `|---|${columns.map(() => "---:").join("|")}|---:|---:|${anchors.map(() => "---:").join("|")}|`,
];
for (const figure of FIGURES) {
  const cells = Object.entries(results).map(([column, summary]) => {
    const formFactor = column.endsWith("desktop") ? "desktop" : "mobile";
    const value = summary[figure];
    // A single run's timings are noise here: those pages are gated on what a run measures reliably.
    const singleRun = singleRunPages.some((page) => column === `${page} ${formFactor}`);
    const rule = singleRun && !SINGLE_RUN_GATES.includes(figure) ? undefined : limitFor(figure, formFactor);
    const ok = meets(rule, value);
    if (!ok) failures.push(`${column} ${figure}: ${show(figure, value)} (limit ${show(figure, rule?.limit)})`);
    const aimMet = meets(limitFor(figure, formFactor, config.aims), value);
    return `${show(figure, value)}${ok ? (aimMet ? "" : " ~") : " ✗"}`;
  });
  /** @param {Limits} rules */
  const limitsOf = (rules) =>
    /** @type {FormFactor[]} */ (["mobile", "desktop"])
      .map((f) => show(figure, limitFor(figure, f, rules)?.limit) || "-")
      .join(" / ");
  const limits = `${limitsOf(config.aims)} | ${limitsOf(config)}`;
  const anchorCells = anchors.map(([, anchor]) => show(figure, anchor[figure]) || "-");
  lines.push(`| ${figure} | ${cells.join(" | ")} | ${limits} | ${anchorCells.join(" | ")} |`);
}
const table = lines.join("\n");

/** @param {number} ms */
const ms = (ms) => `${Math.round(ms)} ms`;
/** @param {number} ms */
const signedMs = (ms) => `${ms > 0 ? "+" : ms < 0 ? "−" : "±"}${Math.abs(Math.round(ms))} ms`;
const twinLines = [
  "| page | TBT page | TBT twin | page − twin | page runs (min–max) | twin runs (min–max) | FCP / LCP page | FCP / LCP twin |",
  "|---|---:|---:|---:|---:|---:|---:|---:|",
  ...Object.entries(twinResults).map(([column, twin]) => {
    const page = results[column];
    if (!page) throw new Error(`audit: twin figures for ${column} without the page's`);
    const range = (/** @type {Summary} */ s) => `${ms(s.tbtRangeMs[0])}–${ms(s.tbtRangeMs[1])}`;
    const paints = (/** @type {Summary} */ s) => `${show("fcpMs", s.fcpMs)} / ${show("lcpMs", s.lcpMs)}`;
    return `| ${column} | ${ms(page.tbtMs)} | ${ms(twin.tbtMs)} | ${signedMs(page.tbtMs - twin.tbtMs)} | ${range(page)} | ${range(twin)} | ${paints(page)} | ${paints(twin)} |`;
  }),
];
const twinTable = twinLines.join("\n");

console.log(
  `\nLighthouse ${lighthouseVersion} (${full ? mobileRuns : `1 or ${mobileRuns}`} mobile runs, median; ${config.desktopRuns} desktop${full ? "" : "; gates only, npm run audit:full adds the twins and the other pages"}), ${config.blockedUrlPatterns.join(", ")} blocked, ` +
    `served from ${server.baseUrl}; 1-minute load average ${loadAtStart.toFixed(1)} at start, ${(loadavg()[0] ?? Number.NaN).toFixed(1)} at end; ` +
    `benchmarkIndex of the runs ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}, mobile CPU slowdown ${cpuSlowdownMultiplier?.toFixed(2)}×\n`,
);
console.log(table);
console.log("\n✗ misses a gate (fails the build); ~ within the gate but misses issue 4's aim.");
if (twinServer) {
  console.log(
    `\nBlocking time beside the script-free twin (the same HTML without scripts, from ${twinServer.baseUrl}; ` +
      `medians of ${mobileRuns} runs each, taken in turns):\n`,
  );
  console.log(twinTable);
  console.log(
    "\nThe twin runs no script, so its blocking time is the browser's own work on this machine now; " +
      "page − twin estimates what the site's scripts add. Informative, not a gate.",
  );
} else if (full) {
  console.log("\nNo script-free twin measured: AUDIT_BASE_URL is set without AUDIT_TWIN_BASE_URL.");
}
for (const [column, summary] of Object.entries(results)) {
  const lcpLine = summary.lcpElement === UNREADABLE_LCP ? "" : `: LCP element ${summary.lcpElement}`;
  if (!lcpLine && summary.shortfalls.length === 0) continue;
  console.log(`\n${column}${lcpLine}`);
  for (const shortfall of summary.shortfalls) console.log(`  below full marks: ${shortfall}`);
}
if (Object.values(results).some((summary) => summary.lcpElement === UNREADABLE_LCP)) {
  console.log(`\nLCP element: ${UNREADABLE_LCP} on some pages (Lighthouse could not read it from the trace).`);
}

const reportDir = path.join(ROOT, "reports");
mkdirSync(reportDir, { recursive: true });
writeFileSync(
  path.join(reportDir, "lighthouse-summary.json"),
  JSON.stringify({ baseUrl: server.baseUrl, twinBaseUrl: twinServer?.baseUrl, results, twinResults }, null, 2),
);
writeFileSync(path.join(reportDir, "lighthouse-table.md"), `${table}\n\n${twinServer ? `${twinTable}\n` : ""}`);

/** @param {number[]} seconds */
const timing = (seconds) =>
  `${seconds.length} × ${(seconds.reduce((sum, s) => sum + s, 0) / Math.max(seconds.length, 1)).toFixed(1)} s`;
console.log(
  `\naudit: ${((Date.now() - startedAt) / 60000).toFixed(1)} min in all; Lighthouse runs of the pages ${timing(runSeconds.page)}, of the twins ${timing(runSeconds.twin)}`,
);
if (failures.length > 0) {
  console.error(`\naudit: ${failures.length} figures miss their threshold:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("audit: every figure meets its threshold");
