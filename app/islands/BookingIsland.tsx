import { Component, type ErrorInfo, type ReactNode } from "react";
import { SchedulerFallback } from "./booking/SchedulerFallback.tsx";
import { SchedulingWidget } from "./booking/SchedulingWidget.tsx";
import { StatusScreen } from "../components/layout/StatusScreen.tsx";
import { fill } from "../site-data/fill.ts";
import type { BookingWords, CommonWords } from "../site-data/types.ts";
import { site } from "../site-data/site.ts";

/**
 * The id of the <template> holding the fallback the page shows if the island's code cannot load
 * (app/layouts/SitePage.astro renders it, app/browser/after-first-paint.ts shows it).
 */
export const BOOKING_FALLBACK_TEMPLATE_ID = "booking-island-fallback";

/**
 * Everything the island renders from: the same in the pre-rendered HTML and in the browser,
 * where they travel in the page as the island's props. So only what it shows: of the words every
 * page shares, the error screen's and the new-tab label.
 */
export type BookingIslandProps = {
  words: BookingWords;
  error: CommonWords["error"];
  /** "(opens in a new tab)" in the page's language. */
  newTabLabel: string;
  homePath: string;
  /** The privacy policy's Calendly section, in the page's language. */
  privacyHref: string;
};

type ErrorScreenProps = { words: CommonWords["error"]; homePath: string; children: ReactNode };

/** If the scheduler throws, the page shows the site's error screen in its place, never a blank area. */
class SchedulerErrorBoundary extends Component<ErrorScreenProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("The booking scheduler failed:", error, info.componentStack);
  }

  override render() {
    const { words, homePath, children } = this.props;
    if (!this.state.failed) return children;
    return <StatusScreen title={words.title} body={words.body} homeLabel={words.home} homePath={homePath} />;
  }
}

/**
 * The booking page's content: the only part of the site React runs in the browser. Pre-rendered
 * like every page, then hydrated by Astro after the first paint (`client:after-first-paint`).
 */
export function BookingIsland({ words, error, newTabLabel, homePath, privacyHref }: BookingIslandProps) {
  return (
    <SchedulerErrorBoundary words={error} homePath={homePath}>
      <section aria-labelledby="booking-title" className="mx-auto max-w-4xl px-5 py-16 sm:px-8 sm:py-24">
        <h1 id="booking-title" className="section-title">
          {words.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">
          {fill(words.lead, { founder: site.founderName })}
        </p>
        <SchedulingWidget words={words} privacyHref={privacyHref} newTabLabel={newTabLabel} />
      </section>
    </SchedulerErrorBoundary>
  );
}

/** The island's fallback (a direct link and the email), kept in a <template> until it is needed. */
export function BookingFallback({ words, newTabLabel }: { words: BookingWords["fallback"]; newTabLabel: string }) {
  return <SchedulerFallback words={words} newTabLabel={newTabLabel} />;
}
