// Astro's content collections: each language's words, every published article and role, read and
// validated once per build by the content pipeline (content-pipeline/build-content.ts), whose
// messages name the file, the field and the value. The schemas are the pipeline's own and type
// the entries the route files read (app/site-data/page-data.ts). Build-time only: no browser code
// reads a collection.
import path from "node:path";
import { defineCollection } from "astro:content";
import type { LoaderContext } from "astro/loaders";
import { z } from "zod";
import { buildContent, buildContentRoot, reloadBuildContent } from "../content-pipeline/build-content.ts";
import { publishedArticleSchema } from "../content-pipeline/articles.ts";
import type { Content } from "../content-pipeline/load-content.ts";
import { renderedLegalPageSchema } from "../content-pipeline/render-legal.ts";
import { publishedRoleSchema } from "../content-pipeline/roles.ts";
import { bookingSchema, commonSchema, homeSchema, insightsSchema, rolesSchema } from "../content-pipeline/schemas.ts";
import { LOCALES } from "../shared/locales.ts";

/** One language's words: each file as validated, the legal pages filled in and rendered. */
const wordsSchema = z.strictObject({
  common: commonSchema,
  home: homeSchema,
  booking: bookingSchema,
  insights: insightsSchema,
  roles: rolesSchema,
  legalNotice: renderedLegalPageSchema,
  privacy: renderedLegalPageSchema,
});

/**
 * Fills a collection with its part of the content. The pipeline has validated it (with its own
 * messages), so the entries are stored as they are: the schema types them.
 */
function fromContent(name: string, entriesOf: (content: Content) => { id: string; data: Record<string, unknown> }[]) {
  return {
    name,
    load: ({ store, watcher, logger }: LoaderContext) => {
      const fill = (content: Content) => {
        store.clear();
        for (const entry of entriesOf(content)) store.set(entry);
      };
      fill(buildContent());
      // `npm run dev`: an edit under content/ refills the collection, or shows the problem.
      const contentDir = path.join(buildContentRoot(), "content");
      watcher?.on("change", (file) => {
        if (!file.startsWith(contentDir)) return;
        try {
          fill(reloadBuildContent());
        } catch (error) {
          logger.error(error instanceof Error ? error.message : String(error));
        }
      });
      return Promise.resolve();
    },
  };
}

/** Each language's words, by language code. */
const words = defineCollection({
  loader: fromContent("site-words", (content) =>
    LOCALES.map((locale) => ({ id: locale, data: content.words[locale] })),
  ),
  schema: wordsSchema,
});

/** Every published article by "<language>/<slug>" (drafts never reach it). */
const articles = defineCollection({
  loader: fromContent("site-articles", (content) =>
    content.articles.map((article) => ({ id: `${article.locale}/${article.slug}`, data: article })),
  ),
  schema: publishedArticleSchema,
});

/** Every role open today, newest first, by "<language>/<slug>" (drafts, scheduled and closed roles never reach it). */
const roles = defineCollection({
  loader: fromContent("site-roles", (content) =>
    content.roles.map((role) => ({ id: `${role.locale}/${role.slug}`, data: role })),
  ),
  schema: publishedRoleSchema,
});

/** Every closed role, whose address answers 410 Gone (content-pipeline/roles.ts). */
const closedRoles = defineCollection({
  loader: fromContent("site-closed-roles", (content) =>
    content.closedRoles.map((role) => ({ id: `${role.locale}/${role.slug}`, data: role })),
  ),
  schema: publishedRoleSchema,
});

export const collections = { words, articles, roles, closedRoles };
