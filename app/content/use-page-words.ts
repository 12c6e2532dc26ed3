import { createContext, use } from "react";
import type { Locale } from "../../shared/locales.ts";
import type { CommonWords } from "../../content-pipeline/schemas.ts";

/** The page's language and the words every page shares (header, footer, error screens). */
export type PageWords = { locale: Locale; common: CommonWords };

/**
 * Provided by the root layout when a page is pre-rendered, and by an island's browser entry
 * from the props the page carries: shared components read it without React Router.
 */
export const PageWordsContext = createContext<PageWords | null>(null);

function usePageWords(): PageWords {
  const words = use(PageWordsContext);
  if (!words) throw new Error("the page's words are missing (no PageWordsContext above this component)");
  return words;
}

/** The words every page shares, in the page's language. */
export function useCommonWords(): CommonWords {
  return usePageWords().common;
}

/** The page's language, taken from its URL by the root loader. */
export function useLocale(): Locale {
  return usePageWords().locale;
}
