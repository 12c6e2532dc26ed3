// The gate's reason as the editor receives it (scripts/gate-report.ts → the "Content gate" check
// run's summary → editor/save-status/): the problems the gate printed, in its own words.
import { describe, expect, it } from "vitest";
import { gateReport } from "../../scripts/gate-report.ts";
import { GATE_CHECK_NAME, verdictOf } from "../../editor/save-status/verdict.ts";

const renderedPagesLog = `
==> every page in Chromium and Firefox, both consent modes, 360/1440 px (booking also 320) (side by side)
check-rendered-pages: 2 problem(s) in 17 pages (click-to-load) × 360/1440/320 (booking) px × chromium, firefox (80.1 s):
  - chromium 360 px, click-to-load, de /de/: a word too long for the line, broken without a hyphen: "Personalberatungsgesellschaft" in <h1>
  - firefox 360 px, click-to-load, de /de/: a word too long for the line, broken without a hyphen: "Personalberatungsgesellschaft" in <h1>

==> Summary (95 s)
  PASS  build (content as shipped: consent click-to-load), side by side (40 s)
  FAIL  every page in Chromium and Firefox, both consent modes, 360/1440 px (booking also 320), side by side (80 s)
`;

describe("the gate's report for the editor", () => {
  it("lists each problem the pages check printed, page, width and engine first", () => {
    const { summary } = gateReport(renderedPagesLog, false);
    expect(summary.split("\n")).toEqual([
      'chromium 360 px, click-to-load, de /de/: a word too long for the line, broken without a hyphen: "Personalberatungsgesellschaft" in <h1>',
      'firefox 360 px, click-to-load, de /de/: a word too long for the line, broken without a hyphen: "Personalberatungsgesellschaft" in <h1>',
    ]);
  });

  it("a content file the build refuses: its file, field and problem", () => {
    const log = "Invalid content:\n  - content/site.yml: email: must be a valid email address\n";
    expect(gateReport(log, false).summary).toBe("content/site.yml: email: must be a valid email address");
  });

  it("no problem line: the stages that failed", () => {
    const log =
      "==> Summary (20 s)\n  PASS  build (10 s)\n  FAIL  HTML validity, internal links, byte budgets, side by side (9 s)\n";
    expect(gateReport(log, false).summary).toContain("HTML validity, internal links, byte budgets");
  });

  it("is what the editor shows after 'Not published:', under the name the editor looks for", () => {
    const { title, summary } = gateReport(renderedPagesLog, false);
    const verdict = verdictOf(
      [{ name: GATE_CHECK_NAME, status: "completed", conclusion: "failure", output: { title, summary } }],
      undefined,
      "/de/",
    );
    expect(verdict).toMatchObject({ state: "refused", stage: "gate", reason: summary });
  });
});
