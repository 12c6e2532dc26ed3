// security.txt (RFC 9116): whom to tell about a vulnerability; it expires a year after the build.
import type { APIRoute } from "astro";
import { site } from "../../site-data/site.ts";
import { renderSecurityTxt } from "../../lib/seo-files.ts";

export const GET: APIRoute = () =>
  new Response(renderSecurityTxt(site, new Date()), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
