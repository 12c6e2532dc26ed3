import { fill } from "../../site-data/fill.ts";
import type { HomeWords } from "../../site-data/types.ts";
import { QUOTE_MARKS } from "../../../shared/locales.ts";
import { useCommonWords, useLocale } from "../../site-data/use-page-words.ts";
import { site } from "../../site-data/site.ts";
import { Section, SectionHeader } from "../ui/Section.tsx";

export function About({ words }: { words: HomeWords["about"] }) {
  const { founderRole } = useCommonWords();
  const [openQuote, closeQuote] = QUOTE_MARKS[useLocale()];
  const names = { founder: site.founderName, agency: site.agencyName };
  return (
    <Section id="about" className="grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:gap-20">
      <div>
        <SectionHeader sectionId="about" eyebrow={words.eyebrow} title={words.title} />
        <div className="mt-8 space-y-5 text-lg leading-relaxed text-muted">
          {words.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{fill(paragraph, names)}</p>
          ))}
        </div>
      </div>
      <figure className="self-center border-l-2 border-accent pl-8">
        <blockquote className="font-display text-2xl leading-snug font-medium text-balance sm:text-3xl">
          <p>
            {openQuote}
            {words.quote}
            {closeQuote}
          </p>
        </blockquote>
        <figcaption className="mt-6 text-base">
          <span className="font-semibold">{site.founderName}</span>
          <span className="block text-muted">{founderRole}</span>
        </figcaption>
      </figure>
    </Section>
  );
}
