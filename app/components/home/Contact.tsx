import { ExternalLink } from "../ui/ExternalLink.tsx";
import { EmailLink } from "../ui/EmailLink.tsx";
import { Section, SectionHeader } from "../ui/Section.tsx";
import type { CommonWords, HomeWords } from "../../site-data/types.ts";
import { site } from "../../site-data/site.ts";
// Drawn at build time from Natural Earth data by app/lib/draw-markets-map.ts.
import { MARKETS_MAP } from "../../lib/markets-map-asset.ts";

/** The home page's last section: the email, LinkedIn, the way to book, and the markets on a map. */
export function Contact({
  words,
  common: { marketNames, newTab },
  bookingPath,
}: {
  words: HomeWords["contact"];
  common: CommonWords;
  bookingPath: string;
}) {
  return (
    <Section id="contact" band="bg-surface" className="grid gap-14 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
      <div>
        <SectionHeader sectionId="contact" eyebrow={words.eyebrow} title={words.title} lead={words.lead} />

        <dl className="mt-10 space-y-6">
          <div>
            <dt className="text-sm font-semibold tracking-[0.18em] text-muted uppercase">{words.emailLabel}</dt>
            <dd className="mt-2">
              <EmailLink
                className="inline-flex items-center gap-2 text-lg font-semibold break-all text-accent underline-offset-4 hover:underline"
                iconClassName="size-5 shrink-0"
              />
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold tracking-[0.18em] text-muted uppercase">{words.linkedInLabel}</dt>
            <dd className="mt-2">
              <ExternalLink
                href={site.linkedInUrl}
                newTabLabel={newTab}
                className="inline-flex items-center gap-2 text-lg font-semibold text-accent underline-offset-4 hover:underline"
              >
                {words.linkedInText}
              </ExternalLink>
            </dd>
          </div>
        </dl>

        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <a href={bookingPath} className="button-primary">
            {words.primaryCta}
          </a>
          <a href={bookingPath} className="button-secondary">
            {words.secondaryCta}
          </a>
        </div>
      </div>

      <div className="flex flex-col gap-8 sm:flex-row sm:items-center lg:self-center">
        <img
          src={`/${MARKETS_MAP.file}`}
          width={MARKETS_MAP.width}
          height={MARKETS_MAP.height}
          alt={words.mapAlt}
          loading="lazy"
          decoding="async"
          className="h-auto w-full min-w-0 sm:flex-1"
        />
        <div className="shrink-0">
          <h3 className="text-sm font-semibold tracking-[0.18em] text-muted uppercase">{words.marketsTitle}</h3>
          <ul className="mt-4 flex flex-wrap gap-x-8 gap-y-3 sm:flex-col">
            {site.markets.map((code) => (
              <li key={code} className="flex items-center gap-3 text-lg">
                <span aria-hidden="true" className="size-2.5 rounded-full bg-accent" />
                {marketNames[code]}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
