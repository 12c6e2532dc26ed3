// Modules served by plugins/content.ts from the validated files under content/.
declare module "virtual:site-facts" {
  const site: import("./types.ts").SiteFacts;
  export default site;
}

// Served by plugins/cover-images.ts: each article cover's optimised files, by its /media/ path.
declare module "virtual:cover-images" {
  const covers: Record<string, import("../../plugins/cover-images.ts").CoverImage>;
  export default covers;
}
