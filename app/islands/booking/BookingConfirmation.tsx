import { CircleCheck } from "../../components/ui/icons.ts";
import { fill } from "../../site-data/fill.ts";
import type { BookingWords } from "../../site-data/types.ts";
import { site } from "../../site-data/site.ts";

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
          <a
            href={`mailto:${site.email}`}
            className="font-semibold break-words text-accent underline underline-offset-4"
          >
            {site.email}
          </a>
          {afterEmail}
        </p>
      </div>
    </div>
  );
}
