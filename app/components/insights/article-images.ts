/**
 * Images in an article's text: the pipeline leaves each as `<img data-media="/media/…" alt="…">`
 * (content-pipeline/articles.ts); here each becomes a <picture> of its optimised files
 * (plugins/article-images.ts), with its size set and loaded lazily, as it sits below the fold.
 */
import images from "virtual:article-images";

/** One image, as the page writes its <picture> (the build encodes its files, plugins/article-images.ts). */
export type OptimisedImage = {
  width: number;
  height: number;
  /** The largest fallback file, for <img src>. */
  src: string;
  /** "image/avif", "image/webp", then the fallback's type, each with its srcset. */
  sources: { type: string; srcset: string }[];
};

/** The column's width: the same sizes as the cover. */
export const ARTICLE_IMAGE_SIZES = "(min-width: 768px) 720px, calc(100vw - 2.5rem)";

function pictureHtml(image: OptimisedImage, escapedAlt: string): string {
  const [fallback] = image.sources.slice(-1);
  const sources = image.sources
    .slice(0, -1)
    .map((source) => `<source type="${source.type}" srcset="${source.srcset}" sizes="${ARTICLE_IMAGE_SIZES}">`);
  return `<picture>${sources.join("")}<img src="${image.src}" srcset="${fallback?.srcset ?? ""}" sizes="${ARTICLE_IMAGE_SIZES}" width="${image.width}" height="${image.height}" alt="${escapedAlt}" loading="lazy" decoding="async"></picture>`;
}

/** The article's HTML with each image in the text as its optimised <picture>. */
export function withOptimisedImages(html: string): string {
  return html.replace(/<img data-media="([^"]+)" alt="([^"]*)">/g, (_match, src: string, alt: string) => {
    const image = images[src.replaceAll("&amp;", "&")];
    if (!image) throw new Error(`article images: ${src} was not optimised (plugins/article-images.ts)`);
    return pictureHtml(image, alt);
  });
}
