/**
 * The content a build reads: content/ of this checkout, or of CONTENT_ROOT (CI builds a generated
 * variant, gate/make-content-variant.mjs), with VITE_SITE_BOOKING_CONSENT overriding
 * booking.consent for a test build (gate/serve-consent-build.sh). astro.config.ts and the words
 * collection (app/content.config.ts) read it the same way.
 */
import path from "node:path";
import { loadContent, type Content } from "./load-content.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");

/** The directory holding the content/ this build reads. */
export function buildContentRoot(): string {
  return path.resolve(process.env.CONTENT_ROOT || projectRoot);
}

/** Reads and validates the build's content; a mistake throws, naming the file and the field. */
export function loadBuildContent(): Content {
  return loadContent(buildContentRoot(), { bookingConsent: process.env.VITE_SITE_BOOKING_CONSENT });
}
