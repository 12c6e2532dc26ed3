/**
 * The content a build reads: content/ of this checkout, or of CONTENT_ROOT (CI builds a generated
 * variant, gate/make-content-variant.ts), with VITE_SITE_BOOKING_CONSENT overriding
 * booking.consent for a test build (gate/serve-consent-build.sh). It is read once per build:
 * astro.config.ts (the generated files) and the content collections (app/content.config.ts) share it.
 */
import path from "node:path";
import { loadContent, type Content } from "./load-content.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");

export function buildContentRoot(): string {
  return path.resolve(process.env.CONTENT_ROOT || projectRoot);
}

/** A file of the build's content (such as content/insights/en/a.md) by its path from the project, as Astro's collections name files. */
export function projectPathOf(contentFile: string): string {
  return path.relative(projectRoot, path.join(buildContentRoot(), contentFile));
}

/**
 * Where the process keeps the content it read. A global, not a module variable: Astro loads
 * astro.config.ts and app/content.config.ts as separate module instances of this file.
 */
const READ = Symbol.for("site.build-content");
const store = globalThis as { [READ]?: Content };

/** Reads content/ again, such as after an edit (`npm run dev`); a mistake throws, naming file and field, and keeps what was read before. */
export function reloadBuildContent(): Content {
  return (store[READ] = loadContent(buildContentRoot(), { bookingConsent: process.env.VITE_SITE_BOOKING_CONSENT }));
}

/** The build's content, read and validated on first use. */
export const buildContent = (): Content => store[READ] ?? reloadBuildContent();
