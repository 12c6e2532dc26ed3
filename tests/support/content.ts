// The site's validated content, read the way the build reads it, for tests to compare against.
import path from "node:path";
import { loadContent } from "../../app/content/load-content.ts";

export const content = loadContent(path.resolve(import.meta.dirname, "../.."));
export const { site } = content;
/** The English words, by file: en.common, en.home, en.booking. */
export const en = content.words.en;
/** The German words, by file, as `en`. */
export const de = content.words.de;
