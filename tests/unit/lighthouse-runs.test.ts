import { describe, expect, it } from "vitest";
import { firstRunSuffices } from "../../quality/audit-report.ts";
import thresholds from "../../quality/thresholds.json" with { type: "json" };

// The limits and the share come from quality/thresholds.json, as the audit reads them.
const { lighthouse } = thresholds;
const limits = lighthouse.mobile;
const share = lighthouse.gateFirstRunShare ?? 0;
const fcpLimit = limits.fcpMs ?? Number.NaN;
const lcpLimit = limits.lcpMs ?? Number.NaN;

describe("the Lighthouse gate: one mobile run, or the median of more (quality/audit.ts)", () => {
  it("the thresholds gate FCP and LCP on mobile, and the share is a fraction of the limit", () => {
    expect(fcpLimit).toBeGreaterThan(0);
    expect(lcpLimit).toBeGreaterThan(0);
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(1);
  });

  it("takes one run when every gated timing is well within its limit", () => {
    expect(
      firstRunSuffices({ fcpMs: fcpLimit * share, lcpMs: lcpLimit * share * 0.9, tbtMs: 5000 }, limits, share),
    ).toBe(true);
  });

  it.each([
    ["FCP", { fcpMs: fcpLimit * share + 1, lcpMs: 0 }],
    ["LCP", { fcpMs: 0, lcpMs: lcpLimit * share + 1 }],
    ["LCP over its limit", { fcpMs: 0, lcpMs: lcpLimit * 2 }],
    ["LCP not reported", { fcpMs: 0 }],
  ])("takes the median of more runs when %s is near or over its limit", (_, run) => {
    expect(firstRunSuffices(run, limits, share)).toBe(false);
  });

  it("never stops early with a share of 0 (the setting left out)", () => {
    expect(firstRunSuffices({ fcpMs: 1, lcpMs: 1 }, limits, 0)).toBe(false);
  });
});
