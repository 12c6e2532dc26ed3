import { EmailLink } from "../../components/ui/EmailLink.tsx";
import { CalendarX2 } from "../../components/ui/icons.ts";
import type { BookingWords } from "../../site-data/types.ts";
import { DirectBookingLink } from "./DirectBookingLink.tsx";

/** Shown when the provider is blocked, fails or is too slow: the visitor can still book. */
export function SchedulerFallback({ words, newTabLabel }: { words: BookingWords["fallback"]; newTabLabel: string }) {
  return (
    <div className="flex h-full flex-col justify-center p-6 sm:p-12">
      <CalendarX2 aria-hidden="true" className="size-8 text-accent" />
      <h2 className="mt-6 font-display text-2xl font-medium text-balance sm:text-3xl">{words.title}</h2>
      <p className="mt-4 max-w-xl leading-relaxed text-muted">{words.body}</p>
      <div className="mt-8">
        <DirectBookingLink
          label={words.directLink}
          className="button-primary py-3 text-center"
          newTabLabel={newTabLabel}
        />
      </div>
      <p className="mt-6 text-muted">
        {words.emailIntro}{" "}
        <EmailLink className="inline-flex items-center gap-1.5 font-semibold break-words text-accent underline underline-offset-4" />
      </p>
    </div>
  );
}
