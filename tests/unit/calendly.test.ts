// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  hasSessionConsent,
  mountScheduler,
  readProviderMessage,
  storeSessionConsent,
  type SchedulerStatus,
} from "../../app/lib/calendly.ts";
import { PROVIDER_ORIGIN, PROVIDER_SCRIPT_SRC } from "../../shared/booking-provider.ts";

const BOOKED = {
  event: "calendly.event_scheduled",
  payload: {
    event: { uri: "https://api.calendly.com/scheduled_events/E1" },
    invitee: { uri: "https://api.calendly.com/scheduled_events/E1/invitees/I1" },
  },
};

function makeFrame(parent: HTMLElement = document.body): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  parent.appendChild(frame);
  return frame;
}

const scripts = () => document.querySelectorAll<HTMLScriptElement>(`script[src="${PROVIDER_SCRIPT_SRC}"]`);

describe("readProviderMessage", () => {
  afterEach(() => document.body.replaceChildren());

  it("accepts a booking from our own frame on https://calendly.com", () => {
    const frame = makeFrame();
    expect(readProviderMessage({ origin: PROVIDER_ORIGIN, source: frame.contentWindow, data: BOOKED }, frame)).toBe(
      "calendly.event_scheduled",
    );
  });

  it("ignores the right origin when the source is not our frame", () => {
    const ours = makeFrame();
    const other = makeFrame();
    expect(
      readProviderMessage({ origin: PROVIDER_ORIGIN, source: other.contentWindow, data: BOOKED }, ours),
    ).toBeNull();
    expect(readProviderMessage({ origin: PROVIDER_ORIGIN, source: window, data: BOOKED }, ours)).toBeNull();
    expect(readProviderMessage({ origin: PROVIDER_ORIGIN, source: null, data: BOOKED }, ours)).toBeNull();
  });

  it("reads a booking whatever its payload holds", () => {
    const frame = makeFrame();
    for (const payload of [undefined, null, "text", { event: "text", invitee: null }, { event: { uri: 42 } }]) {
      const data = { event: "calendly.event_scheduled", payload };
      expect(readProviderMessage({ origin: PROVIDER_ORIGIN, source: frame.contentWindow, data }, frame)).toBe(
        "calendly.event_scheduled",
      );
    }
  });

  it("ignores our frame's window when the origin is not exactly https://calendly.com", () => {
    const frame = makeFrame();
    for (const origin of ["http://calendly.com", "https://calendly.com.evil.example", "https://evil.example", "null"]) {
      expect(readProviderMessage({ origin, source: frame.contentWindow, data: BOOKED }, frame)).toBeNull();
    }
  });

  it("ignores everything while there is no frame", () => {
    expect(readProviderMessage({ origin: PROVIDER_ORIGIN, source: null, data: BOOKED }, null)).toBeNull();
  });

  it("ignores data that is not a Calendly event", () => {
    const frame = makeFrame();
    for (const data of [
      "calendly.event_scheduled",
      null,
      undefined,
      42,
      [BOOKED],
      { event: 42 },
      { event: "other.event_scheduled" },
    ]) {
      expect(readProviderMessage({ origin: PROVIDER_ORIGIN, source: frame.contentWindow, data }, frame)).toBeNull();
    }
    expect(
      readProviderMessage(
        { origin: PROVIDER_ORIGIN, source: frame.contentWindow, data: { event: "calendly.page_height" } },
        frame,
      ),
    ).toBe("calendly.page_height");
  });
});

