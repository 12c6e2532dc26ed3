// robots.txt: everything may be crawled but the editor; the sitemap says what matters.
import type { APIRoute } from "astro";
import { site } from "../content/site.ts";
import { renderRobots } from "../../plugins/seo-files.ts";

export const GET: APIRoute = () =>
  new Response(renderRobots(site.siteUrl), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
