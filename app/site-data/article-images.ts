/**
 * Articles' images (a cover, images in the text), encoded by astro:assets at build time: AVIF and
 * WebP at the widths the column needs, with a fallback in the original's kind (JPEG for a JPEG,
 * PNG otherwise, as Astro's <Picture> does), each file named by a hash under /assets/, and the size
 * for width and height. Astro keeps each encoded file in its cache (`cacheDir`/assets/), so a
 * build of the same images again encodes nothing. Build time only.
 */
import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";
import { IMAGE_WIDTHS, type OptimisedImage } from "../components/insights/article-images.ts";

/** Each format's quality; the encoders' other settings are the image service's (astro.config.ts). */
const QUALITY = { avif: 55, webp: 75, jpg: 80, png: undefined };

/**
 * One format's files at every width up to the original's. Only the srcset's files are asked for,
 * and the original's facts are read from the result: reading them from `original` itself, or
 * asking for `src`, would make Astro keep the original (or one more file) in the build too.
 */
async function encoded(original: ImageMetadata, format: keyof typeof QUALITY) {
  const image = await getImage({ src: original, format, quality: QUALITY[format], widths: [...IMAGE_WIDTHS] });
  const largest = image.srcSet.values.at(-1)!;
  return {
    original: image.options.src as ImageMetadata,
    source: { type: `image/${format === "jpg" ? "jpeg" : format}`, srcset: image.srcSet.attribute },
    largest: { src: largest.url, width: Number(largest.transform.width), height: Number(largest.transform.height) },
  };
}

/** One image's <picture>: AVIF, WebP, then the fallback, each at every width up to the original's. */
export async function optimisedImage(original: ImageMetadata): Promise<OptimisedImage> {
  const avif = await encoded(original, "avif");
  const kind = avif.original.format;
  const [webp, fallback] = await Promise.all([
    encoded(original, "webp"),
    encoded(original, kind === "jpg" || kind === "jpeg" ? "jpg" : "png"),
  ]);
  return { ...fallback.largest, sources: [avif.source, webp.source, fallback.source] };
}

/** Every image of an article by its /media/ path (the collection's `media`, app/content.config.ts). */
export async function optimisedImages(media: Readonly<Record<string, ImageMetadata>>) {
  const entries = await Promise.all(
    Object.entries(media).map(async ([src, original]) => [src, await optimisedImage(original)] as const),
  );
  return Object.fromEntries(entries);
}
