// The audit's printed report (quality/audit.ts): every figure beside its aim, its gate and issue 4's
// anchors, the blocking time beside the script-free twin's, and what kept a page from full marks.
import type thresholds from "./thresholds.json";

/** Lighthouse figures a limit can be set on: category scores (0-100), times in ms, CLS, KB. */
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = ["fcpMs", "lcpMs", "lcpAfterFcpMs", "observedLcpAfterFcpMs", "tbtMs", "cls", "transferKb"] as const;
export type Category = (typeof CATEGORIES)[number];
type Metric = (typeof METRICS)[number];
type Figure = Category | Metric;
/** The gates (quality/thresholds.json lighthouse.categories, .mobile, .desktop) or the aims (lighthouse.aims). */
type Limits = { categories: Partial<Record<Category, number>> } & Record<FormFactor, Partial<Record<Metric, number>>>;
export type FormFactor = "mobile" | "desktop";
export type Figures = Record<Figure, number> & { lcpElement: string; shortfalls: string[] };
export type Summary = Figures & { runs: number; tbtRangeMs: [number, number] };
type Rule = { limit: number; atLeast: boolean };

/** The figures of a run, in the order of the table. */
export const FIGURES: Figure[] = [...CATEGORIES, ...METRICS];
export const UNREADABLE_LCP = "(not reported: Lighthouse could not read it)";
// A single run's timings are noise here: those pages are gated on what a run measures reliably.
const SINGLE_RUN_GATES: Figure[] = ["accessibility", "best-practices", "seo", "cls", "observedLcpAfterFcpMs"];

/**
 * Whether one Lighthouse run can stand for the median: every gated timing (FCP, LCP, TBT where a
 * limit is set) is at most `share` of its limit. Nearer a limit, noise could carry a single run
 * over it or under it, so the audit takes the median of more runs (docs/decisions/180-tests-in-the-headless-shell.md).
 */
export function firstRunSuffices(run: Partial<Record<Metric, number>>, limits: Limits["mobile"], share: number) {
  return (["fcpMs", "lcpMs", "tbtMs"] as const).every((figure) => {
    const limit = limits[figure];
    const value = run[figure];
    return limit === undefined || (value !== undefined && value <= limit * share);
  });
}

/**
 * The limit a figure must stay at or under (or, for scores, at or above): in the gates
 * (config.categories, config.mobile, config.desktop) or the aims (config.aims, same shape).
 */
function limitFor(figure: Figure, formFactor: FormFactor, rules: Limits): Rule | undefined {
  const atLeast = CATEGORIES.some((category) => category === figure);
  const limit = atLeast ? rules.categories[figure as Category] : rules[formFactor][figure as Metric];
  return limit === undefined ? undefined : { limit, atLeast };
}

const meets = (rule: Rule | undefined, value: number) =>
  !rule || (rule.atLeast ? value >= rule.limit : value <= rule.limit);

const show = (figure: Figure, value: number | undefined): string =>
  value === undefined
    ? ""
    : figure === "cls"
      ? value.toFixed(value > 0 && value < 0.001 ? 4 : 3) // a shift too small for 3 decimals still fails a 0 gate
      : figure === "tbtMs"
        ? `${Math.round(value)} ms`
        : figure.endsWith("Ms")
          ? `${(value / 1000).toFixed(2)} s`
          : String(Math.round(value));

const ms = (value: number) => `${Math.round(value)} ms`;
const signedMs = (value: number) => `${value > 0 ? "+" : value < 0 ? "−" : "±"}${Math.abs(Math.round(value))} ms`;
const range = (s: Summary) => `${ms(s.tbtRangeMs[0])}–${ms(s.tbtRangeMs[1])}`;
const paints = (s: Summary) => `${show("fcpMs", s.fcpMs)} / ${show("lcpMs", s.lcpMs)}`;

/**
 * Prints the tables and the notes below them; returns the figures that miss a gate and the tables
 * as Markdown (the twins' only when measured).
 */
export function printReport(options: {
  config: (typeof thresholds)["lighthouse"];
  anchors: Record<string, Partial<Record<Figure, number>>>;
  results: Record<string, Summary>;
  twinResults: Record<string, Summary>;
  singleRunPages: string[];
  twinBaseUrl: string | undefined;
  mobileRuns: number;
  full: boolean;
}): { failures: string[]; markdown: string } {
  const { config, results, twinResults, twinBaseUrl } = options;
  const anchors = Object.entries(options.anchors);
  const failures: string[] = [];
  const lines = [
    `| figure | ${Object.keys(results).join(" | ")} | aim (mobile / desktop) | gate (mobile / desktop) | ${anchors.map(([name]) => name).join(" | ")} |`,
    `|---|${Object.keys(results)
      .map(() => "---:")
      .join("|")}|---:|---:|${anchors.map(() => "---:").join("|")}|`,
  ];
  for (const figure of FIGURES) {
    const cells = Object.entries(results).map(([column, summary]) => {
      const formFactor = column.endsWith("desktop") ? "desktop" : "mobile";
      const value = summary[figure];
      const singleRun = options.singleRunPages.some((page) => column === `${page} ${formFactor}`);
      const rule = singleRun && !SINGLE_RUN_GATES.includes(figure) ? undefined : limitFor(figure, formFactor, config);
      const ok = meets(rule, value);
      if (!ok) failures.push(`${column} ${figure}: ${show(figure, value)} (limit ${show(figure, rule?.limit)})`);
      const aimMet = meets(limitFor(figure, formFactor, config.aims), value);
      return `${show(figure, value)}${ok ? (aimMet ? "" : " ~") : " ✗"}`;
    });
    const limitsOf = (rules: Limits) =>
      (["mobile", "desktop"] as const).map((f) => show(figure, limitFor(figure, f, rules)?.limit) || "-").join(" / ");
    const anchorCells = anchors.map(([, anchor]) => show(figure, anchor[figure]) || "-");
    lines.push(
      `| ${figure} | ${cells.join(" | ")} | ${limitsOf(config.aims)} | ${limitsOf(config)} | ${anchorCells.join(" | ")} |`,
    );
  }
  const table = lines.join("\n");
  const twinTable = [
    "| page | TBT page | TBT twin | page − twin | page runs (min–max) | twin runs (min–max) | FCP / LCP page | FCP / LCP twin |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...Object.entries(twinResults).map(([column, twin]) => {
      const page = results[column];
      if (!page) throw new Error(`audit: twin figures for ${column} without the page's`);
      return `| ${column} | ${ms(page.tbtMs)} | ${ms(twin.tbtMs)} | ${signedMs(page.tbtMs - twin.tbtMs)} | ${range(page)} | ${range(twin)} | ${paints(page)} | ${paints(twin)} |`;
    }),
  ].join("\n");

  console.log(table);
  console.log("\n✗ misses a gate (fails the build); ~ within the gate but misses issue 4's aim.");
  if (twinBaseUrl) {
    console.log(
      `\nBlocking time beside the script-free twin (the same HTML without scripts, from ${twinBaseUrl}; ` +
        `medians of ${options.mobileRuns} runs each, taken in turns):\n`,
    );
    console.log(twinTable);
    console.log(
      "\nThe twin runs no script, so its blocking time is the browser's own work on this machine now; " +
        "page − twin estimates what the site's scripts add. Informative, not a gate.",
    );
  } else if (options.full) {
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
  return { failures, markdown: `${table}\n\n${twinBaseUrl ? `${twinTable}\n` : ""}` };
}
