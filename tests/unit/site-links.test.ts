import { describe, expect, it } from "vitest";
import { siteLinks } from "../../app/components/layout/SiteHeader.tsx";
import { PAGES } from "../../app/page-table.ts";
import type { Locale } from "../../shared/locales.ts";
import { content } from "../support/content.ts";

// Scrolling, focus and the delayed scroll after arriving from another page are the browser's
// and the site script's: tests/e2e/navigation.spec.ts checks them in a real browser.

/** The nav items' links on the booking page of `locale` (a site without articles or roles: only the sections). */
const sectionHrefs = (locale: Locale) =>
  siteLinks({ page: "booking", locale, common: content.words[locale].common, languageSwitch: PAGES.booking.paths }).map(
    (link) => link.href,
  );
const sections = (locale: Locale) => content.words[locale].common.nav.items.map((item) => item.section);

describe("siteLinks", () => {
  it("links each nav item to its section on the home page, a real link", () => {
    expect(sectionHrefs("en")).toEqual(sections("en").map((section) => `/#${section}`));
  });

  it("points at the home page of the page's language", () => {
    expect(sectionHrefs("de")).toEqual(sections("de").map((section) => `/de/#${section}`));
  });
});
