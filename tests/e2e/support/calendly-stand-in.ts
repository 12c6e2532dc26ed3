import type { Page, Route } from "@playwright/test";

export const PROVIDER_SCRIPT_URL = "https://assets.calendly.com/assets/external/widget.js";

/**
 * Calendly cannot be reached from here, so its script and frame are intercepted.
 * The stand-in script behaves like the real one: it turns every unprocessed
 * `.calendly-inline-widget[data-url]` into an iframe of that URL and exposes
 * `Calendly.initInlineWidget`. The stand-in frame is a small page on https://calendly.com.
 */
const STAND_IN_SCRIPT = `(() => {
  window.__calendlyScriptRuns = (window.__calendlyScriptRuns || 0) + 1;
  function build(parent, url) {
    const frame = document.createElement("iframe");
    frame.src = url + (url.includes("?") ? "&" : "?") + "embed_domain=" + location.host + "&embed_type=Inline";
    frame.title = "Select a Date & Time - Calendly";
    frame.width = "100%";
    frame.height = "100%";
    frame.setAttribute("frameborder", "0");
    parent.appendChild(frame);
  }
  function processAll() {
    document.querySelectorAll(".calendly-inline-widget[data-url]").forEach((el) => {
      if (el.getAttribute("data-processed")) return;
      el.setAttribute("data-processed", "true");
      build(el, el.getAttribute("data-url"));
    });
  }
  window.Calendly = { initInlineWidget: ({ url, parentElement }) => build(parentElement, url) };
  processAll();
})();`;

const STAND_IN_FRAME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in scheduler</title></head>
<body><h1>Stand-in scheduler</h1><p id="url"></p>
<script>document.getElementById("url").textContent = location.href;</script></body></html>`;

export type StandInOptions = {
  /** "ok" serves the stand-in, "blocked" aborts like a privacy extension, "hang" never answers. */
  script?: "ok" | "blocked" | "hang";
};

export async function useCalendlyStandIn(page: Page, options: StandInOptions = {}) {
  const scriptMode = options.script ?? "ok";
  const scriptRequests: string[] = [];
  await page.route(PROVIDER_SCRIPT_URL, async (route: Route) => {
    scriptRequests.push(route.request().url());
    if (scriptMode === "blocked") return route.abort("blockedbyclient");
    if (scriptMode === "hang") return; // never fulfilled
    return route.fulfill({ status: 200, contentType: "text/javascript", body: STAND_IN_SCRIPT });
  });
  await page.route("https://calendly.com/**", (route: Route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: STAND_IN_FRAME }),
  );
  // Anything else from the provider (stylesheets, fonts) is not needed by the stand-in.
  await page.route("https://assets.calendly.com/**", (route: Route) =>
    route.request().url() === PROVIDER_SCRIPT_URL ? route.fallback() : route.abort(),
  );
  return { scriptRequests };
}
