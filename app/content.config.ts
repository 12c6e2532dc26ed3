// Astro's content layer: each language's words, read and validated by the content pipeline
// (content-pipeline/build-content.ts) when the build starts, for the layout to take its page's
// words from (app/layouts/SitePage.astro). Build-time only: no browser code reads a collection.
import path from "node:path";
import { defineCollection } from "astro:content";
import { buildContentRoot, loadBuildContent } from "../content-pipeline/build-content.ts";
import { LOCALES } from "../shared/locales.ts";

const words = defineCollection({
  loader: {
    name: "site-words",
    load: ({ store, watcher, logger }) => {
      const fill = () => {
        const { words: byLocale } = loadBuildContent();
        store.clear();
        for (const locale of LOCALES) store.set({ id: locale, data: byLocale[locale] });
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

export const collections = { words };
