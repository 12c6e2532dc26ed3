// The one script every page inlines (compiled and minified by plugins/islands.ts, hashed into
// the CSP after the build). The platform does the rest: `scroll-behavior` and
// `scroll-margin-top` scroll to sections, `popover` runs the mobile menu. This adds only what
// HTML and CSS cannot do. Every link works the same without it.

/** After arriving on the home page from another page, the section scroll waits this long. */
const SCROLL_AFTER_NAVIGATION_MS = 100;

type SectionState = { section?: string };

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
  if (link.origin !== location.origin || link.hash.length < 2) return;
  if (link.pathname === location.pathname) {
    // Same page: the browser scrolls (smoothly unless reduced motion) and records the hash.
    const section = sectionOf(link);
    if (section) setTimeout(() => focusSection(section));
    return;
  }
  // Another page's section (the home page's): go there at the top, then scroll once it has
  // rendered. The section travels in the history entry's state, never in storage; without the
  // Navigation API the real link lands on the section directly.
  const nav = (window as { navigation?: Navigation }).navigation;
  if (!nav) return;
  event.preventDefault();
  nav.navigate(link.pathname, { state: { section: link.hash.slice(1) } satisfies SectionState });
});

/** On the home page after such a navigation: scroll to the section asked for, ~100 ms later. */
function scrollToRequestedSection() {
  const entry = (window as { navigation?: Navigation }).navigation?.currentEntry;
  const { section: id } = (entry?.getState() ?? {}) as SectionState;
  const section = id ? document.getElementById(id) : null;
  if (!section) return;
  setTimeout(() => {
    // Record the section in the address and forget the request, so a reload stays put.
    (window as { navigation?: Navigation }).navigation?.updateCurrentEntry({ state: {} });
    history.replaceState(history.state, "", `#${id}`);
    section.scrollIntoView({ behavior: reducedMotion() ? "auto" : "smooth", block: "start" });
    focusSection(section);
  }, SCROLL_AFTER_NAVIGATION_MS);
}

// A prerendered page (Speculation Rules) runs this before the visitor arrives; wait for that.
function whenShown(run: () => void) {
  if ((document as { prerendering?: boolean }).prerendering)
    document.addEventListener("prerenderingchange", run, { once: true });
  else run();
}

whenShown(() => {
  scrollToRequestedSection();

  // The mobile menu's button announces whether the menu is open.
  for (const menu of document.querySelectorAll<HTMLElement>("[popover][data-menu]")) {
    menu.addEventListener("toggle", (event) => {
      const open = (event as ToggleEvent).newState === "open";
      for (const button of document.querySelectorAll(`[popovertarget="${menu.id}"]`))
        button.setAttribute("aria-expanded", String(open));
    });
  }

  // The not-found page names the path the visitor tried.
  if (document.querySelector("[data-not-found]"))
    console.error(`404 Error: User attempted to access non-existent route: ${location.pathname}`);

  // An island (the booking scheduler) loads its chunk; if that fails (a deploy removed it, a
  // network error), the fallback the page carries replaces the island's waiting state.
  for (const island of document.querySelectorAll<HTMLElement>("[data-island-src]")) {
    import(island.dataset.islandSrc ?? "").catch(() => {
      const fallback = document.getElementById(island.dataset.islandFallback ?? "");
      const slot = island.querySelector("[data-island-fallback-slot]");
      if (!(fallback instanceof HTMLTemplateElement) || !slot) return;
      slot.replaceChildren(fallback.content.cloneNode(true));
      island.querySelector("[aria-busy]")?.setAttribute("aria-busy", "false");
    });
  }
});

export {};
