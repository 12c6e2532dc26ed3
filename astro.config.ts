import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import type { AstroIntegration } from "astro";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { buildContent, buildContentRoot } from "./content-pipeline/build-content.ts";
import { buildEditorConfig } from "./content-pipeline/editor-config.ts";
import { CONTENT_FILES } from "./content-pipeline/schemas.ts";
import { goneEntries, pageEntries, rolePath } from "./app/page-table.ts";
import { roleShareImagePath } from "./shared/seo-assets.ts";
import { checkJobPostings } from "./app/lib/job-posting.ts";
import { ROLES_FOLDER, roleSchema, roleText } from "./content-pipeline/roles.ts";
import { ARTICLES_FOLDER, articleSchema, articleText, MEDIA_MAX_BYTES } from "./content-pipeline/articles.ts";
import { DEFAULT_LOCALE, HTML_LANG, LOCALES } from "./shared/locales.ts";
import { adminPlugin, adminStylesheet } from "./plugins/admin.ts";
import { siteFactsPlugin } from "./plugins/site-facts.ts";
import { buildSiteFonts, fontsPlugin, nonAsciiCharactersIn } from "./plugins/fonts.ts";
import { buildArticleImages, articleImagesPlugin } from "./plugins/article-images.ts";
import { seoImagesPlugin } from "./plugins/seo-images.ts";
import { buildWarnings } from "./plugins/build-logger.ts";
import { acquireSyncLock } from "./plugins/sync-lock.ts";
import { BuildOutputError, finishBuild, summary } from "./delivery/finish-build.ts";
import { PAGES_DIGEST_FILE, pagesDigest } from "./delivery/pages-digest.ts";

// Reading the content validates it: a mistake stops the build here, naming the file and field.
const contentRoot = buildContentRoot();
const content = buildContent();
const { site, articles, roles, closedRoles } = content;

// Every open role's JobPosting against Google's required properties: a missing one stops the
// build, naming the file and the property; a missing recommended one is reported (a salary the
// client keeps private, say).
for (const note of checkJobPostings(site, roles, (role) => ({ path: rolePath(role), lang: HTML_LANG[role.locale] })))
  console.info(note);
// SITE_BUILD_DIR: where a second build goes (CI builds several contents and consent modes).
const buildDir = path.resolve(import.meta.dirname, process.env.SITE_BUILD_DIR || "build");

/** Runs `work` on first use only: `astro sync` and `astro check` load this config but need no fonts or images. */
function once<T>(work: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= work());
}

// Subset once, when a plugin first asks: the pages' fonts and the share image use the same faces.
// They carry every character of the content and any typographic character written into a
// component (such as the quote marks around the pull quote, shared/locales.ts).
const fonts = once(() =>
  buildSiteFonts(
    content.words,
    site,
    `${articleText(articles)} ${roleText(roles)}`,
    ["app", "shared"].map((dir) => nonAsciiCharactersIn(path.join(import.meta.dirname, dir))).join(""),
  ),
);

// Articles' cover images, optimised once when first asked for (AVIF, WebP and a fallback per width).
const articleImages = once(() => buildArticleImages(contentRoot, articles));

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

/** The booking island's modules: its code, what it imports of ours (all of app/browser/ but the pages' own script), React and Rolldown's helpers (ids starting with NUL). */
const ISLAND_MODULES =
  /^\0|[\\/]node_modules[\\/]|[\\/]app[\\/](islands|components|content|lib|browser[\\/](?!site-script))|[\\/]shared[\\/]/;

/** Modules that must never reach a browser: the build's content pipeline reads files and validates with zod. */
const BUILD_ONLY_MODULES = /[\\/]content-pipeline[\\/]/;

/** Fails the build if any JavaScript that reaches a browser would carry build-only code. */
function browserCodeCheck(): Plugin {
  return {
    name: "browser-code-check",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const shipped = Object.values(bundle).flatMap((output) => (output.type === "chunk" ? output.moduleIds : []));
      const forbidden = [...new Set(shipped.filter((id) => BUILD_ONLY_MODULES.test(id)))];
      if (forbidden.length > 0) this.error(`browser code would carry build-only modules:\n  ${forbidden.join("\n  ")}`);
    },
  };
}

/**
 * The site's own steps around Astro's: the booking island's client directive, and after the
 * build the delivery files (delivery/finish-build.ts): the CSP from every inline block, the Node
 * server's manifest, nginx's include, the static host's upload, the precompressed files.
 */
