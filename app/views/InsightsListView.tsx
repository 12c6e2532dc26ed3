import { ArticleList } from "../components/insights/ArticleList.tsx";
import { OtherLanguageLinks } from "../components/ui/links.tsx";
import { LOCALES, type Locale } from "../../shared/locales.ts";
import { fill } from "../site-data/fill.ts";
import type { Article, InsightsWords } from "../site-data/types.ts";

/** One page of the insights list: newest first, ten to a page, with links to the pages beside it. */
export function InsightsListView({
  locale,
  words,
  articles,
  current,
  pageCount,
  newer,
  older,
}: {
  locale: Locale;
  words: InsightsWords;
  articles: readonly Article[];
  /** Which page of the list this is (1 for the first), of how many. */
  current: number;
  pageCount: number;
  /** The addresses of the list's pages beside this one. */
  newer?: string | undefined;
  older?: string | undefined;
}) {
  return (
    <div className="mx-auto max-w-4xl px-5 py-16 sm:px-8 sm:py-24">
      <h1 className="section-title">{words.title}</h1>
      <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{words.lead}</p>
      {pageCount > 1 ? (
        <p className="mt-4 text-sm text-muted">
          {fill(words.pagination.page, { page: String(current), pages: String(pageCount) })}
        </p>
      ) : null}
      <div className="mt-12">
        {articles.length > 0 ? (
          <ArticleList articles={articles} words={words} headingLevel="h2" />
        ) : (
          <p className="border-y border-line py-10 leading-relaxed">
            {words.empty} <OtherLanguageLinks page="insights" languages={LOCALES.filter((other) => other !== locale)} />
          </p>
        )}
      </div>
      {pageCount > 1 ? (
        <nav aria-label={words.pagination.label} className="mt-10 flex flex-wrap justify-between gap-4">
          {newer ? (
            <a href={newer} rel="prev" className="button-secondary">
              {words.pagination.newer}
            </a>
          ) : (
            <span />
          )}
          {older ? (
            <a href={older} rel="next" className="button-secondary">
              {words.pagination.older}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
