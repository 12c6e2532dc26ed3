import { CircleCheck } from "lucide-react";
import { copy, fill } from "../../content/copy";
import { site } from "../../content/site";

/** What the visitor sees once the provider reports the booking. */
export function BookingConfirmation() {
  return (
    <div className="flex gap-4 rounded-sm border border-accent bg-surface p-6 sm:p-8">
      <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent" />
      <div>
        <p className="font-display text-2xl font-medium">{copy.booking.confirmation.title}</p>
        <p className="mt-3 leading-relaxed text-muted">
          {fill(copy.booking.confirmation.body, { founder: site.founder.name, email: site.email })}
        </p>
      </div>
    </div>
  );
}
