import type { Locale } from "../../shared/locales.ts";
import type { CommonWords } from "./types.ts";
import type { PageEntry } from "../page-table.ts";

/**
 * The page, its language, the words every page shares (header, footer, error screens), where the
 * language switch leads, and the insights list's link when the site has articles.
 */
export type PageWords = {
  page: PageEntry["id"];
  locale: Locale;
  common: CommonWords;
  languageSwitch: PageEntry["languageSwitch"];
  insights?: { label: string; path: string };
  /** The list of open roles: the footer links it always, the header while `open` is more than 0. */
  roles?: { label: string; path: string; open: number };
};
