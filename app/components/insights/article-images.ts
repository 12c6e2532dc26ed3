/**
 * Images in an article's text: the pipeline leaves each as `<img data-media="/media/…" alt="…">`
 * (content-pipeline/articles.ts); here each becomes a <picture> of its optimised files
 * (app/site-data/article-images.ts), with its size set and loaded lazily, as it sits below the fold.
 */

/** One image, as the page writes its <picture> (the build encodes its files, app/site-data/article-images.ts). */
export type OptimisedImage = {
  width: number;
  height: number;
  /** The largest fallback file, for <img src>. */
  src: string;
  /** "image/avif", "image/webp", then the fallback's type, each with its srcset. */
  sources: { type: string; srcset: string }[];
};

/** An article's images by their /media/ path. */
export type ArticleImages = Readonly<Record<string, OptimisedImage>>;

/** Widths of the responsive files; none wider than the original. The article column is 720 px at most (1440 px at 2x). */
export const IMAGE_WIDTHS = [480, 800, 1200, 1600] as const;

/** The column's width: the same sizes as the cover. */
export const ARTICLE_IMAGE_SIZES = "(min-width: 768px) 720px, calc(100vw - 2.5rem)";

export function articleImage(images: ArticleImages, src: string): OptimisedImage {
  const image = images[src];
  if (!image) throw new Error(`article images: ${src} was not optimised (app/site-data/article-images.ts)`);
  return image;
}

function pictureHtml(image: OptimisedImage, escapedAlt: string): string {
  const [fallback] = image.sources.slice(-1);
  const sources = image.sources
    .slice(0, -1)
    .map((source) => `<source type="${source.type}" srcset="${source.srcset}" sizes="${ARTICLE_IMAGE_SIZES}">`);
  return `<picture>${sources.join("")}<img src="${image.src}" srcset="${fallback?.srcset ?? ""}" sizes="${ARTICLE_IMAGE_SIZES}" width="${image.width}" height="${image.height}" alt="${escapedAlt}" loading="lazy" decoding="async"></picture>`;
}

export function withOptimisedImages(html: string, images: ArticleImages): string {
  return html.replace(/<img data-media="([^"]+)" alt="([^"]*)">/g, (_match, src: string, alt: string) =>
    pictureHtml(articleImage(images, src.replaceAll("&amp;", "&")), alt),
  );
}
