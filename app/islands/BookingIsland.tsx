import { SCHEDULER_TIMEOUT_MS } from "astro:env/client";
import {
  Component,
  startTransition,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ErrorInfo,
  type ReactNode,
} from "react";
import { StatusScreen } from "../components/layout/StatusScreen.tsx";
import { ExternalLink } from "../components/ui/links.tsx";
import {
  hasSessionConsent,
  mountScheduler,
  schedulingEmbedUrl,
  storeSessionConsent,
  type SchedulerStatus,
} from "../lib/calendly.ts";
import { fill } from "../site-data/fill.ts";
import { site } from "../site-data/site.ts";
import type { BookingWords, CommonWords } from "../site-data/types.ts";
import { BookingConfirmation, ConsentGate, SchedulerFallback, SchedulerLoading } from "./booking/SchedulerStates.tsx";

/**
 * The id of the <template> holding the fallback the page shows if the island's code cannot load
 * (app/pages/[...booking].astro renders it, app/browser/after-first-paint.ts shows it).
 */
export const BOOKING_FALLBACK_TEMPLATE_ID = "booking-island-fallback";

/**
 * The props travel in the page for hydration, so they hold only what the island shows: of the
 * words every page shares, the error screen's and the new-tab label.
 */
type BookingIslandProps = {
  words: BookingWords;
  error: CommonWords["error"];
  newTabLabel: string;
  homePath: string;
  /** The privacy policy's Calendly section, in the page's language. */
  privacyHref: string;
};

const embedUrl = schedulingEmbedUrl(site.schedulingUrl, site.colors);
const needsConsent = site.booking.consent === "click-to-load";
const subscribeToNothing = () => () => {};
const readRememberedConsent = () => needsConsent && hasSessionConsent();

/** If the scheduler throws, the page shows the site's error screen in its place, never a blank area. */
class SchedulerErrorBoundary extends Component<BookingIslandProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("The booking scheduler failed:", error, info.componentStack);
  }

  override render() {
    const { error, homePath } = this.props;
    return this.state.failed ? <StatusScreen words={error} homePath={homePath} /> : <BookingSection {...this.props} />;
  }
}

/**
 * The booking page's content: the only part of the site React runs in the browser. Pre-rendered
 * like every page, then hydrated by Astro after the first paint (`client:after-first-paint`).
 */
export function BookingIsland(props: BookingIslandProps) {
  return <SchedulerErrorBoundary {...props} />;
}

function BookingSection({ words, newTabLabel, privacyHref }: BookingIslandProps) {
  const [choice, setChoice] = useState<boolean>();
  // This tab's earlier choice, read on every render; a choice made here is the state above. The
  // pre-rendered HTML cannot know it: hydration renders the gate, as the HTML does, then React
  // re-renders with the stored choice; a client-side visit reads it at once.
  const remembered = useSyncExternalStore(subscribeToNothing, readRememberedConsent, () => false);
  const consented = choice ?? remembered;
  const active = !needsConsent || consented;

  // While `active`, the provider's scheduler runs in the container; leaving the page or withdrawing
  // consent removes the script, the iframe and all listeners.
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<SchedulerStatus>("loading");
  // Counted, so that every booking brings the confirmation into view.
  const [bookings, setBookings] = useState(0);
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    return mountScheduler({
      container,
      // The provider's answers swap the loading state for the scheduler or the fallback. As
      // transitions React renders that in short slices, so a phone's main thread stays free.
      onStatus: (next) => startTransition(() => setStatus(next)),
      onScheduled: () => setBookings((count) => count + 1),
      timeoutMs: SCHEDULER_TIMEOUT_MS,
    });
  }, [active]);

  const confirmationRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (bookings > 0) confirmationRef.current?.scrollIntoView({ block: "nearest" });
  }, [bookings]);

  const regionRef = useRef<HTMLDivElement>(null);
  // Consent given or withdrawn, the button pressed disappears: keyboard focus stays in the widget.
  // Withdrawn, the frame and the provider's script go (the effect's cleanup) and the choice is forgotten.
  const setConsent = (given: boolean) => {
    storeSessionConsent(given);
    setChoice(given);
    regionRef.current?.focus();
  };

  let overlay: ReactNode = null;
  if (!active)
    overlay = <ConsentGate words={words.consent} privacyHref={privacyHref} onConsent={() => setConsent(true)} />;
  else if (status === "failed") overlay = <SchedulerFallback words={words.fallback} newTabLabel={newTabLabel} />;
  else if (status === "loading") overlay = <SchedulerLoading words={words.loading} />;

  return (
    <section aria-labelledby="booking-title" className="mx-auto max-w-4xl px-5 py-16 sm:px-8 sm:py-24">
      <h1 id="booking-title" className="section-title">
        {words.title}
      </h1>
      <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">
        {fill(words.lead, { founder: site.founderName })}
      </p>
      <div className="mt-12">
        <p className="text-muted">
          {words.providerNote}{" "}
          <a href={privacyHref} className="font-semibold text-accent underline underline-offset-4">
            {words.providerNoteLink}
          </a>
        </p>
        {/* Present from the start, so screen readers announce the confirmation when it appears. */}
        <div ref={confirmationRef} role="status" className="scroll-mt-24">
          {bookings > 0 ? <BookingConfirmation words={words.confirmation} /> : null}
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
            onClick={() => setConsent(false)}
            className="mt-4 cursor-pointer font-semibold text-accent underline underline-offset-4"
          >
            {words.consent.hide}
          </button>
        ) : null}

        <p className="mt-6 text-muted">
          {words.directLinkIntro}{" "}
          <ExternalLink
            href={site.schedulingUrl}
            newTabLabel={newTabLabel}
            className="inline-flex items-center gap-1 font-semibold text-accent underline underline-offset-4"
          >
            {words.directLink}
          </ExternalLink>
        </p>
      </div>
    </section>
  );
}
