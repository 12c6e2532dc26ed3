// Astro's content layer: each language's words and every published article, read and validated
// by the content pipeline (content-pipeline/build-content.ts) when the build starts, for the
// layout and the routes to take them from (app/layouts/SitePage.astro, app/pages/). Build-time
// only: no browser code reads a collection.
import path from "node:path";
import { defineCollection } from "astro:content";
import { buildContentRoot, loadBuildContent } from "../content-pipeline/build-content.ts";
import type { Content } from "../content-pipeline/load-content.ts";
import { LOCALES } from "../shared/locales.ts";

type Entries = { id: string; data: Record<string, unknown> }[];

/** A collection filled by the pipeline from content/ as a whole; `entriesOf` picks its part. */
function pipelineCollection(name: string, entriesOf: (content: Content) => Entries) {
  return defineCollection({
    loader: {
      name,
      load: ({ store, watcher, logger }) => {
        const fill = () => {
          const entries = entriesOf(loadBuildContent());
          store.clear();
          for (const entry of entries) store.set(entry);
        };
        fill();
        // `npm run dev`: an edit under content/ refills the collection, or shows the problem.
        const contentDir = path.join(buildContentRoot(), "content");
        watcher?.on("change", (file) => {
          if (!file.startsWith(contentDir)) return;
          try {
            fill();
          } catch (error) {
            logger.error(error instanceof Error ? error.message : String(error));
          }
        });
        return Promise.resolve();
      },
    },
  });
}

/** Each language's words, by language code. */
const words = pipelineCollection("site-words", (content) =>
  LOCALES.map((locale) => ({ id: locale, data: content.words[locale] })),
);

/** Every published article, newest first, by "<language>/<slug>" (drafts never reach it). */
const articles = pipelineCollection("site-articles", (content) =>
  content.articles.map((article) => ({ id: `${article.locale}/${article.slug}`, data: article })),
);

/** Every role open today, newest first, by "<language>/<slug>" (drafts, scheduled and closed roles never reach it). */
const roles = pipelineCollection("site-roles", (content) =>
  content.roles.map((role) => ({ id: `${role.locale}/${role.slug}`, data: role })),
);

/** Every closed role, whose address answers 410 Gone (content-pipeline/roles.ts). */
const closedRoles = pipelineCollection("site-closed-roles", (content) =>
  content.closedRoles.map((role) => ({ id: `${role.locale}/${role.slug}`, data: role })),
);

export const collections = { words, articles, roles, closedRoles };
