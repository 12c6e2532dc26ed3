// The booking island's states around the scheduler; the editor's preview shows each.
import { EmailLink, ExternalLink } from "../../components/ui/links.tsx";
import { CalendarDays, CalendarX2, CircleCheck } from "../../components/ui/icons.ts";
import { fill } from "../../site-data/fill.ts";
import { site } from "../../site-data/site.ts";
import type { BookingWords } from "../../site-data/types.ts";

/** Click-to-load mode: nothing from the provider loads until the visitor presses the button. */
export function ConsentGate({
  words,
  privacyHref,
  onConsent,
}: {
  words: BookingWords["consent"];
  privacyHref: string;
  onConsent: () => void;
}) {
  return (
    <div className="flex h-full flex-col justify-center p-6 sm:p-12">
      <CalendarDays aria-hidden="true" className="size-8 text-accent" />
      <h2 className="mt-6 font-display text-2xl font-medium text-balance sm:text-3xl">{words.title}</h2>
      <p id="booking-consent-explanation" className="mt-4 max-w-xl leading-relaxed text-muted">
        {words.explanation} {words.consentNote}
      </p>
      <p className="mt-3">
        <a href={privacyHref} className="font-semibold text-accent underline underline-offset-4">
          {words.privacyLink}
        </a>
      </p>
      <div className="mt-8">
        <button
          type="button"
          onClick={onConsent}
          // Pressed before the island is live, the press is kept and handed over (app/browser/after-first-paint.ts).
          data-hydrate-on-press=""
          aria-describedby="booking-consent-explanation"
          className="button-primary cursor-pointer py-3 text-center"
        >
          {words.button}
        </button>
      </div>
      <p className="mt-6 text-sm text-muted">{words.remembered}</p>
    </div>
  );
}

/**
 * Shown when the provider is blocked, fails or is too slow, and when the island's code cannot load
 * (from the page's <template>): the visitor can still book, on the scheduling page itself.
 */
export function SchedulerFallback({ words, newTabLabel }: { words: BookingWords["fallback"]; newTabLabel: string }) {
  return (
    <div className="flex h-full flex-col justify-center p-6 sm:p-12">
      <CalendarX2 aria-hidden="true" className="size-8 text-accent" />
      <h2 className="mt-6 font-display text-2xl font-medium text-balance sm:text-3xl">{words.title}</h2>
      <p className="mt-4 max-w-xl leading-relaxed text-muted">{words.body}</p>
      <div className="mt-8">
        <ExternalLink href={site.schedulingUrl} className="button-primary py-3 text-center" newTabLabel={newTabLabel}>
          {words.directLink}
        </ExternalLink>
      </div>
      <p className="mt-6 text-muted">
        {words.emailIntro}{" "}
        <EmailLink className="inline-flex items-center gap-1.5 font-semibold break-words text-accent underline underline-offset-4" />
      </p>
    </div>
  );
}

/** Fills the widget's final 700 px while the provider loads, so nothing moves when it appears. */
export function SchedulerLoading({ words }: { words: BookingWords["loading"] }) {
  return (
    <div className="flex h-full flex-col p-6 sm:p-10">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="size-4 shrink-0 rounded-full border-2 border-line border-t-accent motion-safe:animate-spin"
        />
        <p className="font-semibold">{words.title}</p>
      </div>
      <p className="mt-2 text-muted">{words.body}</p>
      <noscript>
        <p className="mt-4 font-semibold text-text">{words.noScript}</p>
      </noscript>
      {/* A quiet outline of a month view and its times, the shape the scheduler will take. */}
      <div aria-hidden="true" className="mt-10 flex gap-10 motion-safe:animate-pulse">
        <div className="w-full max-w-sm">
          <div className="h-5 w-40 rounded-sm bg-canvas" />
          <div className="mt-6 grid grid-cols-7 gap-2 sm:gap-3">
            {Array.from({ length: 35 }, (_, day) => (
              <div key={day} className="aspect-square rounded-full bg-canvas" />
            ))}
          </div>
        </div>
        <div className="hidden w-44 flex-col gap-3 pt-11 md:flex">
          {Array.from({ length: 5 }, (_, time) => (
            <div key={time} className="h-12 rounded-sm border border-line" />
          ))}
        </div>
      </div>
    </div>
  );
}

/** What the visitor sees once the provider reports the booking. */
export function BookingConfirmation({ words }: { words: BookingWords["confirmation"] }) {
  // The text names the email as {email}; it is shown as a link.
  const [beforeEmail, afterEmail = ""] = fill(words.body, { founder: site.founderName }).split("{email}");
  return (
    <div className="flex gap-4 rounded-sm border border-accent bg-surface p-6 sm:p-8">
      <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent" />
      <div>
        <p className="font-display text-2xl font-medium">{words.title}</p>
        <p className="mt-3 leading-relaxed text-muted">
          {beforeEmail}
          <EmailLink
            className="font-semibold break-words text-accent underline underline-offset-4"
            iconClassName={null}
          />
          {afterEmail}
        </p>
      </div>
    </div>
  );
}
