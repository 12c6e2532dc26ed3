// The client directive of the booking island (`client:after-first-paint`, registered in
// astro.config.ts). Its code loads once the page has loaded and painted: fetched and run
// earlier, it competes with the HTML and fonts that paint the page (a mobile Lighthouse run
// measured /booking's FCP 1.08 s, LCP 1.78 s). If it cannot load (a deploy removed the chunk, a
// network error, a script that throws), the fallback the page carries replaces the waiting state.
import type { ClientDirective } from "astro";

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
  const start = () =>
    afterFirstPaint(() => {
      // A failed import is reported by Astro as astro:hydration-error (above), not thrown here.
      void load().then((hydrate) => hydrate());
    });
  // A prerendered page (Speculation Rules) waits until the visitor arrives.
  if ((document as { prerendering?: boolean }).prerendering)
    document.addEventListener("prerenderingchange", start, { once: true });
  else start();
};

export default afterFirstPaintDirective;
