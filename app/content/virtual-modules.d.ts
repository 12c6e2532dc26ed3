// Modules served by plugins/content.ts from the validated files under content/.
declare module "virtual:site-facts" {
  const site: import("./types.ts").SiteFacts;
  export default site;
}

declare module "virtual:words" {
  const words: Record<import("../../shared/locales.ts").Locale, import("./types.ts").Words>;
  export default words;
}
