import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, envField } from "astro/config";
import type { AstroIntegration } from "astro";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { buildContent, buildContentRoot } from "./content-pipeline/build-content.ts";
import { goneEntries, pageEntries } from "./app/page-table.ts";
import { checkJobPostings } from "./app/lib/job-posting.ts";
import { siteFactsPlugin } from "./plugins/site-facts.ts";
import { buildWarnings } from "./plugins/build-logger.ts";
import { acquireSyncLock } from "./plugins/sync-lock.ts";
import { BuildOutputError, finishBuild, writeJson } from "./delivery/finish-build.ts";
import { GONE_FILE, PAGES_FILE } from "./delivery/policy.ts";
import { PAGES_DIGEST_FILE, pagesDigest } from "./delivery/pages-digest.ts";

// Reading the content validates it: a mistake stops the build here, naming the file and field.
const content = buildContent();
const { site, articles, roles, closedRoles } = content;

// Every open role's JobPosting against Google's required properties: a missing one stops the
// build, naming the file and the property; a missing recommended one is reported (a salary the
// client keeps private, say).
for (const note of checkJobPostings(site, roles)) console.info(note);
// SITE_BUILD_DIR: where a second build goes (CI builds several contents and consent modes).
const buildDir = path.resolve(import.meta.dirname, process.env.SITE_BUILD_DIR || "build");

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

/** The site's own steps around Astro's: the booking island's client directive, then the delivery files (delivery/finish-build.ts). */
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
        // The page table for the servers, checkers and audits, which run without Astro.
        await writeJson(path.join(buildDir, PAGES_FILE), pageEntries(articles, roles));
        // Closed roles' addresses, which every server answers 410 Gone (delivery/policy.ts).
        await writeJson(path.join(buildDir, GONE_FILE), goneEntries(closedRoles, roles));
        // The fingerprint the daily scheduled run compares with the live release's (delivery/pages-digest.ts).
        await writeFile(path.join(buildDir, "client", PAGES_DIGEST_FILE), `${pagesDigest(buildDir)}\n`);
        try {
          logger.info(await finishBuild(buildDir, { publicOrigin: new URL(site.siteUrl).origin }));
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
  // "/booking" -> booking.html, "/de/" -> de/index.html: the files every host answers at the page's
  // URL without a redirect (docs/decisions/100-one-url-per-page-on-every-host.md).
  build: { format: "preserve", assets: "assets" },
  devToolbar: { enabled: false },
  env: {
    schema: {
      // How long the booking scheduler waits for the provider before showing its fallback
      // (app/islands/BookingIsland.tsx); browser tests build with a shorter one.
      SCHEDULER_TIMEOUT_MS: envField.number({
        context: "client",
        access: "public",
        int: true,
        min: 100,
        max: 60_000,
        default: 8000,
      }),
    },
  },
  // Articles' images (app/site-data/article-images.ts), encoded as before the move to astro:assets:
  // AVIF at effort 2 (the default 4 takes longer for the same bytes here), JPEG with mozjpeg.
  // Each format's quality is set where it is asked for: only the asked-for options name a cached file.
  image: {
    service: { entrypoint: "astro/assets/services/sharp", config: { avif: { effort: 2 }, jpeg: { mozjpeg: true } } },
  },
  // Astro's own logger, counting warnings: the build fails on any (plugins/build-logger.ts).
  logger: { entrypoint: "./plugins/build-logger.ts" },
  integrations: [react(), siteDelivery()],
  vite: {
    // Rolldown's timing notice measures the machine's load (2 shared cores), not a fault of the
    // build; the build fails on any warning (plugins/build-logger.ts), so it is off (every other check stays).
    build: { rolldownOptions: { checks: { bundlerTimings: false } } },
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
    plugins: [tailwindcss(), siteFactsPlugin(content, buildContentRoot()), browserCodeCheck()],
  },
});
