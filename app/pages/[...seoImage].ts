// The images drawn from the brand and the words (app/lib/seo-images.ts): the share image, each
// article's and open role's own, and the icons (shared/seo-assets.ts names their paths).
import type { APIRoute, GetStaticPaths } from "astro";
import { DEFAULT_LOCALE } from "../../shared/locales.ts";
import { routeParam, wordsOf, publishedArticles, openRoles } from "../site-data/page-data.ts";
import { site } from "../site-data/site.ts";
import { shareImagePath } from "../../shared/seo-assets.ts";
import { siteFonts } from "../layouts/site-style.ts";
import { renderSeoImages } from "../lib/seo-images.ts";
import { contentTypeFor } from "../../delivery/policy.ts";

export const getStaticPaths = (async () => {
  const { home, common } = await wordsOf(DEFAULT_LOCALE);
  const articles = (await publishedArticles()).map(async (article) => ({
    ...article,
    label: (await wordsOf(article.locale)).insights.menuLabel,
    path: shareImagePath("insights", article),
  }));
  const roles = (await openRoles()).map(async (role) => ({
    ...role,
    label: (await wordsOf(role.locale)).roles.menuLabel,
    path: shareImagePath("roles", role),
  }));
  const images = renderSeoImages(
    site,
    { headline: home.hero.headline, markets: site.markets.map((code) => common.marketNames[code]) },
    siteFonts,
    await Promise.all([...articles, ...roles]),
  );
  return [...images].map(([path, body]) => ({ params: { seoImage: routeParam(path) }, props: { path, body } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ path: string; body: Buffer | string }> = ({ props: { path, body } }) =>
  new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: { "Content-Type": contentTypeFor(path) },
  });
