/** Section ids on the home page that the navigation can scroll to. */
export const SECTION_IDS = ["about", "services", "values", "contact"] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** How long to wait after navigating home before scrolling, so the page has rendered. */
export const SCROLL_AFTER_NAVIGATION_MS = 100;

/** The real link behind a section nav item, on the home page of the page's language; it works without JavaScript. */
export function sectionHref(id: SectionId, homePath = "/"): string {
  return `${homePath}#${id}`;
}

export function prefersReducedMotion(win: Window = window): boolean {
  return win.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * Scrolls to a section smoothly (instantly when the visitor asks for reduced motion),
 * records it in the address bar and moves keyboard focus there. Returns false if the
 * section is not on the page.
 */
export function scrollToSection(id: string, doc: Document = document): boolean {
  const target = doc.getElementById(id);
  if (!target) return false;
  const win = doc.defaultView ?? window;
  target.scrollIntoView({ behavior: prefersReducedMotion(win) ? "auto" : "smooth", block: "start" });
  if (win.location.hash !== `#${id}`) {
    win.history.pushState(win.history.state, "", `#${id}`);
  }
  // Move focus for keyboard and screen-reader users without a second jump.
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return true;
}
