import type { HomeWords } from "../../site-data/types.ts";
import { useLocale } from "../../site-data/use-page-words.ts";
import { pathOf } from "../../page-table.ts";
import { SectionLink } from "../layout/SectionLink.tsx";

/** The second band: what the agency does, with the two ways forward (book, or read on). */
export function PitchHero({ words }: { words: HomeWords["intro"] }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="intro-title" className="border-b border-line">
      {/* grid-cols-1 (minmax(0, 1fr)): a long word wraps in the column instead of widening it past a 320 px screen. */}
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-5 py-16 sm:px-8 sm:py-24 md:grid-cols-[1fr_1.2fr] md:gap-16">
        <h2 id="intro-title" className="section-title">
          {words.title}
        </h2>
        <div>
          <p className="text-lg leading-relaxed text-muted sm:text-xl">{words.blurb}</p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <a href={pathOf("booking", locale)} className="button-primary">
              {words.primaryCta}
            </a>
            <SectionLink section="services" className="button-secondary">
              {words.secondaryCta}
            </SectionLink>
          </div>
        </div>
      </div>
    </section>
  );
}
