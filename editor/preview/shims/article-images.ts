// virtual:article-images in the editor's preview: the build's optimised sizes do not exist for an
// image just uploaded, so every /media/ image is shown from its own file, at a 16:9 placeholder size.
type PreviewImage = { src: string; width: number; height: number; sources: { type: string; srcset: string }[] };

const images: Record<string, PreviewImage> = new Proxy(
  {},
  {
    get: (_target, src) =>
      typeof src === "string"
        ? { src, width: 1600, height: 900, sources: [{ type: "image/*", srcset: src }] }
        : undefined,
  },
);
export default images;
