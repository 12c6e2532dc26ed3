// The content gate's verdict where the editor can read it: a check run named "Content gate" on the
// pushed commit, whose summary is the gate's own list of problems (page, width, engine and
// problem, as tests/pages/check-rendered-pages.mjs and the content's validation print them). The
// editor's save status shows that summary after "Not published:" (editor/save-status/).
//
//   node scripts/gate-report.ts LOG passed|failed   prints the check run's JSON for `gh api --input -`
//                                                   and adds the verdict to $GITHUB_STEP_SUMMARY
import { appendFileSync, readFileSync } from "node:fs";
import { GATE_CHECK_NAME } from "../editor/save-status/verdict.ts";

/** At most this many problems in the summary; GitHub keeps up to 65,535 characters. */
const MAX_PROBLEMS = 10;

/**
 * The gate's reason from its log: each problem line ("  - …") the checks printed, else the stages
 * that failed, else the log's last lines.
 */
export function gateReport(log: string, passed: boolean) {
  if (passed)
    return { title: "Passed", summary: "The content gate passed: every page, both languages, 360 and 1440 px." };
  const lines = log.split(/\r?\n/);
  const problems = [
    ...new Set(lines.filter((line) => /^\s{2}- \S/.test(line)).map((line) => line.replace(/^\s*- /, "").trim())),
  ];
  const failedStages = lines
    .filter((line) => /^\s*FAIL\s{2}/.test(line))
    .map((line) => line.trim().replace(/^FAIL\s+/, ""));
  let summary: string;
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_PROBLEMS);
    const more = problems.length - shown.length;
    summary = [...shown, ...(more > 0 ? [`… and ${more} more (see the run's log)`] : [])].join("\n");
  } else if (failedStages.length > 0) {
    summary = `These checks failed: ${failedStages.join("; ")}. The run's log on GitHub names the problem.`;
  } else {
    summary = lines
      .filter((line) => line.trim())
      .slice(-15)
      .join("\n");
  }
  return { title: "The content gate refused this change", summary };
}

if (import.meta.main) {
  const [logFile, verdict] = process.argv.slice(2);
  if (!logFile || !["passed", "failed"].includes(verdict ?? ""))
    throw new Error("usage: node scripts/gate-report.ts LOG passed|failed");
  const passed = verdict === "passed";
  const { title, summary } = gateReport(readFileSync(logFile, "utf8"), passed);
  if (process.env.GITHUB_STEP_SUMMARY)
    appendFileSync(
      process.env.GITHUB_STEP_SUMMARY,
      `## ${GATE_CHECK_NAME}: ${title}\n\n${summary.replace(/^/gm, "    ")}\n`,
    );
  process.stdout.write(
    JSON.stringify({
      name: GATE_CHECK_NAME,
      head_sha: process.env.GITHUB_SHA,
      status: "completed",
      conclusion: passed ? "success" : "failure",
      output: { title, summary },
    }),
  );
}
