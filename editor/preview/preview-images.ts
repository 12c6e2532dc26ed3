// An article's images in the editor's preview: the build's optimised files do not exist for an
// image just uploaded, so every /media/ image is shown from its own file, at a 16:9 placeholder size.
import type { ArticleImages } from "../../app/components/insights/article-images.ts";

export const previewImages: ArticleImages = new Proxy(
  {},
  {
    get: (_target, src) =>
      typeof src === "string"
        ? { src, width: 1600, height: 900, sources: [{ type: "image/*", srcset: src }] }
        : undefined,
  },
);
