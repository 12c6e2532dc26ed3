import { CalendarDays } from "../../components/ui/icons.ts";
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
