import { ArticleFacts, formatDate } from "../components/insights/ArticleList.tsx";
import {
  ARTICLE_IMAGE_SIZES,
  articleImage,
  withOptimisedImages,
  type ArticleImages,
} from "../components/insights/article-images.ts";
import { EntryPage } from "../components/ui/EntryPage.tsx";
import { fill } from "../site-data/fill.ts";
import type { Article, InsightsWords } from "../site-data/types.ts";

export function ArticleView({
  article,
  words,
  images,
}: {
  article: Article;
  words: InsightsWords;
  images: ArticleImages;
}) {
  const cover = article.cover && { ...articleImage(images, article.cover.src), alt: article.cover.alt };
  return (
    <EntryPage kind="article" entry={article} words={words}>
      <p className="mt-6 text-lg leading-relaxed text-muted">{article.description}</p>
      <div className="mt-8 border-t border-line pt-5">
        <p className="font-semibold">{fill(words.byline, { author: article.author })}</p>
        <ArticleFacts article={article} words={words} className="mt-1" />
        {article.updated ? (
          <p className="mt-1 text-sm text-muted">
            {words.updated} <time dateTime={article.updated}>{formatDate(article.updated, article.locale)}</time>
          </p>
        ) : null}
      </div>
      {cover ? (
        // AVIF or WebP where the browser takes them, the original's format otherwise, at the width the
        // column needs, its size set so nothing moves when it arrives. Near the top of the article, so it
        // loads with the page, at a low priority.
        <div className="mt-10">
          <picture>
            {cover.sources.slice(0, -1).map((source) => (
              <source key={source.type} type={source.type} srcSet={source.srcset} sizes={ARTICLE_IMAGE_SIZES} />
            ))}
            <img
              src={cover.src}
              srcSet={cover.sources.at(-1)?.srcset}
              sizes={ARTICLE_IMAGE_SIZES}
              width={cover.width}
              height={cover.height}
              alt={cover.alt}
              decoding="async"
              className="h-auto w-full rounded-sm bg-surface"
            />
          </picture>
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
    </EntryPage>
  );
}
