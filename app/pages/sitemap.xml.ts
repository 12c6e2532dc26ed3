// sitemap.xml: every indexable page of the page table in every language (open roles included), with its alternates.
import type { APIRoute } from "astro";
import { publishedArticles } from "../content/articles.ts";
import { openRoles } from "../content/roles.ts";
import { site } from "../content/site.ts";
import { localizedPages } from "../page-table.ts";
import { renderSitemap } from "../../plugins/seo-files.ts";

export const GET: APIRoute = async () => {
  const pages = localizedPages(await publishedArticles(), await openRoles()).filter((page) => page.indexable);
  return new Response(renderSitemap(site.siteUrl, pages), { headers: { "Content-Type": "application/xml" } });
};
