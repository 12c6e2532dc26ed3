import { ARTICLE_IMAGE_SIZES, type OptimisedImage } from "./article-images.ts";

/**
 * An article's cover: AVIF or WebP where the browser takes them, the original's format otherwise,
 * at the width the column needs (app/site-data/article-images.ts), with its size set so nothing moves
 * when it arrives. Near the top of the article, so it loads with the page, at a low priority.
 */
export function CoverImage({ image, alt }: { image: OptimisedImage; alt: string }) {
  const [fallback] = image.sources.slice(-1);
  return (
    <picture>
      {image.sources.slice(0, -1).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={ARTICLE_IMAGE_SIZES} />
      ))}
      <img
        src={image.src}
        srcSet={fallback?.srcset}
        sizes={ARTICLE_IMAGE_SIZES}
        width={image.width}
        height={image.height}
        alt={alt}
        decoding="async"
        className="h-auto w-full rounded-sm bg-surface"
      />
    </picture>
  );
}
