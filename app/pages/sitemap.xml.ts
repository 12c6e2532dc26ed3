// sitemap.xml: every indexable page of the page table in every language, with its alternates.
import type { APIRoute } from "astro";
import { publishedArticles } from "../content/articles.ts";
import { site } from "../content/site.ts";
import { localizedPages } from "../page-table.ts";
import { renderSitemap } from "../../plugins/seo-files.ts";

export const GET: APIRoute = async () => {
  const pages = localizedPages(await publishedArticles()).filter((page) => page.indexable);
  return new Response(renderSitemap(site.siteUrl, pages), { headers: { "Content-Type": "application/xml" } });
};
