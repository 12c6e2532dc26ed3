import path from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { loadContent } from "./content-pipeline/load-content.ts";
import { siteFactsPlugin } from "./plugins/site-facts.ts";

// CONTENT_ROOT: a directory holding another content/, such as the generated variant (gate/test-all.sh).
const contentRoot = path.resolve(process.env.CONTENT_ROOT || import.meta.dirname);
// VARIANT_CONTENT_ROOT: a second content/ whose tests run in the same process as a project of its
// own ("variant"), so CI checks two contents for one start-up (docs/decisions/080-ci-time.md).
const variantRoot = process.env.VARIANT_CONTENT_ROOT ? path.resolve(process.env.VARIANT_CONTENT_ROOT) : undefined;
// The build of each content, for the tests that read built pages: the seed's build/ (or
// SITE_BUILD_DIR's), and VARIANT_BUILD_DIR for the variant (the gate builds it elsewhere).
const builtDir = path.resolve(import.meta.dirname, process.env.SITE_BUILD_DIR || "build");
const variantBuiltDir = process.env.VARIANT_BUILD_DIR ? path.resolve(process.env.VARIANT_BUILD_DIR) : undefined;

/** The unit suite against the content in `root`: its plugins read that content, its tests too. */
function unitProject(
  name: string,
  root: string,
  exclude: string[] = [],
  built?: string,
): TestProjectInlineConfiguration {
  return {
    plugins: [
      // Component tests render the site's components, which read its facts from the content files.
      siteFactsPlugin(loadContent(root), root),
    ],
    test: {
      name,
      root: import.meta.dirname,
      include: ["tests/unit/**/*.test.{ts,tsx}"],
      exclude,
      // tests/support/content.ts reads the expected words from here.
      // BUILT_SITE_DIR: the build made from that content, if there is one.
      env: { CONTENT_ROOT: root, ...(built ? { BUILT_SITE_DIR: built } : {}) },
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; the build test waits on a child build most of
    // its 15 s, so a second worker runs the other files meanwhile.
    maxWorkers: 2,
    projects: [
      unitProject("content", contentRoot, [], builtDir),
      ...(variantRoot
        ? // The build test edits a copy of the content and builds it: the variant's own build in
          // CI already proves that every edited word reaches the pages.
          [unitProject("variant", variantRoot, ["tests/unit/build-config.test.ts"], variantBuiltDir)]
        : []),
    ],
  },
});
