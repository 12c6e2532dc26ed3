import { useRouteLoaderData } from "react-router";
import type { CommonWords } from "./schemas.ts";
import type { loader as rootLoader } from "../root.tsx";

/**
 * The words every page shares (header, footer, error screens), in the page's language.
 * The root loader provides them; it runs when the page is pre-rendered, so they are always there.
 */
export function useCommonWords(): CommonWords {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("useCommonWords: the root route's words are missing");
  return data.common;
}
