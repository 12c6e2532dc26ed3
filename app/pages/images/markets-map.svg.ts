// The markets map on the home page's contact section (app/lib/markets-map-asset.ts names this
// file): the agency's markets drawn from Natural Earth data (app/lib/draw-markets-map.ts).
import type { APIRoute } from "astro";
import { site } from "../../site-data/site.ts";
import { renderMarketsMap } from "../../lib/draw-markets-map.ts";

export const GET: APIRoute = () =>
  new Response(renderMarketsMap(site), { headers: { "Content-Type": "image/svg+xml" } });
