import type { Config } from "@react-router/dev/config";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pageEntries } from "./app/pages.ts";
import { BuildOutputError, finishBuild, summary } from "./scripts/postbuild.mjs";

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
  // The build's own last steps (scripts/postbuild.mjs), so `react-router build` alone writes the
  // complete deployable output: build/client for nginx and Node, build/static for a static host.
  async buildEnd({ reactRouterConfig }) {
    const buildDir = reactRouterConfig.buildDirectory;
    // The page table for the tools that are not TypeScript (servers, checkers, audits).
    await writeFile(path.join(buildDir, "pages.json"), `${JSON.stringify(pageEntries(), null, 2)}\n`);
    try {
      console.log(summary(await finishBuild(buildDir)));
    } catch (error) {
      // An output that cannot be delivered: one line naming the file and the reason, not a stack trace.
      if (!(error instanceof BuildOutputError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
  },
} satisfies Config;
