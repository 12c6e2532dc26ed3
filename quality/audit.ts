#!/usr/bin/env node
// Lighthouse audit of the production build: every page in quality/thresholds.json, mobile (median
// of several runs) and desktop, the scheduling provider's domain blocked. Prints each figure beside
// its limits and issue 4's anchors; fails on any threshold.
// `npm run audit` (CI) runs what gates: config.pages, the median of config.gateMobileRuns mobile
// runs (one, when well within the gates), config.desktopRuns desktop. `npm run audit:full` adds the
// informative runs (docs/decisions/080-ci-time.md): config.mobileRuns, one run of each of
// config.singleRunPages, and each page's script-free twin (the same HTML without scripts, from a
// copy of build/), whose blocking time is printed beside the page's: on a busy machine most of it
// is the browser's own work (docs/decisions/062-script-free-twin.md).
// Serves build/ with server/start.ts on AUDIT_PORT (default 5280) and the twin on AUDIT_TWIN_PORT
// (default one above), or audits a running server at AUDIT_BASE_URL (e.g. http://127.0.0.1:5281),
// with its twin at AUDIT_TWIN_BASE_URL if given.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { launch, type LaunchedChrome } from "chrome-launcher";
import runLighthouse, { desktopConfig, type RunnerResult } from "lighthouse";
import { CHROMIUM_ARGS, chromiumPath } from "../tooling/chromium.ts";
import { builtPages, ROOT } from "../tooling/built-pages.ts";
import thresholds from "./thresholds.json" with { type: "json" };
import { CATEGORIES, FIGURES, firstRunSuffices, printReport, UNREADABLE_LCP } from "./audit-report.ts";
import type { Category, Figures, FormFactor, Summary } from "./audit-report.ts";
import { startBuildServer } from "../tooling/servers.ts";
import { writeScriptFreeTwin } from "./script-free-twin.ts";

type Report = RunnerResult["lhr"];
type Server = { baseUrl: string; stop: () => void };

const startedAt = Date.now();
const config = thresholds.lighthouse;
const full = process.argv.includes("--full");
const mobileRuns = full ? config.mobileRuns : config.gateMobileRuns;
// The English list of articles and its newest article, when the build has articles (issue 24):
// gated on every run, once per form factor, like the single-run pages. Found in the build's page
// table, as the agency's articles change.
const pages = builtPages();
const insightsList = pages.find((page) => page.id === "insights" && page.locale === "en" && page.listPage === 1);
const newestArticle = pages.find((page) => page.id === "article" && page.locale === "en");
const singleRunPages = [
  ...(full ? config.singleRunPages : []),
  ...(insightsList && newestArticle ? [insightsList.route, newestArticle.route] : []),
];

/**
 * Lighthouse's mobile preset slows the CPU 4× to stand for a mid-range phone, on the assumption
 * that the machine running it is a fast desktop. A slower or busier machine would then stand for
 * a slower phone, and its figures would fail the gate for the machine's sake. So the slowdown is
 * scaled by the machine's speed as Lighthouse measures it (benchmarkIndex, from a calibration run
 * made just before the gated runs): 4× at config.referenceBenchmarkIndex or faster, proportionally
 * less below, never under 1× (docs/decisions/082-a-gate-that-measures-the-site.md).
 */
let cpuSlowdownMultiplier: number | undefined;
const benchmarkIndexes: number[] = [];
let lighthouseVersion = "";
let chrome: LaunchedChrome | undefined;

/**
 * One Lighthouse run in the audit's one Chromium (fresh profile, as Lighthouse's CLI launches it).
 * Lighthouse clears the origin's cache and storage before each run, so runs do not warm each other;
 * sharing the browser halves a run's wall time (docs/decisions/080-ci-time.md). A run that recorded
 * no trace (NO_NAVSTART, NO_FCP) measured nothing: it is repeated, at most twice.
 */
