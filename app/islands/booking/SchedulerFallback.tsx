import { EmailLink } from "../../components/ui/EmailLink.tsx";
import { ExternalLink } from "../../components/ui/ExternalLink.tsx";
import { CalendarX2 } from "../../components/ui/icons.ts";
import type { BookingWords } from "../../site-data/types.ts";
import { site } from "../../site-data/site.ts";

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