function siteDelivery(): AstroIntegration {
  let releaseSyncLock: (() => void) | undefined;
  return {
    name: "site-delivery",
    hooks: {
      "astro:config:setup": async ({ addClientDirective, command }) => {
        addClientDirective({ name: "after-first-paint", entrypoint: "./app/browser/after-first-paint.ts" });
        // Builds (and the typecheck's sync) side by side take turns at Astro's content sync
        // (plugins/sync-lock.ts); a sync holds the lock until it exits.
        if (command === "build" || command === "sync")
          releaseSyncLock = await acquireSyncLock(path.join(import.meta.dirname, ".astro", ".sync-lock"));
      },
      "astro:build:start": () => {
        releaseSyncLock?.();
        releaseSyncLock = undefined;
      },
      "astro:build:done": async ({ logger }) => {
        // Every build fails on a warning, counted by the logger (plugins/build-logger.ts).
        const warnings = buildWarnings();
        if (warnings > 0) throw new Error(`${warnings} warning(s) above; the build fails until their cause is fixed`);
        // The page table for the tools that are not TypeScript (servers, checkers, audits).
        await writeFile(
          path.join(buildDir, "pages.json"),
          `${JSON.stringify(pageEntries(articles, roles), null, 2)}\n`,
        );
        // Closed roles' addresses, which every server answers 410 Gone (delivery/policy.ts).
        await writeFile(
          path.join(buildDir, "gone.json"),
          `${JSON.stringify(goneEntries(closedRoles, roles), null, 2)}\n`,
        );
        // The fingerprint the daily scheduled run compares with the live release's (delivery/pages-digest.ts).
        await writeFile(path.join(buildDir, "client", PAGES_DIGEST_FILE), `${pagesDigest(buildDir)}\n`);
        try {
          logger.info(summary(await finishBuild(buildDir, { publicOrigin: new URL(site.siteUrl).origin })));
        } catch (error) {
          // An output that cannot be delivered: one line naming the file and the reason, not a stack trace.
          if (!(error instanceof BuildOutputError)) throw error;
          logger.error(error.message);
          process.exit(1);
        }
      },
    },
  };
}

export default defineConfig({
  srcDir: "./app",
  outDir: path.join(buildDir, "client"),
  // Each build keeps its own cache (the content layer's data store among it): the gate runs six
  // builds of different contents side by side in one checkout, and a shared store would mix their words.
  cacheDir: path.join(buildDir, ".astro-cache"),
  // Every page is pre-rendered to static HTML; there is no server-side rendering at runtime.
  output: "static",
  // "/booking" -> booking.html, "/de/" -> de/index.html: the files every host answers at the page's
  // URL without a redirect (docs/decisions/100-one-url-per-page-on-every-host.md).
  build: { format: "preserve", assets: "assets" },
  devToolbar: { enabled: false },
  // Astro's own logger, counting warnings: the build fails on any (plugins/build-logger.ts).
  logger: { entrypoint: "./plugins/build-logger.ts" },
  // admin-stylesheet writes admin/site.css from the built home page before site-delivery lists the files.
  integrations: [react(), adminStylesheet(() => path.join(buildDir, "client")), siteDelivery()],
  vite: {
    // Rolldown's timing notice measures the machine's load (2 shared cores), not a fault of the
    // build; the build fails on any warning (plugins/build-logger.ts), so it is off (every other check stays).
    build: { rolldownOptions: { checks: { bundlerTimings: false } } },
    define: { "import.meta.env.SCHEDULER_TIMEOUT_MS": JSON.stringify(schedulerTimeoutMs()) },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // The island, React and its renderer in one chunk: each extra chunk costs a request
              // and compresses on its own (the booking page's budget is 65 KB). Only what the island
              // imports, named by our own folders and node_modules: the pages' own script stays out,
              // so Astro keeps inlining it (it inlines only scripts that import nothing).
              codeSplitting: { groups: [{ name: "booking-island", test: ISLAND_MODULES }] },
            },
          },
        },
      },
    },
    plugins: [
      tailwindcss(),
      siteFactsPlugin(content, contentRoot),
      articleImagesPlugin(articleImages),
      fontsPlugin(fonts),
      seoImagesPlugin(
        site,
        {
          headline: content.words.en.home.hero.headline,
          markets: site.markets.map((code) => content.words.en.common.marketNames[code]),
        },
        fonts,
        [
          ...articles.map(({ locale, slug, title }) => ({
            locale,
            slug,
            title,
            label: content.words[locale].insights.menuLabel,
          })),
          ...roles.map((role) => ({
            locale: role.locale,
            slug: role.slug,
            title: role.title,
            label: content.words[role.locale].roles.menuLabel,
            path: roleShareImagePath(role),
          })),
        ],
      ),
      // The browser editor at /admin/, configured from the same schemas the build validates with.
      adminPlugin({
        config: buildEditorConfig(
          [...CONTENT_FILES],
          {
            locales: [...LOCALES],
            defaultLocale: DEFAULT_LOCALE,
            repo: site.editor.repo,
            branch: site.editor.branch,
            siteUrl: site.siteUrl,
          },
          [
            {
              name: "articles",
              label: "Insights",
              description:
                "Articles, English and German side by side. An article may exist in one language only: leave the other empty. A draft is saved but not published. Every save passes the content gate before it goes live.",
              folder: ARTICLES_FOLDER,
              schema: articleSchema,
              maxImageBytes: MEDIA_MAX_BYTES,
            },
            {
              name: "roles",
              label: "Open roles",
              description:
                "Roles the agency may publish, English and German side by side; a role may exist in one language only. It appears on its Posted day and leaves the site after its Closes after day (Berlin time): the daily run at about 6:00 takes it down, and its address then says it is gone. A confidential client's name never appears: leave it empty. Every save passes the content gate before it goes live.",
              folder: ROLES_FOLDER,
              schema: roleSchema,
              maxImageBytes: MEDIA_MAX_BYTES,
              summary: "{{title}} (closes after {{validThrough}})",
              sortableFields: ["validThrough", "datePosted", "title"],
            },
          ],
        ),
        // The preview pane's words and facts: this build's own (editor/preview/content.ts).
        preview: { site, words: content.words, articles },
      }),
      browserCodeCheck(),
    ],
  },
});