async function lighthouse(url: string, formFactor: FormFactor, onlyPerformance = false): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
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
          // Lighthouse merges this into its mobile throttling (slow 4G, the CPU slowdown replaced).
          ...(formFactor === "mobile" && cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
        },
        formFactor === "desktop" ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned no result for ${url} (${formFactor})`);
      const report = result.lhr;
      if (report.environment.benchmarkIndex) benchmarkIndexes.push(report.environment.benchmarkIndex);
      if (report.runtimeError) throw new Error(`Lighthouse runtime error ${report.runtimeError.code}`);
      lighthouseVersion = report.lighthouseVersion;
      return report;
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`audit: ${error instanceof Error ? error.message : String(error)}; running again (${attempt + 1}/3)`);
    }
  }
}

function figuresOf(report: Report): Figures {
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  // The run's own (unthrottled) load, from its trace: Lighthouse's simulation starts from it.
  const metrics = report.audits.metrics?.details as { items?: Partial<Record<string, number>>[] } | undefined;
  const observed = metrics?.items?.[0];
  // The largest paint's element: Lighthouse 13 names it in its LCP breakdown insight, after the table.
  const lcpInsight = report.audits["lcp-breakdown-insight"];
  const lcpItems = (lcpInsight?.details as { items?: { type: string; snippet?: string }[] } | undefined)?.items;
  return {
    ...(Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
    ) as Record<Category, number>),
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    // Lantern's LCP counts every request that finished before the real LCP (the preloaded fonts),
    // its FCP only render-blocking ones: informative (docs/decisions/191-no-press-lost-largest-paint-in-the-first-frame.md).
    lcpAfterFcpMs: audit("largest-contentful-paint") - audit("first-contentful-paint"),
    // Gated: whether the largest text painted in the first frame of the real load. A difference
    // of two timestamps of one trace, so the machine's speed does not move it much.
    observedLcpAfterFcpMs:
      (observed?.observedLargestContentfulPaint ?? Number.NaN) - (observed?.observedFirstContentfulPaint ?? Number.NaN),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    transferKb: audit("total-byte-weight") / 1024,
    // Informative only: an insight Lighthouse could not compute from the trace is reported, not fatal.
    lcpElement:
      lcpItems?.find((item) => item.type === "node")?.snippet ?? (lcpInsight?.errorMessage ? UNREADABLE_LCP : "(none)"),
    shortfalls: CATEGORIES.flatMap((category) =>
      (report.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
        .map(
          (ref) => `${category}: ${ref.id} (${report.audits[ref.id]?.displayValue ?? report.audits[ref.id]?.score})`,
        ),
    ),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return (sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2) ?? Number.NaN;
}

/** Median of each figure over the runs (Lighthouse's own advice for noisy mobile scores). */
function medianFigures(runs: Figures[]): Summary {
  const [first] = runs;
  if (!first) throw new Error("audit: no runs to summarise");
  const tbts = runs.map((run) => run.tbtMs);
  const result: Summary = {
    ...first,
    runs: runs.length,
    tbtRangeMs: [Math.min(...tbts), Math.max(...tbts)],
    shortfalls: [...new Set(runs.flatMap((r) => r.shortfalls))],
  };
  for (const figure of FIGURES) result[figure] = median(runs.map((run) => run[figure]));
  return result;
}

const port = Number(process.env.AUDIT_PORT ?? 5280);
const givenServer = (url: string) => ({ baseUrl: url.replace(/\/$/, ""), stop() {} });
const twin = full && !process.env.AUDIT_BASE_URL ? await writeScriptFreeTwin(config.pages) : undefined;
if (twin) {
  const removed = Object.entries(twin.removed).map(([page, count]) => `${count} from ${page}`);
  console.log(
    `audit: script-free twin in ${twin.buildDir} (scripts and modulepreloads removed: ${removed.join(", ")})`,
  );
}
let server: Server | undefined;
let twinServer: Server | undefined;
const results: Record<string, Summary> = {};
const twinResults: Record<string, Summary> = {};
// Lighthouse simulates a phone by multiplying the main-thread time it observes; a busy machine
// inflates TBT and the paint times, so the load is printed beside the figures.
const loadAtStart = loadavg()[0] ?? Number.NaN;
/** Wall-clock seconds of each Lighthouse run, by kind, to keep the audit's run time in view. */
const runSeconds = { page: [] as number[], twin: [] as number[] };
try {
  if (process.env.AUDIT_BASE_URL) {
    server = givenServer(process.env.AUDIT_BASE_URL);
    if (process.env.AUDIT_TWIN_BASE_URL && full) twinServer = givenServer(process.env.AUDIT_TWIN_BASE_URL);
  } else {
    server = await startBuildServer(port, path.join(ROOT, "build"));
    if (twin) twinServer = await startBuildServer(Number(process.env.AUDIT_TWIN_PORT ?? port + 1), twin.buildDir);
  }
  // Calibration: two unthrottled runs of the first page (the first warms the browser), whose
  // benchmarkIndex sets the mobile runs' CPU slowdown.
  for (let i = 0; i < 2; i++) await lighthouse(`${server.baseUrl}${config.pages[0]}`, "desktop", true);
  const calibration = median(benchmarkIndexes.splice(0));
  cpuSlowdownMultiplier = Math.max(1, Math.min(4, (4 * calibration) / config.referenceBenchmarkIndex));
  console.log(
    `audit: machine speed: Lighthouse benchmarkIndex ${Math.round(calibration)} (reference ${config.referenceBenchmarkIndex}): mobile CPU slowdown ${cpuSlowdownMultiplier.toFixed(2)}×`,
  );
  for (const page of [...config.pages, ...singleRunPages]) {
    const slug = page === "/" ? "home" : page.replace(/\W+/g, "");
    const singleRun = singleRunPages.includes(page);
    const plan: [FormFactor, number][] = [
      ["mobile", singleRun ? 1 : mobileRuns],
      ["desktop", singleRun ? 1 : config.desktopRuns],
    ];
    for (const [formFactor, count] of plan) {
      const runs: Figures[] = [];
      const twinRuns: Figures[] = [];
      const withTwin = formFactor === "mobile" && !singleRun ? twinServer : undefined;
      for (let i = 0; i < count; i++) {
        const order = [{ twin: false, base: server.baseUrl }];
        // Page and twin take turns going first, so drift in the machine's load hits both alike.
        if (withTwin) order[i % 2 ? "unshift" : "push"]({ twin: true, base: withTwin.baseUrl });
        for (const { twin, base } of order) {
          console.log(`audit: ${page}${twin ? " (script-free twin)" : ""} ${formFactor} run ${i + 1}/${count}`);
          // The twin is measured for its timings only; the other categories are the page's.
          const runStart = Date.now();
          const report = await lighthouse(`${base}${page}`, formFactor, twin);
          runSeconds[twin ? "twin" : "page"].push((Date.now() - runStart) / 1000);
          // The full report, for digging into a miss.
          mkdirSync(path.join(ROOT, "reports/lighthouse"), { recursive: true });
          const name = `${slug}${twin ? "-twin" : ""}-${formFactor}-${i + 1}`;
          writeFileSync(path.join(ROOT, "reports/lighthouse", `${name}.json`), JSON.stringify(report));
          (twin ? twinRuns : runs).push(figuresOf(report));
        }
        // The gate's median is for a run near a limit: a first run well within every timing gate
        // stands alone (docs/decisions/180-tests-in-the-headless-shell.md).
        if (!full && i === 0 && count > 1 && firstRunSuffices(runs[0]!, config[formFactor], config.gateFirstRunShare)) {
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
  server?.stop();
  twinServer?.stop();
  twin?.remove();
}

console.log(
  `\nLighthouse ${lighthouseVersion} (${full ? mobileRuns : `1 or ${mobileRuns}`} mobile runs, median; ${config.desktopRuns} desktop${full ? "" : "; gates only, npm run audit:full adds the twins and the other pages"}), ${config.blockedUrlPatterns.join(", ")} blocked, ` +
    `served from ${server.baseUrl}; 1-minute load average ${loadAtStart.toFixed(1)} at start, ${(loadavg()[0] ?? Number.NaN).toFixed(1)} at end; ` +
    `benchmarkIndex of the runs ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}, mobile CPU slowdown ${cpuSlowdownMultiplier?.toFixed(2)}×\n`,
);
const twinBaseUrl = twinServer?.baseUrl;
const { failures, markdown } = printReport({
  config,
  anchors: thresholds.anchors.sites,
  results,
  twinResults,
  singleRunPages,
  twinBaseUrl,
  mobileRuns,
  full,
});
writeFileSync(
  path.join(ROOT, "reports", "lighthouse-summary.json"),
  JSON.stringify({ baseUrl: server.baseUrl, twinBaseUrl, results, twinResults }, null, 2),
);
writeFileSync(path.join(ROOT, "reports", "lighthouse-table.md"), markdown);
const timing = (seconds: number[]) =>
  `${seconds.length} × ${(seconds.reduce((sum, s) => sum + s, 0) / Math.max(seconds.length, 1)).toFixed(1)} s`;
console.log(
  `\naudit: ${((Date.now() - startedAt) / 60000).toFixed(1)} min in all; Lighthouse runs of the pages ${timing(runSeconds.page)}, of the twins ${timing(runSeconds.twin)}`,
);
if (failures.length > 0) {
  console.error(`\naudit: ${failures.length} figures miss their threshold:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("audit: every figure meets its threshold");
