import type { HomeWords } from "../../site-data/types.ts";

/** The opening band: the agency's headline on the dark ink colour. */
export function HeadlineHero({ words }: { words: HomeWords["hero"] }) {
  return (
    <section aria-labelledby="hero-title" className="bg-ink text-on-ink">
      <div className="mx-auto flex max-w-6xl flex-col px-5 py-20 sm:px-8 sm:py-28 lg:py-36">
        <p className="text-xs font-semibold tracking-[0.2em] text-on-ink/75 uppercase sm:text-sm">{words.kicker}</p>
        {/* Written in normal case and upper-cased by CSS so screen readers read words, not letters. */}
        <h1
          id="hero-title"
          className="mt-6 font-display text-[2.625rem] leading-[1.05] font-medium tracking-[0.02em] uppercase sm:text-7xl lg:text-8xl"
        >
          {words.headline}
        </h1>
      </div>
    </section>
  );
}
