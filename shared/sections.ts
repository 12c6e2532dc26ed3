/** Section ids on the home page that the navigation can scroll to (the content schema's links name them too). */
export const SECTION_IDS = ["about", "services", "values", "contact"] as const;
export type SectionId = (typeof SECTION_IDS)[number];
