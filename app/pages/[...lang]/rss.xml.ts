// Each language's RSS feeds: the articles' ("/rss.xml", "/de/rss.xml"), once the site has
// articles, and the open roles' ("/roles/rss.xml", "/de/positionen/rss.xml"), always (a closed
// role leaves it; decision 196).
import type { APIRoute, GetStaticPaths } from "astro";
import { HTML_LANG, LOCALES, type Locale } from "../../../shared/locales.ts";
import { routeParam, wordsOf, publishedArticles, openRoles } from "../../site-data/page-data.ts";
import { site } from "../../site-data/site.ts";
import { FEED_PATHS, ROLE_FEED_PATHS } from "../../../shared/seo-assets.ts";
import { articlePath, pathOf, rolePath } from "../../page-table.ts";
import { renderFeed } from "../../lib/seo-files.ts";

type Feed = { locale: Locale; kind: "insights" | "roles" };

const FEEDS = { insights: FEED_PATHS, roles: ROLE_FEED_PATHS };
const feedParam = (path: string) => routeParam(path.replace(/\/?rss\.xml$/, "/"));

export const getStaticPaths = (async () => {
  // An empty language's feed of articles has no items, so none is built before the first article.
  const kinds: Feed["kind"][] = (await publishedArticles()).length > 0 ? ["insights", "roles"] : ["roles"];
  return LOCALES.flatMap((locale) =>
    kinds.map((kind) => ({ params: { lang: feedParam(FEEDS[kind][locale]) }, props: { locale, kind } satisfies Feed })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute<Feed> = async ({ props: { locale, kind } }) => {
  const words = (await wordsOf(locale))[kind];
  const feed = {
    path: FEEDS[kind][locale],
    title: words.feedTitle.replaceAll("{agency}", site.agencyName),
    description: words.meta.description,
    listPath: pathOf(kind, locale),
    language: HTML_LANG[locale],
  };
  const items =
    kind === "insights"
      ? (await publishedArticles())
          .filter((article) => article.locale === locale)
          .map((article) => ({ ...article, path: articlePath(article) }))
      : (await openRoles())
          .filter((role) => role.locale === locale)
          .map((role) => ({
            path: rolePath(role),
            title: role.title,
            description: role.summary,
            published: role.datePosted,
            author: site.agencyName,
            tags: [],
          }));
  return new Response(renderFeed(site.siteUrl, feed, items), { headers: { "Content-Type": "application/rss+xml" } });
};
