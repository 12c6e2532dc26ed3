// Each language's RSS feed of articles ("/rss.xml", "/de/rss.xml"), once the site has articles.
import type { APIRoute, GetStaticPaths } from "astro";
import { HTML_LANG, LOCALES, type Locale } from "../../../shared/locales.ts";
import { publishedArticles } from "../../content/articles.ts";
import { routeParam, wordsOf } from "../../content/page-data.ts";
import { site } from "../../content/site.ts";
import { FEED_PATHS } from "../../lib/seo-assets.ts";
import { articlePath, pathOf } from "../../page-table.ts";
import { renderFeed } from "../../../plugins/seo-files.ts";

export const getStaticPaths = (async () => {
  // An empty language's feed has no items, so no feed is built before the first article.
  if ((await publishedArticles()).length === 0) return [];
  return LOCALES.map((locale) => ({
    params: { lang: routeParam(FEED_PATHS[locale].replace(/rss\.xml$/, "")) },
    props: { locale },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ locale: Locale }> = async ({ props: { locale } }) => {
  const words = (await wordsOf(locale)).insights;
  const feed = {
    path: FEED_PATHS[locale],
    title: words.feedTitle.replaceAll("{agency}", site.agencyName),
    description: words.meta.description,
    listPath: pathOf("insights", locale),
    language: HTML_LANG[locale],
  };
  const items = (await publishedArticles())
    .filter((article) => article.locale === locale)
    .map((article) => ({ ...article, path: articlePath(article) }));
  return new Response(renderFeed(site.siteUrl, feed, items), { headers: { "Content-Type": "application/rss+xml" } });
};
