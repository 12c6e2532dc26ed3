import { describe, expect, it } from "vitest";
import { sectionHref } from "../../app/lib/scroll.ts";
import { SECTION_IDS } from "../../shared/sections.ts";

// Scrolling, focus and the delayed scroll after arriving from another page are the browser's
// and the site script's: tests/e2e/navigation.spec.ts checks them in a real browser.

describe("sectionHref", () => {
  it("is a real link to the section on the home page", () => {
    expect(SECTION_IDS.map((id) => sectionHref(id))).toEqual(SECTION_IDS.map((id) => `/#${id}`));
  });

  it("points at the home page of the page's language", () => {
    expect(sectionHref("values", "/de/")).toBe("/de/#values");
  });
});
