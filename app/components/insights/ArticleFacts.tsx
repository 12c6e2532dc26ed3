import { HTML_LANG, type Locale } from "../../../shared/locales.ts";
import { fill } from "../../site-data/fill.ts";
import type { Article, InsightsWords } from "../../site-data/types.ts";

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
