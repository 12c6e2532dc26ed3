import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import { copy } from "./app/content/copy.ts";
// Importing the site configuration validates it: a bad value stops the build here.
import { site } from "./app/content/site.ts";
import routerConfig from "./react-router.config.ts";
import { deferHydrationPlugin } from "./plugins/defer-hydration.ts";
import { fontsPlugin, nonAsciiCharactersIn } from "./plugins/fonts.ts";
import { marketsMapPlugin } from "./plugins/draw-markets-map.ts";
import { seoFilesPlugin } from "./plugins/seo-files.ts";
import { seoImagesPlugin } from "./plugins/seo-images.ts";
import { staticSiteConfigPlugin } from "./plugins/static-site-config.ts";

// Every pre-rendered page except the not-found page belongs in the sitemap.
const prerendered = routerConfig.prerender;
if (!Array.isArray(prerendered))
  throw new Error("vite.config.ts: react-router.config.ts must list its pre-rendered paths");
const indexablePaths = prerendered.filter((path) => path !== "/404");

/**
 * The app's small shared modules ship as one chunk, since each request's headers cost more than
 * such a small file (docs/decisions/001). Route modules and React stay separate.
 */
function sharedAppChunk(moduleId: string): string | null {
  const id = moduleId.replaceAll("\\", "/");
  const isAppModule = id.includes("/app/") && !id.includes("/app/routes/") && !id.endsWith("/app/root.tsx");
  return isAppModule || id.includes("/node_modules/lucide-react/") ? "app" : null;
}

export default defineConfig({
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: sharedAppChunk, debugName: "app" }] } } },
      },
    },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    marketsMapPlugin(site),
    staticSiteConfigPlugin(site),
    // The fonts carry every character of the copy, the brand facts and any typographic
    // character written into a component (such as the quote marks around the pull quote).
    fontsPlugin(copy, site, nonAsciiCharactersIn(path.join(import.meta.dirname, "app"))),
    seoFilesPlugin(site, indexablePaths),
    seoImagesPlugin(site),
    // JavaScript waits until the pre-rendered page has painted (FCP/LCP need only HTML, CSS and fonts).
    deferHydrationPlugin(),
  ],
});
