import type { SiteFacts } from "../site-data/types.ts";
import { CONSENT_STORAGE_KEY, PROVIDER_ORIGIN, PROVIDER_SCRIPT_SRC } from "../../shared/booking-provider.ts";

/** The embedded scheduler's URL, coloured with the site's own tokens (hex without '#', as Calendly wants). */
export function schedulingEmbedUrl(schedulingUrl: string, colors: SiteFacts["colors"]): string {
  const url = new URL(schedulingUrl);
  const parameters = { background_color: colors.surface, text_color: colors.text, primary_color: colors.accent };
  for (const [name, colour] of Object.entries(parameters))
    url.searchParams.set(name, colour.replace(/^#/, "").toLowerCase());
  return url.toString();
}

const CONSENT_GRANTED = "calendly";

function removeProviderScript(doc: Document): void {
  for (const script of doc.querySelectorAll(`script[src="${PROVIDER_SCRIPT_SRC}"]`)) script.remove();
}

/**
 * The name of a provider event ("calendly.event_scheduled"), read from a `postMessage`. Anything
 * not sent by our own iframe's window from https://calendly.com is ignored (null): a forged message
 * from the page itself, from another frame or from another origin must never show a booking confirmation.
 */
export function readProviderMessage(
  event: Pick<MessageEvent, "origin" | "source" | "data">,
  frame: HTMLIFrameElement | null,
): string | null {
  if (event.origin !== PROVIDER_ORIGIN || !frame?.contentWindow || event.source !== frame.contentWindow) return null;
  // Object() gives a primitive's wrapper, whose `event` is undefined.
  const { event: name } = Object(event.data) as { event?: unknown };
  return typeof name === "string" && name.startsWith("calendly.") ? name : null;
}

type CalendlyGlobal = { initInlineWidget?: (options: { url: string; parentElement: Element }) => void };

export type SchedulerStatus = "loading" | "ready" | "failed";

type MountSchedulerOptions = {
  /** The `.calendly-inline-widget` element (with `data-auto-load="false"`) the provider fills with its iframe of `data-url`. */
  container: HTMLElement;
  onStatus: (status: SchedulerStatus) => void;
  onScheduled: () => void;
  /** How long the provider gets to show its scheduler before the fallback appears. */
  timeoutMs: number;
};

/**
 * Loads the provider into `container` and watches it: "ready" once its iframe has loaded
 * (or our frame has spoken), "failed" if the script errors or is blocked, or if nothing is
 * ready after the timeout. Returns a function that removes the script, the iframe and
 * every listener and timer, safe to call before the script has even arrived.
 */
export function mountScheduler({ container, onStatus, onScheduled, timeoutMs }: MountSchedulerOptions): () => void {
  const doc = container.ownerDocument;
  const win = doc.defaultView ?? window;
  // Ready, failed by the script, or disposed: nothing more to report. A timeout's failure is not
  // final: a scheduler that arrives late is still shown.
  let settled = false;
  const settle = (status: SchedulerStatus) => {
    if (settled) return;
    settled = true;
    win.clearTimeout(timer);
    onStatus(status);
  };
  const markReady = () => settle("ready");

  const findFrame = () => container.querySelector("iframe");

  // Adding the same listener to a frame again changes nothing (the DOM keeps one copy).
  const observer = new MutationObserver(() => findFrame()?.addEventListener("load", markReady, { once: true }));
  observer.observe(container, { childList: true, subtree: true });

  const onMessage = (event: MessageEvent) => {
    const name = readProviderMessage(event, findFrame());
    if (!name) return;
    markReady();
    if (name === "calendly.event_scheduled") onScheduled();
  };
  win.addEventListener("message", onMessage);

  const onScriptLoad = () => {
    // The container opts out of the script's auto-loader (data-auto-load="false"), which would
    // set an inline style attribute the CSP refuses; the iframe is built here, once.
    if (findFrame() || container.hasAttribute("data-processed")) return;
    const calendly = (win as unknown as { Calendly?: CalendlyGlobal }).Calendly;
    if (typeof calendly?.initInlineWidget === "function") {
      container.setAttribute("data-processed", "true");
      calendly.initInlineWidget({ url: container.dataset.url!, parentElement: container });
    }
  };
  const onScriptError = () => settle("failed");

  // A fresh element each time: a copy left from an earlier visit would not fire "load" again.
  removeProviderScript(doc);
  const script = doc.createElement("script");
  script.src = PROVIDER_SCRIPT_SRC;
  script.async = true;
  script.addEventListener("load", onScriptLoad);
  script.addEventListener("error", onScriptError);

  const timer = win.setTimeout(() => onStatus("failed"), timeoutMs);

  onStatus("loading");
  doc.body.appendChild(script);

  return () => {
    settled = true;
    win.clearTimeout(timer);
    observer.disconnect();
    win.removeEventListener("message", onMessage);
    script.removeEventListener("load", onScriptLoad);
    script.removeEventListener("error", onScriptError);
    removeProviderScript(doc);
    container.replaceChildren();
    // Lets the script process this element again if the same element is reused.
    container.removeAttribute("data-processed");
  };
}

/**
 * The visitor's choice, kept for this tab only (sessionStorage, never a cookie). Storage can be
 * disabled: then nothing is remembered, the choice lasts until the visitor leaves the page, and
 * the visitor is simply asked again.
 */
function inTabStorage<T>(win: Window, access: (storage: Storage) => T): T | undefined {
  try {
    return access(win.sessionStorage);
  } catch {
    return undefined;
  }
}

/** Whether the visitor agreed to load the scheduler earlier in this browser tab. */
export const hasSessionConsent = (win: Window = window): boolean =>
  inTabStorage(win, (storage) => storage.getItem(CONSENT_STORAGE_KEY) === CONSENT_GRANTED) ?? false;

/** Remembers the choice for this tab, or forgets it (the visitor hid the calendar again: consent withdrawn). */
export const storeSessionConsent = (given: boolean, win: Window = window): void =>
  inTabStorage(win, (storage) =>
    given ? storage.setItem(CONSENT_STORAGE_KEY, CONSENT_GRANTED) : storage.removeItem(CONSENT_STORAGE_KEY),
  );
