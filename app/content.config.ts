// Astro's content collections: each language's words, every published article and role, read and
// validated once per build by the content pipeline (content-pipeline/build-content.ts), whose
// messages name the file, the field and the value. The schemas only type the entries the route
// files read (app/site-data/page-data.ts) as the pipeline gives them. Build-time only: no browser
// code reads a collection.
import path from "node:path";
import { defineCollection } from "astro:content";
import type { LoaderContext } from "astro/loaders";
import * as z from "zod";
import {
  buildContent,
  buildContentRoot,
  projectPathOf,
  reloadBuildContent,
} from "../content-pipeline/build-content.ts";
import type { ImageMetadata } from "astro";
import { articleMediaFromFile, type Article } from "../content-pipeline/articles.ts";
import type { Content } from "../content-pipeline/load-content.ts";
import type { Role } from "../content-pipeline/roles.ts";
import type { Words } from "../content-pipeline/schemas.ts";
import { LOCALES } from "../shared/locales.ts";

type Entry = { id: string; data: Record<string, unknown>; filePath?: string };

/**
 * Fills a collection with its part of the content, stored as the pipeline validated it. An entry
 * with a `filePath` (its file, from the project) goes through the schema for its `image()` fields:
 * Astro finds those images from that file.
 */
function fromContent(name: string, entriesOf: (content: Content) => Entry[]) {
  return {
    name,
    load: async (context: LoaderContext) => {
      const { store, watcher, logger } = context;
      const fill = async (content: Content) => {
        const entries = entriesOf(content);
        const parsed = await Promise.all(
          entries.map(async (entry) => (entry.filePath ? { ...entry, data: await context.parseData(entry) } : entry)),
        );
        store.clear();
        for (const entry of parsed) store.set(entry);
      };
      await fill(buildContent());
      // `npm run dev`: an edit under content/ refills the collection, or shows the problem.
      const contentDir = path.join(buildContentRoot(), "content");
      watcher?.on("change", (file) => {
        if (!file.startsWith(contentDir)) return;
        (async () => fill(reloadBuildContent()))().catch((error: unknown) =>
          logger.error(error instanceof Error ? error.message : String(error)),
        );
      });
    },
  };
}

/** Each language's words, by language code. */
const words = defineCollection({
  loader: fromContent("site-words", (content) =>
    LOCALES.map((locale) => ({ id: locale, data: content.words[locale] })),
  ),
  schema: z.custom<Words>(),
});

/**
 * Every published article by "<language>/<slug>" (drafts never reach it), with its images (the
 * cover and those in the text) as astro:assets images in `media`, by the /media/ path the editor
 * writes (app/site-data/article-images.ts optimises them).
 */
const articles = defineCollection({
  loader: fromContent("site-articles", (content) =>
    content.articles.map((article) => ({
      id: `${article.locale}/${article.slug}`,
      data: { ...article, media: articleMediaFromFile(article) },
      filePath: projectPathOf(article.file),
    })),
  ),
  schema: ({ image }) =>
    z
      .looseObject({ media: z.record(z.string(), image()) })
      .pipe(z.custom<Article & { media: Record<string, ImageMetadata> }>()),
});

/** Every role open today, newest first, by "<language>/<slug>" (drafts, scheduled and closed roles never reach it). */
const roles = defineCollection({
  loader: fromContent("site-roles", (content) =>
    content.roles.map((role) => ({ id: `${role.locale}/${role.slug}`, data: role })),
  ),
  schema: z.custom<Role>(),
});

export const collections = { words, articles, roles };
