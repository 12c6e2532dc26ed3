import path from "node:path";
import { defineConfig } from "vitest/config";
import { loadContent } from "./content-pipeline/load-content.ts";
import { contentPlugin } from "./plugins/content.ts";
import { islandsPlugin } from "./plugins/islands.ts";

// CONTENT_ROOT: a directory holding another content/, such as the generated variant (scripts/test-all.sh).
const contentRoot = path.resolve(process.env.CONTENT_ROOT || import.meta.dirname);

export default defineConfig({
  plugins: [
    // Component tests render app/root.tsx, which reads the site's facts from the content files.
    contentPlugin(loadContent(contentRoot), contentRoot),
    // app/root.tsx inlines the site script (virtual:islands).
    islandsPlugin(import.meta.dirname),
    {
      // The subset fonts (plugins/fonts.ts) are a build concern.
      name: "fonts-not-needed-in-unit-tests",
      resolveId: (id) => (id === "virtual:fonts" ? "\0virtual:fonts" : null),
      load: (id) =>
        id === "\0virtual:fonts" ? 'export const fontFaceCss = ""; export const fontPreloads = [];' : null,
    },
  ],
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
