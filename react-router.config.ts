import type { Config } from "@react-router/dev/config";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pageEntries } from "./app/pages.ts";
import { pruneClientOutput } from "./scripts/lib/prune-client-output.mjs";

// Every page is pre-rendered to static HTML; there is no server-side rendering at runtime.
export default {
  ssr: false,
  // Opt in to React Router 8's behaviour now, so the build prints no future-flag warnings and the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  // A second build (the click-to-load consent mode for the browser tests) goes elsewhere.
  buildDirectory: process.env.SITE_BUILD_DIR || "build",
  prerender: pageEntries().map((entry) => entry.path),
  async buildEnd({ reactRouterConfig }) {
    const buildDir = reactRouterConfig.buildDirectory;
    const client = path.join(buildDir, "client");
    // The catch-all route pre-renders each language's not-found page at <lang>/404; hosts
    // look for the nearest 404.html, so it moves there (and needs no data file).
    for (const entry of pageEntries().filter((page) => page.id === "not-found")) {
      const dir = path.join(client, entry.path);
      await mkdir(path.dirname(path.join(client, entry.file)), { recursive: true });
      await rename(path.join(dir, "index.html"), path.join(client, entry.file));
      await rm(dir, { recursive: true, force: true });
      await rm(`${dir}.data`, { force: true });
    }
    // No page loads React Router's runtime: drop the scripts and .data files nothing references.
    await pruneClientOutput(client);
    // The page table for the tools that are not TypeScript (servers, checkers, audits).
    await writeFile(path.join(buildDir, "pages.json"), `${JSON.stringify(pageEntries(), null, 2)}\n`);
  },
} satisfies Config;
