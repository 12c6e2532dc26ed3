import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { BookingWords } from "../../site-data/types.ts";
import { site } from "../../site-data/site.ts";
import {
  forgetSessionConsent,
  hasSessionConsent,
  rememberSessionConsent,
  schedulingEmbedUrl,
} from "../../lib/calendly.ts";
import { BookingConfirmation } from "./BookingConfirmation.tsx";
import { ConsentGate } from "./ConsentGate.tsx";
import { DirectBookingLink } from "./DirectBookingLink.tsx";
import { SchedulerFallback } from "./SchedulerFallback.tsx";
import { SchedulerLoading } from "./SchedulerLoading.tsx";
import { useScheduler } from "./useScheduler.ts";

const embedUrl = schedulingEmbedUrl(site.schedulingUrl, site.colors);
const needsConsent = site.booking.consent === "click-to-load";
// This tab's earlier choice changes only through this component, which tells its subscribers.
const consentListeners = new Set<() => void>();
function subscribeToConsent(listener: () => void) {
  consentListeners.add(listener);
  return () => void consentListeners.delete(listener);
}
function storeConsent(given: boolean) {
  if (given) rememberSessionConsent();
  else forgetSessionConsent();
  for (const listener of consentListeners) listener();
}

/**
 * The embedded scheduler with everything around it: the consent gate (click-to-load mode),
 * a loading state at the final size, a fallback when the provider cannot load, and the
 * confirmation once the provider reports a booking.
 */
export function SchedulingWidget({
  words,
  privacyHref,
  newTabLabel,
}: {
  words: BookingWords;
  /** The privacy policy's Calendly section, in the page's language. */
  privacyHref: string;
  /** "(opens in a new tab)" in the page's language. */
  newTabLabel: string;
}) {
  const [consentGiven, setConsented] = useState(false);
  // The pre-rendered HTML cannot know this tab's earlier choice: hydration renders the gate, as
  // the HTML does, then React re-renders with the stored choice; a client-side visit reads it at once.
  const rememberedConsent = useSyncExternalStore(
    subscribeToConsent,
    () => needsConsent && hasSessionConsent(),
    () => false,
  );
  const consented = consentGiven || rememberedConsent;

  const active = !needsConsent || consented;
  const { containerRef, status, booking } = useScheduler(active, embedUrl);

  const confirmationRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (booking) confirmationRef.current?.scrollIntoView({ block: "nearest" });
  }, [booking]);

  // After pressing the consent button, which then disappears, keep keyboard focus in the widget.
  const regionRef = useRef<HTMLDivElement>(null);
  const [focusAfterConsent, setFocusAfterConsent] = useState(false);
  useEffect(() => {
    if (focusAfterConsent) regionRef.current?.focus();
  }, [focusAfterConsent]);

  const grantConsent = () => {
    storeConsent(true);
    setConsented(true);
    setFocusAfterConsent(true);
  };
  // Withdrawing: the frame and the provider's script go (useScheduler's cleanup), the choice is forgotten.
  const hideCalendar = () => {
    storeConsent(false);
    setConsented(false);
    setFocusAfterConsent(false);
    regionRef.current?.focus();
  };

  let overlay: React.ReactNode = null;
  if (!active) overlay = <ConsentGate words={words.consent} privacyHref={privacyHref} onConsent={grantConsent} />;
  else if (status === "failed") overlay = <SchedulerFallback words={words.fallback} newTabLabel={newTabLabel} />;
  else if (status === "loading") overlay = <SchedulerLoading words={words.loading} />;

  return (
    <div className="mt-12">
      <p className="text-muted">
        {words.providerNote}{" "}
        <a href={privacyHref} className="font-semibold text-accent underline underline-offset-4">
          {words.providerNoteLink}
        </a>
      </p>
      {/* Present from the start, so screen readers announce the confirmation when it appears. */}
      <div ref={confirmationRef} role="status" className="scroll-mt-24">
        {booking ? <BookingConfirmation words={words.confirmation} /> : null}
      </div>

      <div
        ref={regionRef}
        tabIndex={-1}
        role="region"
        aria-label={words.widgetLabel}
        aria-busy={active && status === "loading"}
        // One grid cell for the widget and what covers it: the cell grows when the cover's text
        // (the consent box on a phone) is taller than the widget. Below 360 px the widget takes
        // the page's side margins, so its 320 px minimum fits a 320 px screen.
        className="mt-6 grid max-[359px]:-mx-5"
      >
        {/* Filled by the provider's script only; React renders no children here. Its auto-loader
            would set a style attribute the CSP refuses, so mountScheduler builds the widget instead. */}
        <div
          ref={containerRef}
          className="calendly-inline-widget col-start-1 row-start-1 h-[700px] min-w-[320px] overflow-hidden rounded-sm border border-line bg-surface"
          data-url={embedUrl}
          data-auto-load="false"
        />
        {overlay ? (
          // app/browser/after-first-paint.ts puts the fallback here if the island's own code cannot load.
          <div
            data-island-fallback-slot=""
            className="col-start-1 row-start-1 rounded-sm border border-line bg-surface"
          >
            {overlay}
          </div>
        ) : null}
      </div>

      {needsConsent && consented ? (
        <button
          type="button"
          onClick={hideCalendar}
          className="mt-4 cursor-pointer font-semibold text-accent underline underline-offset-4"
        >
          {words.consent.hide}
        </button>
      ) : null}

      <p className="mt-6 text-muted">
        {words.directLinkIntro}{" "}
        <DirectBookingLink
          label={words.directLink}
          newTabLabel={newTabLabel}
          className="inline-flex items-center gap-1 font-semibold text-accent underline underline-offset-4"
        />
      </p>
    </div>
  );
}
