/**
 * Articles' images (content/media/, named in an article's `cover` or in its text), optimised at build time
 * with sharp: AVIF and WebP at several widths with a JPEG or PNG fallback, each file named by its
 * content's hash under /assets/ (cached for a year), and the intrinsic size for width and height.
 * The pages read the result as `virtual:article-images` (app/components/insights/CoverImage.tsx and article-images.ts).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import type { Plugin } from "vite";
import { MEDIA_FOLDER, MEDIA_PUBLIC_PATH, type Article } from "../content-pipeline/articles.ts";
import type { OptimisedImage } from "../app/components/insights/article-images.ts";

/** Widths of the responsive files; none wider than the original. The article column is 720 px at most (1440 px at 2x). */
export const IMAGE_WIDTHS = [480, 800, 1200, 1600] as const;

const VIRTUAL_ID = "virtual:article-images";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Renders every article image (covers and images in the text) into its files; `files` maps a build path (assets/…) to its bytes. */
export async function buildArticleImages(
  root: string,
  articles: readonly (Pick<Article, "cover"> & Partial<Pick<Article, "images">>)[],
): Promise<{ images: Record<string, OptimisedImage>; files: Map<string, Buffer> }> {
  const images: Record<string, OptimisedImage> = {};
  const files = new Map<string, Buffer>();
  const sources = articles.flatMap((article) => [
    ...(article.cover ? [article.cover.src] : []),
    ...(article.images ?? []),
  ]);
  for (const src of new Set(sources)) {
    const input = readFileSync(path.join(root, MEDIA_FOLDER, src.slice(MEDIA_PUBLIC_PATH.length + 1)));
    // Turned upright by its EXIF orientation first, as a camera's photo would be shown.
    const upright = sharp(input).rotate();
    const { hasAlpha } = await sharp(input).metadata();
    const { width, height } = (await upright.clone().toBuffer({ resolveWithObject: true })).info;
    const largestWidth = Math.min(width, IMAGE_WIDTHS.at(-1)!);
    const widths = [...IMAGE_WIDTHS.filter((candidate) => candidate < largestWidth), largestWidth];
    const hash = createHash("sha256").update(input).digest("hex").slice(0, 10);
    const base = path
      .basename(src)
      .replace(/\.[^.]+$/, "")
      .replace(/[^\w-]+/g, "-");
    const fallback = hasAlpha ? { type: "image/png", ext: "png" } : { type: "image/jpeg", ext: "jpg" };
    const formats = [
      { type: "image/avif", ext: "avif", encode: (image: Sharp) => image.avif({ quality: 55, effort: 2 }) },
      { type: "image/webp", ext: "webp", encode: (image: Sharp) => image.webp({ quality: 75 }) },
      {
        ...fallback,
        encode: (image: Sharp) => (hasAlpha ? image.png() : image.jpeg({ quality: 80, mozjpeg: true })),
      },
    ];
    const sources: OptimisedImage["sources"] = [];
    for (const format of formats) {
      const entries: string[] = [];
      for (const target of widths) {
        const file = `assets/images/${base}-${hash}-${target}.${format.ext}`;
        files.set(file, await format.encode(upright.clone().resize({ width: target })).toBuffer());
        entries.push(`/${file} ${target}w`);
      }
      sources.push({ type: format.type, srcset: entries.join(", ") });
    }
    const largest = widths.at(-1)!;
    images[src] = {
      width: largest,
      height: Math.round((height * largest) / width),
      src: `/assets/images/${base}-${hash}-${largest}.${fallback.ext}`,
      sources,
    };
  }
  return { images, files };
}

/** Serves the images' descriptions as `virtual:article-images` and emits their files into the client build. */
export function articleImagesPlugin(build: () => ReturnType<typeof buildArticleImages>): Plugin {
  return {
    name: "article-images",
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      return id === RESOLVED_ID ? `export default ${JSON.stringify((await build()).images)};` : null;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        void build().then(({ files }) => {
          const file = files.get((req.url ?? "").slice(1));
          if (!file) return next();
          res.setHeader(
            "Content-Type",
            `image/${path
              .extname(req.url ?? "")
              .slice(1)
              .replace("jpg", "jpeg")}`,
          );
          res.end(file);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [fileName, source] of (await build()).files) this.emitFile({ type: "asset", fileName, source });
    },
  };
}
