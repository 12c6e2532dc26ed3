// The web manifest: name, colours and icons for home screens and tabs.
import type { APIRoute } from "astro";
import { site } from "../site-data/site.ts";
import { renderManifest } from "../lib/seo-files.ts";

export const GET: APIRoute = () =>
  new Response(renderManifest(site), { headers: { "Content-Type": "application/manifest+json" } });
