import { HTML_LANG, type Locale } from "../../../shared/locales.ts";
import { fill } from "../../site-data/fill.ts";
import type { Article, InsightsWords } from "../../site-data/types.ts";
import { articlePath } from "../../page-table.ts";

/** A YYYY-MM-DD date as the page's language writes it ("10 March 2026", "10. März 2026"). */
export function formatDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The date an article appeared and how long it takes to read, on one line that wraps between facts. */
export function ArticleFacts({
  article,
  words,
  className = "",
}: {
  article: Article;
  words: InsightsWords;
  className?: string;
}) {
  return (
    <p className={`flex flex-wrap gap-x-3 text-sm text-muted ${className}`}>
      <time dateTime={article.published} className="whitespace-nowrap">
        {formatDate(article.published, article.locale)}
      </time>
      <span aria-hidden="true">·</span>
      <span className="whitespace-nowrap">{fill(words.readingTime, { minutes: String(article.readingMinutes) })}</span>
    </p>
  );
}

/** Articles as linked titles with date, reading time and summary: h2 on the list page, h3 on the home page. */
export function ArticleList({
  articles,
  words,
  headingLevel: Heading,
}: {
  articles: readonly Article[];
  words: InsightsWords;
  headingLevel: "h2" | "h3";
}) {
  return (
    <ul className="divide-y divide-line border-y border-line">
      {articles.map((article) => (
        <li key={article.slug} className="py-8 sm:py-10">
          <ArticleFacts article={article} words={words} />
          <Heading className="mt-3 font-display text-2xl leading-snug font-medium text-balance sm:text-3xl">
            {/* A title breaks at the build's soft hyphens like any heading, though links otherwise never hyphenate (app/app.css). */}
            <a
              href={articlePath(article)}
              className="[hyphens:manual] underline-offset-4 hover:text-accent hover:underline"
            >
              {article.title}
            </a>
          </Heading>
          <p className="mt-3 max-w-3xl leading-relaxed text-muted">{article.description}</p>
        </li>
      ))}
    </ul>
  );
}
