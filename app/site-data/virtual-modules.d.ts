// Modules served by plugins/site-facts.ts from the validated files under content/.
declare module "virtual:site-facts" {
  const site: import("./types.ts").SiteFacts;
  export default site;
}
