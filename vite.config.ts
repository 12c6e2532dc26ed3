import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import { loadContent } from "./content-pipeline/load-content.ts";
import { localizedPages } from "./app/pages.ts";
import { buildSiteFonts, fontsPlugin, nonAsciiCharactersIn } from "./plugins/fonts.ts";
import { marketsMapPlugin } from "./plugins/draw-markets-map.ts";
import { seoFilesPlugin } from "./plugins/seo-files.ts";
import { seoImagesPlugin } from "./plugins/seo-images.ts";
import { buildEditorConfig } from "./content-pipeline/editor-config.ts";
import { DEFAULT_LOCALE, LOCALES } from "./shared/locales.ts";
import { CONTENT_FILES } from "./content-pipeline/schemas.ts";
import { adminPlugin } from "./plugins/admin.ts";
import { contentPlugin } from "./plugins/content.ts";
import { islandsPlugin } from "./plugins/islands.ts";

// Reading the content validates it: a mistake stops the build here, naming the file and field.
// VITE_SITE_BOOKING_CONSENT overrides booking.consent for a test build (scripts/serve-consent-build.sh).
const contentOptions = { bookingConsent: process.env.VITE_SITE_BOOKING_CONSENT };
// CONTENT_ROOT: a directory holding another content/ (CI builds a generated variant, scripts/make-content-variant.mjs).
const contentRoot = path.resolve(process.env.CONTENT_ROOT || import.meta.dirname);
const content = loadContent(contentRoot, contentOptions);
const { site } = content;

// Subset once, before bundling: the pages' fonts and the share image use the same faces. They
// carry every character of the content and any typographic character written into a component
// (such as the quote marks around the pull quote, shared/locales.ts).
const fonts = await buildSiteFonts(
  content.words,
  site,
  ["app", "shared"].map((dir) => nonAsciiCharactersIn(path.join(import.meta.dirname, dir))).join(""),
);

// Every indexable page in every language belongs in the sitemap.
const indexablePages = localizedPages().filter((page) => page.indexable);

/**
 * SCHEDULER_TIMEOUT_MS: how long the booking scheduler waits for the provider before showing
 * its fallback (default 8000). Browser tests build with a shorter one.
 */
function schedulerTimeoutMs(value = process.env.SCHEDULER_TIMEOUT_MS): number {
  if (value === undefined || value === "") return 8000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 60_000)
    throw new Error(`SCHEDULER_TIMEOUT_MS must be whole milliseconds from 100 to 60000 (got ${JSON.stringify(value)})`);
  return ms;
}

export default defineConfig({
  // Rolldown's timing notice measures the machine's load (2 shared cores), not a fault of the
  // build; scripts/build-without-warnings.mjs would fail on it, so it is off (every other check stays).
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  define: { "import.meta.env.SCHEDULER_TIMEOUT_MS": JSON.stringify(schedulerTimeoutMs()) },
  plugins: [
    tailwindcss(),
    reactRouter(),
    contentPlugin(content, contentRoot, contentOptions),
    marketsMapPlugin(site),
    fontsPlugin(fonts),
    seoFilesPlugin(site, indexablePages),
    seoImagesPlugin(
      site,
      {
        headline: content.words.en.home.hero.headline,
        markets: site.markets.map((code) => content.words.en.common.marketNames[code]),
      },
      fonts,
    ),
    // The browser editor at /admin/, configured from the same schemas the build validates with.
    adminPlugin(
      buildEditorConfig([...CONTENT_FILES], {
        locales: [...LOCALES],
        defaultLocale: DEFAULT_LOCALE,
        repo: site.editor.repo,
        branch: site.editor.branch,
        siteUrl: site.siteUrl,
      }),
    ),
    // The booking scheduler's browser entry and the inline site script: all the JavaScript pages ship.
    islandsPlugin(import.meta.dirname),
  ],
});
