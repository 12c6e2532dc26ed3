import type { Article, InsightsWords } from "../../site-data/types.ts";
import { pathOf } from "../../page-table.ts";
import { ArticleList } from "../insights/ArticleList.tsx";
import { Section, SectionHeader } from "../ui/Section.tsx";

/** The home page's three newest articles of its language; the page leaves it out when there are none. */
export function LatestInsights({ articles, words }: { articles: readonly Article[]; words: InsightsWords }) {
  const locale = articles[0]?.locale;
  if (!locale) return null;
  return (
    <Section id="insights" divided>
      <SectionHeader sectionId="insights" eyebrow={words.home.eyebrow} title={words.home.title} />
      <div className="mt-12">
        <ArticleList articles={articles} words={words} headingLevel="h3" />
      </div>
      <p className="mt-10">
        <a href={pathOf("insights", locale)} className="button-secondary">
          {words.home.all}
        </a>
      </p>
    </Section>
  );
}
