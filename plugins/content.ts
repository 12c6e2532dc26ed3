import path from "node:path";
import type { Plugin } from "vite";
import { loadContent, type Content, type LoadOptions } from "../content-pipeline/load-content.ts";

const SITE_FACTS_ID = "virtual:site-facts";
const WORDS_ID = "virtual:words";
const resolved = (id: string) => `\0${id}`;

/**
 * Serves the validated content to the app: `virtual:site-facts` (the same in every language,
 * needed by browsers) and `virtual:words` (every language's words, for route loaders only: they
 * run at build time, so each page's words reach the browser in its own HTML and data file).
 * In development, editing a file under content/ reloads the page, or shows the problem.
 */
export function contentPlugin(initial: Content, root: string, options: LoadOptions = {}): Plugin {
  let content = initial;
  return {
    name: "content",
    resolveId(id) {
      return id === SITE_FACTS_ID || id === WORDS_ID ? resolved(id) : null;
    },
    load(id) {
      if (id === resolved(SITE_FACTS_ID)) {
        // Browsers get the facts without the legal ones (about 0.6 KB of brotli on the booking
        // page's JavaScript): the legal pages are rendered at build time, and no browser code reads them.
        const facts =
          this.environment.name === "client" ? { ...content.site, legal: undefined, editor: undefined } : content.site;
        return `export default ${JSON.stringify(facts)};`;
      }
      // Only content-pipeline/words.server.ts imports the words, at build time; the build fails if
      // browser code would carry them (browserCodeCheck in astro.config.ts).
      if (id !== resolved(WORDS_ID)) return null;
      return `export default ${JSON.stringify(content.words)};`;
    },
    configureServer(server) {
      const contentDir = path.join(root, "content");
      server.watcher.add(contentDir);
      server.watcher.on("change", (file) => {
        if (!file.startsWith(contentDir)) return;
        try {
          content = loadContent(root, options);
        } catch (error) {
          server.config.logger.error(error instanceof Error ? error.message : String(error));
          return;
        }
        for (const environment of Object.values(server.environments)) {
          for (const id of [SITE_FACTS_ID, WORDS_ID]) {
            const module = environment.moduleGraph.getModuleById(resolved(id));
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
        server.ws.send({ type: "full-reload" });
      });
    },
  };
}
