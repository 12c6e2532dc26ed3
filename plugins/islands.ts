import { readFile } from "node:fs/promises";
import path from "node:path";
import { minify, transformWithOxc, type Plugin, type Rollup } from "vite";

const VIRTUAL_ID = "virtual:islands";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/**
 * In development the island's modules carry React Router's fast-refresh hooks, which need the
 * preamble its <Scripts /> would install; this entry installs it, then loads the island.
 */
const DEV_ENTRY_ID = "virtual:islands-dev-entry";
const DEV_ENTRY_URL = `/@id/__x00__${DEV_ENTRY_ID}`;

/** The scheduler island's browser entry, built as an extra chunk of the client build. */
export const SCHEDULER_ENTRY = "app/islands/scheduler.client.tsx";
/** The one small script every page inlines (hashed into the CSP by scripts/postbuild.mjs). */
export const SITE_SCRIPT = "app/browser/site-script.ts";

/** Modules that must never reach a browser: the router and the build's content pipeline. */
const FORBIDDEN_IN_BROWSER = [
  /[\\/]node_modules[\\/](react-router|@react-router)[\\/]/,
  // The whole build-time content pipeline (content-pipeline/): it reads files and validates with zod.
  /[\\/]content-pipeline[\\/]/,
];

export type IslandAsset = {
  /** The entry module's URL, imported by the inline site script (its own imports follow from it). */
  src: string;
};

/** The site script, TypeScript compiled and minified into the few hundred bytes each page inlines. */
export async function compileSiteScript(file: string): Promise<string> {
  const source = await readFile(file, "utf8");
  const { code } = await transformWithOxc(source, file, { lang: "ts" });
  const minified = await minify(file.replace(/\.ts$/, ".js"), code, { module: true, compress: true, mangle: true });
  if (minified.errors.length > 0)
    throw new Error(`islands: ${file}: ${minified.errors[0]?.message ?? "minify failed"}`);
  // An empty export marks the source as a module for TypeScript; the inline module needs none.
  return minified.code.replace(/export\s*\{\s*\};?\s*$/, "").trim();
}

/**
 * Builds the booking scheduler's browser entry as one more chunk of the client build (hashed,
 * served from /assets/ like every other asset) and tells the pre-rendering build its URL and
 * imports through `virtual:islands`, together with the compiled site script. React Router's
 * own client build still runs, but no page references it (scripts/lib/prune-client-output.mjs
 * deletes it). In development the island is served from source.
 */
export function islandsPlugin(root: string): Plugin {
  const entryPath = path.join(root, SCHEDULER_ENTRY);
  let scheduler: IslandAsset | null = null;
  let isBuild = false;
  let base = "/";

  return {
    name: "islands",
    // React Router builds the client environment first and shares plugin instances
    // (builder.sharedPlugins), so the SSR build reads what the client build recorded here.
    sharedDuringBuild: true,
    // Everything the island imports goes into one chunk beside its tiny entry: each extra chunk
    // costs a request and about 0.1 KB of brotli (the booking page's budget is 65 KB).
    config() {
      let islandModules: Set<string> | null = null;
      const islandGroup = (
        id: string,
        ctx: { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null },
      ) => {
        if (!islandModules) {
          islandModules = new Set();
          const queue = [...(ctx.getModuleInfo(entryPath)?.importedIds ?? [])];
          for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
            if (islandModules.has(next)) continue;
            islandModules.add(next);
            queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
          }
        }
        return islandModules.has(id) ? "scheduler-island" : null;
      };
      return {
        environments: {
          client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: islandGroup }] } } } } },
        },
      };
    },
    configResolved(config) {
      isBuild = config.command === "build";
      base = config.base;
    },
    buildStart() {
      if (this.environment.name !== "client" || !isBuild) return;
      this.emitFile({ type: "chunk", id: entryPath, name: "scheduler" });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const entry = Object.values(bundle).find(
        (output): output is Rollup.OutputChunk => output.type === "chunk" && output.facadeModuleId === entryPath,
      );
      if (!entry) this.error(`islands: ${SCHEDULER_ENTRY} is missing from the client build`);
      // What reaches a browser must never pull in the router or build-only code.
      const shipped: string[] = [];
      const files = new Set([entry.fileName]);
      for (const file of files) {
        const chunk = bundle[file];
        if (chunk?.type !== "chunk") continue;
        shipped.push(...chunk.moduleIds);
        for (const imported of [...chunk.imports, ...chunk.dynamicImports]) files.add(imported);
      }
      const forbidden = shipped.filter((id) => FORBIDDEN_IN_BROWSER.some((pattern) => pattern.test(id)));
      if (forbidden.length > 0)
        this.error(`islands: ${SCHEDULER_ENTRY} would ship build-only code to browsers:\n  ${forbidden.join("\n  ")}`);
      scheduler = { src: base + entry.fileName };
    },
    // Hook filters keep these hooks from being called for every other module of the build.
    resolveId: {
      filter: { id: new RegExp(`^(${VIRTUAL_ID}|${DEV_ENTRY_ID})$`) },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: new RegExp(`^\0(${VIRTUAL_ID}|${DEV_ENTRY_ID})$`) },
      handler: async function (id) {
        if (id !== RESOLVED_ID)
          return `import "virtual:react-router/inject-hmr-runtime";\nimport "/${SCHEDULER_ENTRY}";\n`;
        this.addWatchFile(path.join(root, SITE_SCRIPT));
        const siteScript = await compileSiteScript(path.join(root, SITE_SCRIPT));
        let island: IslandAsset;
        if (!isBuild) island = { src: DEV_ENTRY_URL };
        else if (this.environment.name === "client") island = { src: "" };
        else if (scheduler) island = scheduler;
        else throw new Error("islands: the client build has not recorded the scheduler chunk before pre-rendering");
        return `export const schedulerIsland = ${JSON.stringify(island)};\nexport const siteScript = ${JSON.stringify(siteScript)};\n`;
      },
    },
  };
}
