// The one script every page inlines (compiled and minified by Astro from the layout's <script src>,
// hashed into the CSP after the build). The platform does the rest: `scroll-behavior` and
// `scroll-margin-top` scroll to sections, `popover` runs the mobile menu, and the browser itself
// exposes whether the menu button's popover is open (tests/e2e/mobile-menu.spec.ts reads it from
// Chromium's accessibility tree). This adds only what HTML and CSS cannot do. Every link works
// the same without it.

/** After arriving on the home page from another page, the section scroll waits this long. */
const SCROLL_AFTER_NAVIGATION_MS = 100;
/** ...and for the web fonts, but no longer than this: on a slow network the visitor should not wait for them. */
const FONT_WAIT_LIMIT_MS = 1000;

const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Moves keyboard focus to the section without a second jump (the scroll is the browser's). */
function focusSection(section: HTMLElement) {
  if (!section.hasAttribute("tabindex")) section.setAttribute("tabindex", "-1");
  section.focus({ preventScroll: true });
}

function sectionOf(link: HTMLAnchorElement): HTMLElement | null {
  return link.hash.length > 1 ? document.getElementById(decodeURIComponent(link.hash.slice(1))) : null;
}

// Links, by event delegation so it works for every link on the page.
document.addEventListener("click", (event) => {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[href]");
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
  if (!link || event.defaultPrevented || modified) return;
  // A tap on a link in the open mobile menu closes it.
  link.closest<HTMLElement>("[popover]")?.hidePopover();
  // Same page: the browser scrolls (smoothly unless reduced motion) and records the hash.
  // Another page's section is a plain navigation; the home page takes it from there.
  if (link.origin !== location.origin || link.pathname !== location.pathname) return;
  const section = sectionOf(link);
  if (section) setTimeout(() => focusSection(section));
});

/**
 * Arriving from another page of the site at a section (`/#services`): show the page from the
 * top, then scroll to the section ~100 ms later. The browser's own jump to the fragment is
 * held back by taking the fragment out of the address until then. Nothing is stored.
 */
function scrollToRequestedSection() {
  const section = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  const from = document.referrer ? new URL(document.referrer) : null;
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const cameFromOtherPage = from?.origin === location.origin && from.pathname !== location.pathname;
  if (!section || !cameFromOtherPage || entry?.type !== "navigate") return;
  const hash = location.hash;
  history.replaceState(history.state, "", location.pathname + location.search);
  scrollTo({ top: 0, behavior: "instant" });
  // After the web fonts too (text that reflows mid-scroll would leave the section off target),
  // unless they are slow: then the browser's scroll anchoring keeps the section in place.
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const fonts = Promise.race([document.fonts.ready, wait(FONT_WAIT_LIMIT_MS)]);
  // When the ~100 ms started: the delay is measured from here (tests/e2e/navigation.spec.ts).
  performance.mark("section-wait");
  void Promise.all([wait(SCROLL_AFTER_NAVIGATION_MS), fonts]).then(() => {
    // When the scroll was asked for; the first scroll event follows at the browser's next frames.
    performance.mark("section-scroll");
    history.replaceState(history.state, "", hash);
    section.scrollIntoView({ behavior: reducedMotion() ? "auto" : "smooth", block: "start" });
    focusSection(section);
  });
}

// A prerendered page (Speculation Rules) runs this before the visitor arrives; wait for that.
function whenShown(run: () => void) {
  if ((document as { prerendering?: boolean }).prerendering)
    document.addEventListener("prerenderingchange", run, { once: true });
  else run();
}

whenShown(() => {
  scrollToRequestedSection();

  // The not-found page names the path the visitor tried.
  if (document.querySelector("[data-not-found]"))
    console.error(`404 Error: User attempted to access non-existent route: ${location.pathname}`);
});

export {};
