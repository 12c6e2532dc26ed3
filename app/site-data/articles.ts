/**
 * The published articles (the "articles" collection, app/content.config.ts), newest first. An
 * article is also what the page table needs of it (app/page-table.ts ArticleRef). Build time only.
 */
import { getCollection, type CollectionEntry } from "astro:content";

/** An article with its images for astro:assets (`media`, app/content.config.ts). */
export type PublishedArticle = CollectionEntry<"articles">["data"];

export async function publishedArticles(): Promise<PublishedArticle[]> {
  return (await getCollection("articles"))
    .map((entry) => entry.data)
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
}
