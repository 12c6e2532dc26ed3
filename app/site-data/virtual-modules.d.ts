// Modules served by plugins/site-facts.ts from the validated files under content/.
declare module "virtual:site-facts" {
  const site: import("./types.ts").SiteFacts;
  export default site;
}

// Served by plugins/article-images.ts: each article image's optimised files, by its /media/ path.
declare module "virtual:article-images" {
  const images: Record<string, import("../components/insights/article-images.ts").OptimisedImage>;
  export default images;
}