describe("mountScheduler", () => {
  let container: HTMLDivElement;
  let statuses: SchedulerStatus[];
  let scheduled: string[];

  const mount = () =>
    mountScheduler({
      container,
      onStatus: (status) => statuses.push(status),
      onScheduled: () => scheduled.push("booked"),
      timeoutMs: 8000,
    });

  /** What the provider's script does: mark the widget and build an iframe inside it. */
  const providerBuildsFrame = () => {
    container.setAttribute("data-processed", "true");
    return makeFrame(container);
  };

  const postFrom = (source: Window | null, origin = PROVIDER_ORIGIN) =>
    window.dispatchEvent(new MessageEvent("message", { origin, source, data: BOOKED }));

  beforeEach(() => {
    vi.useFakeTimers();
    container = document.createElement("div");
    container.dataset.url = "https://calendly.com/example/30min";
    document.body.appendChild(container);
    statuses = [];
    scheduled = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it("adds exactly one provider script and starts in the loading state", () => {
    const dispose = mount();
    expect(scripts()).toHaveLength(1);
    expect(statuses).toEqual(["loading"]);
    dispose();
  });

  it("replaces a leftover script instead of adding a second one", () => {
    mount();
    const dispose = mount();
    expect(scripts()).toHaveLength(1);
    dispose();
  });

  it("removes the script, the iframe and the message listener when disposed", () => {
    const dispose = mount();
    const frame = providerBuildsFrame();
    const frameWindow = frame.contentWindow;
    dispose();
    expect(scripts()).toHaveLength(0);
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.hasAttribute("data-processed")).toBe(false);
    // Put a frame back so only a removed listener can explain the silence.
    container.appendChild(frame);
    postFrom(frameWindow);
    expect(scheduled).toEqual([]);
  });

  it("reports nothing once disposed, even if the script fails or the timeout passes later", () => {
    const dispose = mount();
    const script = scripts()[0];
    dispose();
    script?.dispatchEvent(new Event("error"));
    vi.advanceTimersByTime(10_000);
    expect(statuses).toEqual(["loading"]);
  });

  it("is ready once the provider's iframe has loaded", async () => {
    const dispose = mount();
    const frame = providerBuildsFrame();
    await Promise.resolve(); // MutationObserver callbacks run as microtasks
    frame.dispatchEvent(new Event("load"));
    expect(statuses).toEqual(["loading", "ready"]);
    vi.advanceTimersByTime(10_000);
    expect(statuses).toEqual(["loading", "ready"]);
    dispose();
  });

  it("fails when the script errors (blocked or unreachable)", () => {
    const dispose = mount();
    scripts()[0]?.dispatchEvent(new Event("error"));
    expect(statuses).toEqual(["loading", "failed"]);
    dispose();
  });

  it("fails after 8 seconds without a scheduler, not before", () => {
    const dispose = mount();
    vi.advanceTimersByTime(7_999);
    expect(statuses).toEqual(["loading"]);
    vi.advanceTimersByTime(1);
    expect(statuses).toEqual(["loading", "failed"]);
    dispose();
  });

  it("still shows a scheduler that arrives after the timeout, but not after a script error", async () => {
    const dispose = mount();
    vi.advanceTimersByTime(8_000);
    const frame = providerBuildsFrame();
    await Promise.resolve();
    frame.dispatchEvent(new Event("load"));
    expect(statuses).toEqual(["loading", "failed", "ready"]);
    dispose();

    statuses = [];
    const disposeAgain = mount();
    scripts()[0]?.dispatchEvent(new Event("error"));
    const lateFrame = providerBuildsFrame();
    await Promise.resolve();
    lateFrame.dispatchEvent(new Event("load"));
    expect(statuses).toEqual(["loading", "failed"]);
    disposeAgain();
  });

  it("asks an already-run script to build the widget once when it did not process it", () => {
    const initInlineWidget = vi.fn();
    Object.assign(window, { Calendly: { initInlineWidget } });
    const dispose = mount();
    scripts()[0]?.dispatchEvent(new Event("load"));
    scripts()[0]?.dispatchEvent(new Event("load"));
    expect(initInlineWidget).toHaveBeenCalledTimes(1);
    expect(initInlineWidget).toHaveBeenCalledWith({
      url: "https://calendly.com/example/30min",
      parentElement: container,
    });
    dispose();
    Reflect.deleteProperty(window, "Calendly");
  });

  it("reports a booking only from our own frame on the provider's origin", () => {
    const dispose = mount();
    const frame = providerBuildsFrame();
    const stranger = makeFrame();
    postFrom(window);
    postFrom(stranger.contentWindow);
    postFrom(frame.contentWindow, "https://evil.example");
    expect(scheduled).toEqual([]);
    postFrom(frame.contentWindow);
    expect(scheduled).toHaveLength(1);
    expect(statuses).toEqual(["loading", "ready"]);
    dispose();
  });
});

describe("session consent", () => {
  afterEach(() => sessionStorage.clear());

  it("is absent until remembered, lives in sessionStorage, not in a cookie, and can be forgotten", () => {
    expect(hasSessionConsent()).toBe(false);
    storeSessionConsent(true);
    expect(hasSessionConsent()).toBe(true);
    expect(document.cookie).toBe("");
    storeSessionConsent(false);
    expect(hasSessionConsent()).toBe(false);
  });

  it("treats unavailable storage as no consent", () => {
    const blocked = {
      get sessionStorage(): Storage {
        throw new DOMException("denied", "SecurityError");
      },
    } as unknown as Window;
    expect(hasSessionConsent(blocked)).toBe(false);
    expect(() => storeSessionConsent(true, blocked)).not.toThrow();
  });
});
