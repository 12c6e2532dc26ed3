import { schedulerIsland } from "virtual:islands";
import { SchedulerFallback } from "../islands/booking/SchedulerFallback.tsx";
import { localeOfPath } from "../../shared/locales.ts";
import { useCommonWords } from "../content/use-page-words.ts";
import { wordsIn } from "../../content-pipeline/words.server.ts";
import { BOOKING_ISLAND, BookingIsland, type BookingIslandProps } from "../islands/BookingIsland.tsx";
import { pageMeta } from "../lib/meta.ts";
import { jsonForScript } from "../lib/structured-data.ts";
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

/**
 * The booking page is an island: its content is pre-rendered here, and the browser hydrates
 * only this container (app/islands/scheduler.client.tsx), reading the same props from the JSON
 * beside it. The inline site script loads the island's chunk; if that fails, it puts the
 * fallback from the template in place of the waiting state.
 */
export default function Booking({ loaderData: { words, locale } }: Route.ComponentProps) {
  const props: BookingIslandProps = {
    locale,
    common: useCommonWords(),
    words,
    homePath: pathOf("home", locale),
    // The policy's Calendly section carries this id (content/<language>/privacy.md).
    privacyHref: `${pathOf("privacy", locale)}#calendly`,
  };
  return (
    <>
      {/* No modulepreload in <head>: 60 KB of high-priority script there delayed the first paint
          (Lighthouse FCP 0.78 -> 1.66 s); the site script imports the island once the page is parsed. */}
      <div
        id={BOOKING_ISLAND.containerId}
        data-island-src={schedulerIsland.src}
        data-island-fallback={BOOKING_ISLAND.fallbackId}
      >
        <BookingIsland {...props} />
      </div>
      <script
        type="application/json"
        id={BOOKING_ISLAND.propsId}
        dangerouslySetInnerHTML={{ __html: jsonForScript(props) }}
      />
      <template id={BOOKING_ISLAND.fallbackId}>
        <SchedulerFallback words={words.fallback} />
      </template>
    </>
  );
}
