/** Section ids on the home page that the navigation can scroll to. */
export const SECTION_IDS = ["about", "services", "values", "contact"] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/**
 * The real link behind a section nav item, on the home page of the page's language. The browser
 * follows it; the site script (app/browser/site-script.ts) adds focus and the delayed scroll.
 */
export function sectionHref(id: SectionId, homePath = "/"): string {
  return `${homePath}#${id}`;
}
