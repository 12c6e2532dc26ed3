import { createContext, use } from "react";
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

/**
 * Provided by each part of a page Astro renders (app/layouts/SitePage.astro), and by an island from
 * the props the page carries: shared components read it without passing it down.
 */
export const PageWordsContext = createContext<PageWords | null>(null);

export function usePageWords(): PageWords {
  const words = use(PageWordsContext);
  if (!words) throw new Error("the page's words are missing (no PageWordsContext above this component)");
  return words;
}

/** The words every page shares, in the page's language. */
export function useCommonWords(): CommonWords {
  return usePageWords().common;
}

/** The page's language, from the page table. */
export function useLocale(): Locale {
  return usePageWords().locale;
}
