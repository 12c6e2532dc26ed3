import { ArticleFacts, formatDate } from "../components/insights/ArticleFacts.tsx";
import { CoverImage } from "../components/insights/CoverImage.tsx";
import { articleImage, withOptimisedImages, type ArticleImages } from "../components/insights/article-images.ts";
import { BackLink } from "../components/ui/BackLink.tsx";
import { fill } from "../site-data/fill.ts";
import { site } from "../site-data/site.ts";
import type { Article, InsightsWords } from "../site-data/types.ts";
import { PageWordsContext, type PageWords } from "../site-data/use-page-words.ts";
import { pathOf } from "../page-table.ts";

/** An article: its heading and facts, the text, its topics, and an invitation to book. `images`: its optimised images by /media/ path. */
export function ArticleView({
  page,
  article,
  words,
  images,
}: {
  page: PageWords;
  article: Article;
  words: InsightsWords;
  images: ArticleImages;
}) {
  const { locale } = article;
  return (
    <PageWordsContext value={page}>
      <article aria-labelledby="article-title" className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
        <BackLink href={pathOf("insights", locale)} label={words.backToList} />
        <h1 id="article-title" className="mt-8 section-title">
          {article.title}
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-muted">{article.description}</p>
        <div className="mt-8 border-t border-line pt-5">
          <p className="font-semibold">{fill(words.byline, { author: article.author })}</p>
          <ArticleFacts article={article} words={words} className="mt-1" />
          {article.updated ? (
            <p className="mt-1 text-sm text-muted">
              {words.updated} <time dateTime={article.updated}>{formatDate(article.updated, locale)}</time>
            </p>
          ) : null}
        </div>
        {article.cover ? (
          <div className="mt-10">
            <CoverImage image={articleImage(images, article.cover.src)} alt={article.cover.alt} />
          </div>
        ) : null}
        {/* Rendered from Markdown at build time; raw HTML is refused there (content-pipeline/articles.ts). */}
        <div
          className="article-text markdown-text mt-12"
          dangerouslySetInnerHTML={{ __html: withOptimisedImages(article.html, images) }}
        />
        {article.tags.length > 0 ? (
          <ul aria-label={words.tagsLabel} className="mt-12 flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag} className="rounded-sm border border-line px-3 py-1 text-sm text-muted">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <aside aria-labelledby="article-cta-title" className="mt-16 bg-ink px-6 py-10 text-on-ink sm:px-10">
          <h2 id="article-cta-title" className="font-display text-3xl font-medium text-balance">
            {words.cta.title}
          </h2>
          <p className="mt-4 leading-relaxed text-on-ink/85">
            {fill(words.cta.body, { founder: site.founderName, agency: site.agencyName, email: site.email })}
          </p>
          <a href={pathOf("booking", locale)} className="mt-8 button-primary [&:focus-visible]:outline-on-ink">
            {words.cta.button}
          </a>
        </aside>
      </article>
    </PageWordsContext>
  );
}
