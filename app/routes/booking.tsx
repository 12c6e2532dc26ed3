import { Suspense, useEffect } from "react";
import { SchedulingWidget } from "../components/booking/SchedulingWidget.tsx";
import { copy, fill } from "../content/copy.ts";
import { site } from "../content/site.ts";
import { pageMeta } from "../lib/meta.ts";

export function meta() {
  return pageMeta({ title: copy.meta.bookingTitle, description: copy.meta.bookingDescription, path: "/booking" });
}

export default function Booking() {
  // The booking page always opens at the top, wherever the visitor came from.
  // Braces matter: newer Chromium returns a Promise from scrollTo, and React would call it as a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <section aria-labelledby="booking-title" className="mx-auto max-w-4xl px-5 py-16 sm:px-8 sm:py-24">
      <h1 id="booking-title" className="section-title">
        {copy.booking.title}
      </h1>
      <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">
        {fill(copy.booking.lead, { founder: site.founder.name })}
      </p>
      {/* Its own hydration task, so hydrating the page never blocks the main thread for long. */}
      <Suspense>
        <SchedulingWidget />
      </Suspense>
    </section>
  );
}
