// The stand-in for Calendly's script and frame, as text: Playwright (tests/e2e/support/calendly-stand-in.ts)
// and the Firefox checks (tests/pages/) serve it in place of the provider's.

/** URIs the stand-in frame reports for a booking, shaped like Calendly's API URIs. */
export const STAND_IN_EVENT_URI = "https://api.calendly.com/scheduled_events/STAND-IN-EVENT";
export const STAND_IN_INVITEE_URI =
  "https://api.calendly.com/scheduled_events/STAND-IN-EVENT/invitees/STAND-IN-INVITEE";

/**
 * Calendly cannot be reached from here, so its script and frame are intercepted. The stand-in
 * script does what public copies of widget.js do (Calendly._autoLoadInlineWidgets,
 * Calendly.initInlineWidget and Calendly.Iframe):
 * - on load it builds every `.calendly-inline-widget` that has neither `data-processed` nor
 *   `data-auto-load="false"`, marking it `data-processed`, with inline styles: it sets the
 *   container's style attribute (a CSP without 'unsafe-inline' refuses that);
 * - `initInlineWidget({ url, parentElement })` builds without inline styles and does not mark
 *   the container;
 * - phones are told apart by user agent, as widget.js's isMobile does: with inline styles they
 *   get overflow rules too, without them the class `calendly-mobile`;
 * - each build appends a `div.calendly-spinner` (three `calendly-bounceN` children) and then the
 *   iframe, whose URL carries `embed_domain`, `embed_type=Inline`, the host page's `utm_*`
 *   parameters and the widget URL's own query.
 * The stand-in frame is a small page on https://calendly.com.
 */
export const STAND_IN_SCRIPT = `(() => {
  window.__calendlyScriptRuns = (window.__calendlyScriptRuns || 0) + 1;
  const isMobile = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini/i.test(navigator.userAgent);
  const UTM = ["utm_campaign", "utm_source", "utm_medium", "utm_content", "utm_term"];
  function frameSource(url) {
    const [base, query = ""] = url.split("#")[0].split("?");
    const params = { embed_domain: location.host, embed_type: "Inline" };
    const host = new URLSearchParams(location.search);
    for (const key of UTM) if (host.has(key)) params[key] = host.get(key);
    new URLSearchParams(query).forEach((value, key) => { params[key] = value; });
    return base + "?" + Object.entries(params).map(([key, value]) => key + "=" + encodeURIComponent(value)).join("&");
  }
  function format(parent, inlineStyles) {
    if (isMobile) {
      if (inlineStyles) parent.setAttribute("style", "position: relative;overflow-y:auto;-webkit-overflow-scrolling:touch;" + parent.getAttribute("style"));
      else parent.className += " calendly-mobile";
    } else if (inlineStyles) {
      parent.setAttribute("style", "position: relative;" + parent.getAttribute("style"));
    }
  }
  function build({ parentElement, url, inlineStyles }) {
    const frame = document.createElement("iframe");
    frame.src = frameSource((url || parentElement.getAttribute("data-url")));
    frame.title = "Select a Date & Time - Calendly";
    frame.width = "100%";
    frame.height = "100%";
    frame.frameBorder = "0";
    format(parentElement, inlineStyles);
    const spinner = document.createElement("div");
    spinner.className = "calendly-spinner";
    for (const n of [1, 2, 3]) {
      const bounce = document.createElement("div");
      bounce.className = "calendly-bounce" + n;
      spinner.appendChild(bounce);
    }
    parentElement.appendChild(spinner);
    parentElement.appendChild(frame);
  }
  window.Calendly = {
    initInlineWidget(options) {
      if (options.url) build({ ...options, inlineStyles: false });
    },
  };
  document.querySelectorAll(".calendly-inline-widget").forEach((element) => {
    if (element.getAttribute("data-processed") || element.getAttribute("data-auto-load") === "false") return;
    element.setAttribute("data-processed", true);
    build({ parentElement: element, inlineStyles: true });
  });
})();`;

/**
 * Like Calendly's event page, the stand-in frame tells its parent what happens with
 * postMessage: the event type on load, and the booking when "Schedule Event" is pressed.
 */
export const STAND_IN_FRAME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in scheduler</title></head>
<body><h1>Stand-in scheduler</h1><p id="url"></p><button type="button" id="schedule" disabled>Schedule Event</button>
<script>
document.getElementById("url").textContent = location.href;
function tell(event, payload) { parent.postMessage({ event, payload }, "*"); }
tell("calendly.event_type_viewed", {});
tell("calendly.page_height", { height: "700px" });
// Like the real page, the button works once the page's script runs (Playwright waits for it).
const schedule = document.getElementById("schedule");
schedule.addEventListener("click", () => {
  tell("calendly.date_and_time_selected", {});
  tell("calendly.event_scheduled", {
    event: { uri: ${JSON.stringify(STAND_IN_EVENT_URI)} },
    invitee: { uri: ${JSON.stringify(STAND_IN_INVITEE_URI)} },
  });
});
schedule.disabled = false;
</script></body></html>`;
