import { useRouteLoaderData } from "react-router";
import type { Locale } from "./locales.ts";
import type { CommonWords } from "./schemas.ts";
import type { loader as rootLoader } from "../root.tsx";

function useRootData() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("the root route's data is missing");
  return data;
}

/**
 * The words every page shares (header, footer, error screens), in the page's language.
 * The root loader provides them; it runs when the page is pre-rendered, so they are always there.
 */
export function useCommonWords(): CommonWords {
  return useRootData().common;
}

/** The page's language, taken from its URL by the root loader. */
export function useLocale(): Locale {
  return useRootData().locale;
}
