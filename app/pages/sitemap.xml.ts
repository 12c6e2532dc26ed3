// sitemap.xml: every indexable page of the page table in every language (open roles included), with its alternates.
import type { APIRoute } from "astro";
import { publishedArticles, openRoles } from "../site-data/page-data.ts";
import { site } from "../site-data/site.ts";
import { pageEntries } from "../page-table.ts";
import { renderSitemap } from "../lib/seo-files.ts";

export const GET: APIRoute = async () => {
  const pages = pageEntries(await publishedArticles(), await openRoles()).filter((page) => page.indexable);
  return new Response(renderSitemap(site.siteUrl, pages), { headers: { "Content-Type": "application/xml" } });
};
