import { CalendarDays } from "../ui/icons.ts";
import { copy } from "../../content/copy.ts";

/** Click-to-load mode: nothing from the provider loads until the visitor presses the button. */
export function ConsentGate({ onConsent }: { onConsent: () => void }) {
  return (
    <div className="flex h-full flex-col justify-center p-6 sm:p-12">
      <CalendarDays aria-hidden="true" className="size-8 text-accent" />
      <h2 className="mt-6 font-display text-2xl font-medium text-balance sm:text-3xl">{copy.booking.consent.title}</h2>
      <p id="booking-consent-explanation" className="mt-4 max-w-xl leading-relaxed text-muted">
        {copy.booking.consent.explanation}
      </p>
      <div className="mt-8">
        <button
          type="button"
          onClick={onConsent}
          aria-describedby="booking-consent-explanation"
          className="button-primary cursor-pointer"
        >
          {copy.booking.consent.button}
        </button>
      </div>
      <p className="mt-6 text-sm text-muted">{copy.booking.consent.remembered}</p>
    </div>
  );
}
