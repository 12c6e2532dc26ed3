import type { SectionId } from "../../shared/sections.ts";

/**
 * The real link behind a section nav item, on the home page of the page's language. The browser
 * follows it; the site script (app/browser/site-script.ts) adds focus and the delayed scroll.
 */
export function sectionHref(id: SectionId, homePath = "/"): string {
  return `${homePath}#${id}`;
}
