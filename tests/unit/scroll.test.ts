// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prefersReducedMotion, scrollToSection, SECTION_IDS, sectionHref } from "../../app/lib/scroll.ts";

/** jsdom has no layout, so scrolling and media queries are recorded instead of performed. */
const scrollIntoView = vi.fn();

function setReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: reduce && query === "(prefers-reduced-motion: reduce)",
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
}

beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  document.body.innerHTML = SECTION_IDS.map((id) => `<section id="${id}"><h2>${id}</h2></section>`).join("");
  window.history.replaceState(null, "", "/");
  setReducedMotion(false);
});

afterEach(() => {
  scrollIntoView.mockReset();
  document.body.innerHTML = "";
});

describe("sectionHref", () => {
  it("is a real link to the section on the home page", () => {
    expect(SECTION_IDS.map((id) => sectionHref(id))).toEqual(["/#about", "/#services", "/#values", "/#contact"]);
  });

  it("points at the home page of the page's language", () => {
    expect(sectionHref("values", "/de/")).toBe("/de/#values");
  });
});

describe("scrollToSection", () => {
  it("scrolls smoothly to the top of the section by default", () => {
    expect(scrollToSection("services")).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("services"));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
  });

  it("jumps instantly when the visitor prefers reduced motion", () => {
    setReducedMotion(true);
    expect(prefersReducedMotion()).toBe(true);
    scrollToSection("values");
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  });

  it("records the section in the address bar, once", () => {
    const before = window.history.length;
    scrollToSection("contact");
    expect(window.location.hash).toBe("#contact");
    expect(window.location.pathname).toBe("/");
    scrollToSection("contact");
    expect(window.history.length).toBe(before + 1);
  });

  it("moves keyboard focus to the section without a second scroll", () => {
    const section = document.getElementById("about")!;
    const focus = vi.spyOn(section, "focus");
    scrollToSection("about");
    expect(document.activeElement).toBe(section);
    expect(section.getAttribute("tabindex")).toBe("-1");
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it("keeps a tabindex the section already has", () => {
    const section = document.getElementById("about")!;
    section.setAttribute("tabindex", "0");
    scrollToSection("about");
    expect(section.getAttribute("tabindex")).toBe("0");
  });

  it("does nothing and reports false when the section is not on the page", () => {
    document.body.innerHTML = "<main></main>";
    const focused = document.activeElement;
    expect(scrollToSection("services")).toBe(false);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(window.location.hash).toBe("");
    expect(document.activeElement).toBe(focused);
  });
});

describe("prefersReducedMotion", () => {
  it("is false when the browser has no matchMedia", () => {
    // @ts-expect-error: simulating an environment without matchMedia
    window.matchMedia = undefined;
    expect(prefersReducedMotion()).toBe(false);
  });
});
