/**
 * The words the preview starts from: the build's content (every language's words, typeset, and the
 * published articles), put into admin/extras.js by editor/files.ts; the entry being edited replaces
 * its own part, typeset in the browser as the build would (content-pipeline/typography.ts, whose
 * German compounds' dictionary admin/de-stems.txt brings).
 */
import type { Article, SiteFacts, Words } from "../../app/site-data/types.ts";
import type { Locale } from "../../shared/locales.ts";
import { setStems } from "../../content-pipeline/german-compounds.ts";

export type PreviewContent = {
  site: SiteFacts;
  words: Record<Locale, Words>;
  articles: Article[];
};

declare const __PREVIEW_CONTENT__: PreviewContent;

export const built: PreviewContent = __PREVIEW_CONTENT__;

// Also `virtual:site-facts` in the bundle (editor/files.ts): a copy of the build's facts that the pane
// updates while Site facts are edited (editor/preview/PreviewApp.tsx), so {founder} and {agency} follow.
export default structuredClone(built.site);

let stems: Promise<void> | undefined;

/** Loads the German compounds' dictionary once (for soft hyphens where compounds' words meet). */
export function loadGermanStems(): Promise<void> {
  stems ??= fetch("/admin/de-stems.txt")
    .then((response) => (response.ok ? response.text() : ""))
    .then((text) => setStems(text.split("\n")))
    .catch(() => undefined);
  return stems;
}
