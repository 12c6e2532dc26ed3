// The site's validated content, read the way the build reads it, for tests to compare against.
import path from "node:path";
import { loadContent } from "../../app/content/load-content.ts";

/**
 * The directory holding content/: the project, or CONTENT_ROOT when the suites run against
 * another content set (CI's generated variant, scripts/make-content-variant.mjs).
 */
export const contentRoot = path.resolve(process.env.CONTENT_ROOT || path.resolve(import.meta.dirname, "../.."));
export const content = loadContent(contentRoot);
export const { site } = content;
/** The English words, by file: en.common, en.home, en.booking. */
export const en = content.words.en;
/** The German words, by file, as `en`. */
export const de = content.words.de;
