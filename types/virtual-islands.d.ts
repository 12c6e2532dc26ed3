// Served by plugins/islands.ts.
declare module "virtual:islands" {
  /** The scheduler island's chunk (under /assets/). */
  export const schedulerIsland: import("../plugins/islands.ts").IslandAsset;
  /** app/browser/site-script.ts, compiled and minified, inlined into every page. */
  export const siteScript: string;
}
