import type { Config } from "@react-router/dev/config";
import { rename, rm } from "node:fs/promises";
import path from "node:path";

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
  prerender: ["/", "/booking", "/404"],
  async buildEnd({ reactRouterConfig }) {
    // The catch-all route pre-renders at /404; hosts expect the not-found page at /404.html.
    const client = path.join(reactRouterConfig.buildDirectory, "client");
    await rename(path.join(client, "404", "index.html"), path.join(client, "404.html"));
    await rm(path.join(client, "404"), { recursive: true, force: true });
    await rm(path.join(client, "404.data"), { force: true });
  },
} satisfies Config;
