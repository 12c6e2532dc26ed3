/// <reference types="astro/client" />
export {};

// The booking island's client directive (app/browser/after-first-paint.ts, registered in astro.config.ts):
// its value is the id of the <template> holding the island's fallback.
declare module "astro" {
  interface AstroClientDirectives {
    "client:after-first-paint"?: string;
  }
}
