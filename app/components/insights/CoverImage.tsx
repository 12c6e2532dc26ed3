import images from "virtual:article-images";
import type { Article } from "../../site-data/types.ts";

/**
 * An article's cover: AVIF or WebP where the browser takes them, the original's format otherwise,
 * at the width the column needs (plugins/article-images.ts), with its size set so nothing moves when
 * it arrives. Near the top of the article, so it loads with the page, at a low priority.
 */
export function CoverImage({ cover }: { cover: NonNullable<Article["cover"]> }) {
  const image = images[cover.src];
  if (!image) throw new Error(`CoverImage: ${cover.src} was not optimised (plugins/article-images.ts)`);
  const sizes = "(min-width: 768px) 720px, calc(100vw - 2.5rem)";
  const [fallback] = image.sources.slice(-1);
  return (
    <picture>
      {image.sources.slice(0, -1).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={image.src}
        srcSet={fallback?.srcset}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={cover.alt}
        decoding="async"
        className="h-auto w-full rounded-sm bg-surface"
      />
    </picture>
  );
}
