/**
 * The published articles (the "articles" collection, app/content.config.ts), newest first. An
 * article is also what the page table needs of it (app/page-table.ts ArticleRef). Build time only.
 */
import { getCollection } from "astro:content";

// Sorted again: a collection does not keep the order its loader stored (a build with it unsorted changed /insights).
export async function publishedArticles() {
  return (await getCollection("articles"))
    .map((entry) => entry.data)
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
}
