// The client directive of the booking island (`client:after-first-paint`, registered in
// astro.config.ts). Its code loads once the page has loaded and painted: fetched and run
// earlier, it competes with the HTML and fonts that paint the page (a mobile Lighthouse run
// measured /booking's FCP 1.08 s, LCP 1.78 s). If it cannot load (a deploy removed the chunk, a
// network error, a script that throws), the fallback the page carries replaces the waiting state.
//
// A press that comes before the island is live (the consent button shows in the HTML well before
// then: 1.0-1.7 s on a phone-speed CPU) is not lost: this script runs in the page's head, notes a
// press on a control marked `data-hydrate-on-press`, hydrates the island at once, and hands the press to
// it as a click once React listens (React hydrates a root synchronously to dispatch a click).
import type { ClientDirective } from "astro";

/** Per island not yet live: the control pressed (Enter and Space on a button are clicks too). */
const earlyPresses = new Map<Element, HTMLElement>();
/** Per island whose directive has run and whose hydration has not started: starts it now. */
const hydrateNow = new Map<Element, () => void>();

addEventListener(
  "click",
  (event) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>("[data-hydrate-on-press]");
    // Astro removes `ssr` once React hydrates the island; from then on React takes the press itself.
    const island = control?.closest("astro-island[ssr]");
    if (!control || !island) return;
    earlyPresses.set(island, control);
    hydrateNow.get(island)?.();
  },
  { capture: true },
);

/** After the load event (fonts included) and the first contentful paint, plus one frame. */
function afterFirstPaint(run: () => void) {
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(run));
  const afterPaint = () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return afterNextFrame();
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      afterNextFrame();
    }).observe({ type: "paint", buffered: true });
  };
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
}

/** Puts the page's fallback (a <template> whose id is the directive's value) in the island's slot. */
function showFallback(island: HTMLElement, templateId: unknown) {
  const fallback = typeof templateId === "string" ? document.getElementById(templateId) : null;
  const slot = island.querySelector("[data-island-fallback-slot]");
  if (!(fallback instanceof HTMLTemplateElement) || !slot) return;
  slot.replaceChildren(fallback.content.cloneNode(true));
  island.querySelector("[aria-busy]")?.setAttribute("aria-busy", "false");
}

const afterFirstPaintDirective: ClientDirective = (load, options, island) => {
  // Astro reports a chunk that failed to load (after its one retry) with this event; the
  // fallback answers it, so Astro's console message is not needed.
  island.addEventListener(
    "astro:hydration-error",
    (event) => {
      event.preventDefault();
      showFallback(island, options.value);
    },
    { once: true },
  );
  // Runs once: the first call takes it out of hydrateNow.
  const hydrate = () => {
    if (!hydrateNow.delete(island)) return;
    // A failed import is reported by Astro as astro:hydration-error (above), not thrown here.
    void load()
      .then((hydrateIsland) => hydrateIsland())
      .then(() => {
        const control = earlyPresses.get(island);
        earlyPresses.delete(island);
        control?.click();
      });
  };
  hydrateNow.set(island, hydrate);
  const start = () => afterFirstPaint(hydrate);
  if (earlyPresses.has(island)) hydrate();
  // A prerendered page (Speculation Rules) waits until the visitor arrives.
  else if ((document as { prerendering?: boolean }).prerendering)
    document.addEventListener("prerenderingchange", start, { once: true });
  else start();
};

export default afterFirstPaintDirective;
