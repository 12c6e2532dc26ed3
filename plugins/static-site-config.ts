import path from "node:path";
import type { Plugin } from "vite";
import type { SiteConfig } from "../app/content/site-schema.ts";

const SITE_MODULE = path.resolve(import.meta.dirname, "../app/content/site.ts");

/**
 * In production builds, replaces app/content/site.ts with its already validated value.
 * vite.config.ts validates the configuration before the build starts; shipping zod to
 * browsers would only repeat that check on every visit (docs/decisions/004).
 */
export function staticSiteConfigPlugin(validated: SiteConfig): Plugin {
  return {
    name: "static-site-config",
    apply: "build",
    enforce: "pre",
    transform(_code, id) {
      if (path.resolve(id.split("?")[0] ?? id) !== SITE_MODULE) return null;
      return { code: `export const site = ${JSON.stringify(validated)};\n`, map: null };
    },
  };
}
