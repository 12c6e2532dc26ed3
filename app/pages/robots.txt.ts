// robots.txt: everything may be crawled but the editor; the sitemap says what matters.
import type { APIRoute } from "astro";
import { site } from "../site-data/site.ts";
import { renderRobots } from "../lib/seo-files.ts";

export const GET: APIRoute = () =>
  new Response(renderRobots(site.siteUrl), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
