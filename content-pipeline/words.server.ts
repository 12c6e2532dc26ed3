/**
 * Every language's words, for route loaders. Loaders run when the site is pre-rendered, so a
 * page's words reach the browser in that page's HTML and data file, never in shared JavaScript.
 */
import words from "virtual:words";
import type { Words } from "./load-content.ts";
import type { Locale } from "../shared/locales.ts";

export function wordsIn(locale: Locale): Words {
  return words[locale];
}
