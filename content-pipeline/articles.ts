/**
 * Insights: one Markdown file per article and language, content/insights/<language>/<slug>.md,
 * with front matter the build validates (articleSchema, which also gives the editor its fields).
 * Read at build time only: the pages receive the validated, rendered articles.
 */
import { statSync } from "node:fs";
import path from "node:path";
import * as z from "zod";
import type { Locale } from "../shared/locales.ts";
import { loadEntries, MEDIA_IMAGE, readEntry, type EntryKind } from "./entries.ts";
import {
  entryEndFields,
  field,
  isoDate,
  lengthBetween,
  line,
  matching,
  refuse,
  summaryField,
} from "./schema-fields.ts";
import { typesetGerman } from "./typography.ts";

export const ARTICLES_FOLDER = "content/insights";
/** Where the editor uploads images, and the largest file the build accepts there. */
export const MEDIA_FOLDER = "content/media";
export const MEDIA_PUBLIC_PATH = "/media";
export const MEDIA_MAX_BYTES = 1_000_000;

/** Reading speed for the reading time, in words per minute (a common figure for both languages). */
export const WORDS_PER_MINUTE = 200;

export const articleSchema = z
  .strictObject({
    title: field(lengthBetween(10, 90), {
      label: "Title",
      hint: "The article's heading, 10 to 90 characters; also its title in search results.",
    }),
    description: summaryField(
      "One or two sentences, 50 to 170 characters: shown in the list, in search results and share previews.",
    ),
    published: isoDate(
      "Published",
      "The day the article appears, YYYY-MM-DD. A later date schedules it: saved and checked now, published that morning by the daily run (about 6:00 Berlin time). The list is newest first.",
    ),
    updated: isoDate("Updated", "Only after a real change to the text; leave empty otherwise.").optional(),
    author: line("Author", "Leave empty for the founder.").optional(),
    tags: field(z.array(line("Tag", "One or two words.")).max(6, "must list at most 6 tags").default([]), {
      label: "Tags",
      hint: "Up to six topics, such as Boards or Germany.",
    }),
    cover: field(matching(MEDIA_IMAGE, "must be an image under /media/"), {
      label: "Cover image",
      hint: "Optional. A photo or illustration, at least 1200 px wide; its description is then required.",
      widget: "image",
    }).optional(),
    coverAlt: line("Cover image description", "What the image shows, for people who cannot see it.").optional(),
    ...entryEndFields("an article", "Markdown: ## for headings, **bold**, lists and links."),
  })
  .superRefine((article, context) => {
    if (article.cover && !article.coverAlt) refuse(context, ["coverAlt"], "is required when there is a cover image");
    if (article.updated && article.updated < article.published)
      refuse(context, ["updated"], "must not be before the publication date");
  });

/** A published article, validated, typeset and rendered: the "articles" collection's entries (app/content.config.ts). */
export type Article = Omit<NonNullable<ReturnType<typeof readArticle>>, "draft">;

/**
 * An article's images (its cover, those in the text) by the /media/ path the editor writes, each
 * as a path from the article's own file: how an Astro collection's `image()` reads a path
 * (app/content.config.ts).
 */
export function articleMediaFromFile(article: Pick<Article, "file" | "cover" | "images">): Record<string, string> {
  const sources = [...(article.cover ? [article.cover.src] : []), ...article.images];
  return Object.fromEntries(
    sources.map((src) => [
      src,
      path.posix.relative(path.posix.dirname(article.file), MEDIA_FOLDER + src.slice(MEDIA_PUBLIC_PATH.length)),
    ]),
  );
}

export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/[#>*_`~[\]()!|-]/g, " ")
    .split(/\s+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

const ARTICLE: EntryKind = {
  reserved: new Set(["page"]), // the list's later pages (/insights/page/2)
  example: "board-succession.md",
  fields: "title, description, published …",
};

/** Parses and validates one article file; every problem is added to `problems`. */
export function readArticle(
  source: string,
  file: string,
  locale: Locale,
  defaults: { author: string },
  problems: string[],
) {
  const entry = readEntry(source, file, locale, ARTICLE, problems, articleSchema);
  if (!entry) return undefined;
  const { data } = entry;
  return {
    ...entry.published,
    description: locale === "de" ? typesetGerman(data.description) : data.description,
    published: data.published,
    ...(data.updated ? { updated: data.updated } : {}),
    author: data.author ?? defaults.author,
    tags: data.tags,
    ...(data.cover ? { cover: { src: data.cover, alt: data.coverAlt ?? "" } } : {}),
    images: entry.images,
    readingMinutes: readingMinutes(data.body),
  };
}

/**
 * Reads every article of every language under `root`; drafts are left out, and so are scheduled
 * articles (published after `today`): they are checked like the others but appear on their day.
 */
export function loadArticles(root: string, defaults: { author: string }, problems: string[], today: string) {
  const articles: Article[] = [];
  loadEntries(
    root,
    ARTICLES_FOLDER,
    problems,
    (source, file, locale) => readArticle(source, file, locale, defaults, problems),
    (article) => {
      if (article.cover) checkMedia(root, article.file, "cover", article.cover.src, problems);
      for (const image of article.images) checkMedia(root, article.file, "image in the text", image, problems);
      articles.push(article);
    },
    (article) => article.published > today,
  );
  // Newest first; the same day by title, so the order never depends on the file system.
  return articles.sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
}

/** An image an article names must exist under the media folder and stay under the size limit. */
function checkMedia(root: string, file: string, what: string, src: string, problems: string[]) {
  const relative = src.slice(MEDIA_PUBLIC_PATH.length + 1);
  const onDisk = path.join(root, MEDIA_FOLDER, relative);
  let size: number;
  try {
    size = statSync(onDisk).size;
  } catch {
    problems.push(`${file}: ${what}: ${src} is not in ${MEDIA_FOLDER}/ (upload it in the editor, or fix the name)`);
    return;
  }
  if (size > MEDIA_MAX_BYTES) {
    problems.push(
      `${file}: ${what}: ${src} is ${Math.round(size / 1000)} KB, over the ${MEDIA_MAX_BYTES / 1000} KB limit; export it smaller (2400 px wide is plenty)`,
    );
  }
}

/** The words of an article that reach the fonts' subsets. */
export function articleText(articles: readonly Article[]): string {
  return articles
    .map((article) => [article.title, article.description, article.author, ...article.tags, article.html].join(" "))
    .join(" ");
}
