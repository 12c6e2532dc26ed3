import path from "node:path";
import type { Plugin } from "vite";
import { reloadBuildContent } from "../content-pipeline/build-content.ts";
import type { Content } from "../content-pipeline/load-content.ts";

const SITE_FACTS_ID = "virtual:site-facts";
const RESOLVED_SITE_FACTS_ID = `\0${SITE_FACTS_ID}`;

/**
 * Serves the validated site facts (the same in every language) as `virtual:site-facts`, for the
 * components and the booking island. Each language's words are Astro's content collection
 * (app/content.config.ts), which the layout reads at build time.
 * In development, editing a file under content/ reloads the page, or shows the problem.
 */
export function siteFactsPlugin(initial: Content, root: string): Plugin {
  let content = initial;
  return {
    name: "content",
    resolveId(id) {
      return id === SITE_FACTS_ID ? RESOLVED_SITE_FACTS_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_SITE_FACTS_ID) return null;
      // Browsers get the facts without the legal ones (about 0.6 KB of brotli on the booking
      // page's JavaScript): the legal pages are rendered at build time, and no browser code reads them.
      const facts =
        this.environment.name === "client" ? { ...content.site, legal: undefined, editor: undefined } : content.site;
      return `export default ${JSON.stringify(facts)};`;
    },
    configureServer(server) {
      const contentDir = path.join(root, "content");
      server.watcher.add(contentDir);
      server.watcher.on("change", (file) => {
        if (!file.startsWith(contentDir)) return;
        try {
          content = reloadBuildContent();
        } catch (error) {
          server.config.logger.error(error instanceof Error ? error.message : String(error));
          return;
        }
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_SITE_FACTS_ID);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      });
    },
  };
}
