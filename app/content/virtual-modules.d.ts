// Modules served by plugins/content.ts from the validated files under content/.
declare module "virtual:site-facts" {
  const site: import("../../content-pipeline/schemas.ts").SiteFacts;
  export default site;
}

declare module "virtual:words" {
  const words: Record<import("../../shared/locales.ts").Locale, import("../../content-pipeline/load-content.ts").Words>;
  export default words;
}
