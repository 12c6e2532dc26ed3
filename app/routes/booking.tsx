import { Suspense, useEffect } from "react";
import { SchedulingWidget } from "../components/booking/SchedulingWidget.tsx";
import { fill } from "../content/fill.ts";
import { localeOfPath } from "../content/locales.ts";
import { site } from "../content/site.ts";
import { wordsIn } from "../content/words.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { pathOf } from "../pages.ts";
import type { Route } from "./+types/booking";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, words: wordsIn(locale).booking };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { title, description } = loaderData.words.meta;
  return pageMeta({
    title,
    description,
    path: pathOf("booking", loaderData.locale),
    locale: loaderData.locale,
    common: matches[0].loaderData.common,
  });
}

export default function Booking({ loaderData: { words } }: Route.ComponentProps) {
  // The booking page always opens at the top, wherever the visitor came from.
  // Braces matter: newer Chromium returns a Promise from scrollTo, and React would call it as a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <section aria-labelledby="booking-title" className="mx-auto max-w-4xl px-5 py-16 sm:px-8 sm:py-24">
      <h1 id="booking-title" className="section-title">
        {words.title}
      </h1>
      <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">
        {fill(words.lead, { founder: site.founderName })}
      </p>
      {/* Its own hydration task, so hydrating the page never blocks the main thread for long. */}
      <Suspense>
        <SchedulingWidget words={words} />
      </Suspense>
    </section>
  );
}
