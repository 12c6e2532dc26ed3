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

/** Removes every copy of the provider's script. */
function removeProviderScript(doc: Document): void {
  for (const script of doc.querySelectorAll(`script[src="${PROVIDER_SCRIPT_SRC}"]`)) script.remove();
}

/** What the provider told us, once the message has been proven to come from our own frame. */
export type ProviderMessage =
  { kind: "event_scheduled"; eventUri: string | null; inviteeUri: string | null } | { kind: "other"; name: string };

/** The string at `payload[key].uri`, else null (reading a property of any other value gives undefined). */
function uriAt(payload: unknown, key: "event" | "invitee"): string | null {
  const uri = (payload as Partial<Record<string, { uri?: unknown }>> | null | undefined)?.[key]?.uri;
  return typeof uri === "string" ? uri : null;
}

/**
 * Reads a `postMessage` from the provider. Anything not sent by our own iframe's window
 * from https://calendly.com is ignored (null): a forged message from the page itself,
 * from another frame or from another origin must never show a booking confirmation.
 */
export function readProviderMessage(
  event: Pick<MessageEvent, "origin" | "source" | "data">,
  frame: HTMLIFrameElement | null,
): ProviderMessage | null {
  if (event.origin !== PROVIDER_ORIGIN) return null;
  const frameWindow = frame?.contentWindow;
  if (!frameWindow || event.source !== frameWindow) return null;
  // Object() gives a primitive's wrapper, whose `event` is undefined.
  const { event: name, payload } = Object(event.data) as { event?: unknown; payload?: unknown };
  if (typeof name !== "string" || !name.startsWith("calendly.")) return null;
  if (name === "calendly.event_scheduled")
    return { kind: "event_scheduled", eventUri: uriAt(payload, "event"), inviteeUri: uriAt(payload, "invitee") };
  return { kind: "other", name };
}

type CalendlyGlobal = { initInlineWidget?: (options: { url: string; parentElement: Element }) => void };

export type SchedulerStatus = "loading" | "ready" | "failed";

type MountSchedulerOptions = {
  /** The `.calendly-inline-widget` element (with `data-auto-load="false"`) the provider fills with its iframe. */
  container: HTMLElement;
  /** The embedded event URL (the same as the container's data-url). */
  url: string;
  onStatus: (status: SchedulerStatus) => void;
  onScheduled: (message: Extract<ProviderMessage, { kind: "event_scheduled" }>) => void;
  /** How long the provider gets to show its scheduler before the fallback appears. */
  timeoutMs: number;
};

/**
 * Loads the provider into `container` and watches it: "ready" once its iframe has loaded
 * (or our frame has spoken), "failed" if the script errors or is blocked, or if nothing is
 * ready after the timeout. Returns a function that removes the script, the iframe and
 * every listener and timer, safe to call before the script has even arrived.
 */
export function mountScheduler({
  container,
  url,
  onStatus,
  onScheduled,
  timeoutMs,
}: MountSchedulerOptions): () => void {
  const doc = container.ownerDocument;
  const win = doc.defaultView ?? window;
  let ready = false;
  let scriptFailed = false;
  let disposed = false;

  const findFrame = () => container.querySelector("iframe");

  const markReady = () => {
    if (ready || disposed || scriptFailed) return;
    ready = true;
    win.clearTimeout(timer);
    onStatus("ready");
  };

  // Adding the same listener to a frame again changes nothing (the DOM keeps one copy).
  const observer = new MutationObserver(() => findFrame()?.addEventListener("load", markReady, { once: true }));
  observer.observe(container, { childList: true, subtree: true });

  const onMessage = (event: MessageEvent) => {
    const message = readProviderMessage(event, findFrame());
    if (!message) return;
    markReady();
    if (message.kind === "event_scheduled") onScheduled(message);
  };
  win.addEventListener("message", onMessage);

  const onScriptLoad = () => {
    // The container opts out of the script's auto-loader (data-auto-load="false"), which would
    // set an inline style attribute the CSP refuses; the iframe is built here, once.
    if (findFrame() || container.hasAttribute("data-processed")) return;
    const calendly = (win as unknown as { Calendly?: CalendlyGlobal }).Calendly;
    if (typeof calendly?.initInlineWidget === "function") {
      container.setAttribute("data-processed", "true");
      calendly.initInlineWidget({ url, parentElement: container });
    }
  };
  const onScriptError = () => {
    if (ready || disposed) return;
    scriptFailed = true;
    win.clearTimeout(timer);
    onStatus("failed");
  };

  // A fresh element each time: a copy left from an earlier visit would not fire "load" again.
  removeProviderScript(doc);
  const script = doc.createElement("script");
  script.src = PROVIDER_SCRIPT_SRC;
  script.async = true;
  script.addEventListener("load", onScriptLoad);
  script.addEventListener("error", onScriptError);

  const timer = win.setTimeout(() => {
    if (!ready && !disposed) onStatus("failed");
  }, timeoutMs);

  onStatus("loading");
  doc.body.appendChild(script);

  return () => {
    disposed = true;
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
function consentStorage<T>(win: Window, read: (storage: Storage) => T, otherwise: T): T {
  try {
    return read(win.sessionStorage);
  } catch {
    return otherwise;
  }
}

/** Whether the visitor agreed to load the scheduler earlier in this browser tab. */
export const hasSessionConsent = (win: Window = window): boolean =>
  consentStorage(win, (storage) => storage.getItem(CONSENT_STORAGE_KEY) === CONSENT_GRANTED, false);

/** Forgets the choice (the visitor hid the calendar again: consent withdrawn). */
export const forgetSessionConsent = (win: Window = window): void =>
  consentStorage(win, (storage) => storage.removeItem(CONSENT_STORAGE_KEY), undefined);

/** Remembers the choice for this tab. */
export const rememberSessionConsent = (win: Window = window): void =>
  consentStorage(win, (storage) => storage.setItem(CONSENT_STORAGE_KEY, CONSENT_GRANTED), undefined);
