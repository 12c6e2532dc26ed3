// security.txt (RFC 9116): whom to tell about a vulnerability; it expires a year after the build.
import type { APIRoute } from "astro";
import { site } from "../../content/site.ts";
import { renderSecurityTxt } from "../../../plugins/seo-files.ts";

export const GET: APIRoute = () =>
  new Response(renderSecurityTxt(site, new Date()), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
