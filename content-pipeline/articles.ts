/**
 * Insights: one Markdown file per article and language, content/insights/<language>/<slug>.md,
 * with front matter the build validates (articleSchema, which also gives the editor its fields).
 * Read at build time only: the pages receive the validated, rendered articles.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Marked } from "marked";
import { parseDocument, LineCounter } from "yaml";
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../shared/locales.ts";
import { entryEndFields, field, isoDate, lengthBetween, line, matching, SLUG, summaryField } from "./schema-fields.ts";
import { splitFrontMatter } from "./front-matter.ts";
import { hyphenateLongWords, typesetGerman, typesetGermanHtml, UNBREAKABLE_FROM } from "./typography.ts";

/** Where articles live, by language: content/insights/en/, content/insights/de/. */
export const ARTICLES_FOLDER = "content/insights";
/** Where the editor uploads images, and the largest file the build accepts there. */
export const MEDIA_FOLDER = "content/media";
export const MEDIA_PUBLIC_PATH = "/media";
export const MEDIA_MAX_BYTES = 1_000_000;

/** Reading speed for the reading time, in words per minute (a common figure for both languages). */
export const WORDS_PER_MINUTE = 200;

/** Taken by the list's later pages (/insights/page/2). */
const RESERVED_SLUGS = new Set(["page"]);

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
    cover: field(matching(/^\/media\/[\w./-]+\.(?:jpe?g|png|webp|avif)$/, "must be an image under /media/"), {
      label: "Cover image",
      hint: "Optional. A photo or illustration, at least 1200 px wide; its description is then required.",
      widget: "image",
    }).optional(),
    coverAlt: line("Cover image description", "What the image shows, for people who cannot see it.").optional(),
    ...entryEndFields("an article", "Markdown: ## for headings, **bold**, lists and links."),
  })
  .superRefine((article, context) => {
    if (article.cover && !article.coverAlt)
      context.addIssue({ code: "custom", path: ["coverAlt"], message: "is required when there is a cover image" });
    if (article.updated && article.updated < article.published)
      context.addIssue({ code: "custom", path: ["updated"], message: "must not be before the publication date" });
  });

export type ArticleSource = z.infer<typeof articleSchema>;

/** A published article, validated, typeset and rendered: the "articles" collection's entries (app/content.config.ts). */
export const publishedArticleSchema = z.strictObject({
  locale: z.enum(LOCALES),
  slug: z.string(),
  /** Links translations: the same key in each language. */
  key: z.string(),
  title: z.string(),
  description: z.string(),
  /** YYYY-MM-DD. */
  published: z.string(),
  updated: z.string().optional(),
  author: z.string(),
  tags: z.array(z.string()),
  cover: z.strictObject({ src: z.string(), alt: z.string() }).optional(),
  /** Images in the text, by their /media/ path: the build optimises them like the cover (app/site-data/article-images.ts). */
  images: z.array(z.string()),
  /** Minutes, rounded up. */
  readingMinutes: z.number(),
  html: z.string(),
  /** The source file, for messages. */
  file: z.string(),
});
export type Article = z.infer<typeof publishedArticleSchema>;

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

/** An image in the text as the renderer leaves it, for the page to put its optimised files in (app/components/insights/article-images.ts). */
export const MEDIA_IMAGE_ATTRIBUTE = "data-media";
const MEDIA_IMAGE = /^\/media\/[\w./-]+\.(?:jpe?g|png|webp|avif)$/;

/** Headings from ## down to ####, never #: the page's h1 is the title. Raw HTML is refused. */
export function articleRenderer(file: string, problems: string[], images: string[]) {
  return new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        if (depth < 2 || depth > 4)
          problems.push(`${file}: headings must be ##, ### or #### (the title is the page's heading)`);
        return `<h${depth}>${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      html({ text }) {
        problems.push(
          `${file}: HTML is not allowed in an article (got ${JSON.stringify(text.trim().slice(0, 40))}); use Markdown`,
        );
        return "";
      },
      image({ href, text }) {
        if (!MEDIA_IMAGE.test(href)) {
          problems.push(
            `${file}: an image in the text must be a file under /media/ (upload it in the editor; got ${JSON.stringify(href)})`,
          );
          return "";
        }
        if (!text.trim()) {
          problems.push(`${file}: the image ${href} needs a description: ![what it shows](${href})`);
          return "";
        }
        images.push(href);
        return `<img ${MEDIA_IMAGE_ATTRIBUTE}="${escapeAttribute(href)}" alt="${escapeAttribute(text)}">`;
      },
      link({ href, title, tokens }) {
        const inner = this.parser.parseInline(tokens);
        if (!/^(?:https:\/\/|mailto:|\/|#)/.test(href)) {
          problems.push(`${file}: a link must start with https://, mailto:, / or # (got ${JSON.stringify(href)})`);
        }
        const external = href.startsWith("https://");
        const escapedTitle = title ? ` title="${escapeAttribute(title)}"` : "";
        return `<a href="${escapeAttribute(href)}"${escapedTitle}${external ? ' rel="noopener"' : ""}>${inner}</a>`;
      },
    },
  });
}

const escapeAttribute = (text: string) => text.replace(/&(?!amp;|lt;|gt;|quot;|#)/g, "&amp;").replace(/"/g, "&quot;");

/** Words of running text, for the reading time. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/[#>*_`~[\]()!|-]/g, " ")
    .split(/\s+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The front matter's fields and the Markdown after it as `body`; problems name the file and line. */
export function readFrontMatter(
  source: string,
  file: string,
  problems: string[],
  expected: string,
): Record<string, unknown> | undefined {
  const parts = splitFrontMatter(source);
  if (!parts) {
    problems.push(`${file}: must start with front matter between two --- lines (${expected})`);
    return undefined;
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(parts.frontMatter, { lineCounter, uniqueKeys: true, prettyErrors: false });
  if (document.errors.length > 0) {
    for (const error of document.errors) {
      problems.push(`${file}: line ${lineCounter.linePos(error.pos[0]).line + 1}: ${error.message.split("\n")[0]}`);
    }
    return undefined;
  }
  const raw = document.toJS() as unknown;
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    problems.push(`${file}: the front matter must be fields such as title: …`);
    return undefined;
  }
  return { ...(raw as Record<string, unknown>), body: parts.body };
}

/** The file's name without .md, the entry's address; undefined (and a problem) for a name that cannot be one. */
export function slugOfFile(
  file: string,
  reserved: ReadonlySet<string>,
  example: string,
  problems: string[],
): string | undefined {
  const slug = path.basename(file, ".md");
  if (!SLUG.test(slug)) {
    problems.push(`${file}: the file name must be lower-case letters, digits and hyphens, such as ${example}`);
    return undefined;
  }
  if (reserved.has(slug)) {
    problems.push(`${file}: "${slug}" is taken by the list's pages; choose another file name`);
    return undefined;
  }
  return slug;
}

/**
 * Reads `folder`/<language>/*.md under `root`, language by language in file-name order, and hands
 * each entry `read` accepts to `use`, drafts and those `later` names (scheduled) left out. A
 * translation key may link one entry per language: a second is a problem. The key is what the editor
 * writes on save (its canonical slug): the English file's name, or a German-only entry's own name.
 */
export function loadEntries<Entry extends { key: string; slug: string; file: string; draft: boolean }>(
  root: string,
  folder: string,
  problems: string[],
  read: (source: string, file: string, locale: Locale) => Entry | undefined,
  use: (entry: Omit<Entry, "draft">) => void,
  later: (entry: Omit<Entry, "draft">) => boolean = () => false,
): void {
  const english = new Set<string>();
  for (const locale of LOCALES) {
    const dir = path.join(root, folder, locale);
    let names: string[];
    try {
      names = readdirSync(dir).filter((name) => name.endsWith(".md"));
    } catch {
      continue; // none in this language
    }
    const keys = new Map<string, string>();
    for (const name of names.sort()) {
      const file = `${folder}/${locale}/${name}`;
      const parsed = read(readFileSync(path.join(dir, name), "utf8"), file, locale);
      if (!parsed) continue;
      const { draft, ...entry } = parsed;
      if (locale === DEFAULT_LOCALE) english.add(entry.slug);
      if (entry.key !== entry.slug && (locale === DEFAULT_LOCALE || !english.has(entry.key))) {
        problems.push(
          locale === DEFAULT_LOCALE
            ? `${file}: translationKey "${entry.key}" must be the file's name, "${entry.slug}" (the editor writes it on every save)`
            : `${file}: translationKey "${entry.key}" must be the name of its English file in ${folder}/${DEFAULT_LOCALE}/, or with none its own name "${entry.slug}" (the editor writes it on every save)`,
        );
        continue;
      }
      if (draft || later(entry)) continue;
      const other = keys.get(entry.key);
      if (other) {
        problems.push(
          `${file}: translationKey "${entry.key}" is also used by ${other}; each language may use a key once`,
        );
        continue;
      }
      keys.set(entry.key, file);
      use(entry);
    }
  }
}

/** Parses and validates one article file; every problem is added to `problems`. */
export function readArticle(
  source: string,
  file: string,
  locale: Locale,
  defaults: { author: string },
  problems: string[],
  validate: (file: string, input: unknown) => ArticleSource | undefined,
): (Article & { draft: boolean }) | undefined {
  const slug = slugOfFile(file, RESERVED_SLUGS, "board-succession.md", problems);
  if (!slug) return undefined;
  const parsed = readFrontMatter(source, file, problems, "title, description, published …");
  if (!parsed) return undefined;
  const data = validate(file, parsed);
  if (!data) return undefined;

  const before = problems.length;
  const images: string[] = [];
  let html = articleRenderer(file, problems, images).parse(data.body, { async: false });
  if (problems.length > before) return undefined;
  let title = data.title;
  let description = data.description;
  if (locale === "de") {
    // The same German typography as every other page: quotes, dashes, spaces, and soft hyphens
    // in words too long for a heading's line at 360 px.
    title = hyphenateLongWords(typesetGerman(title), UNBREAKABLE_FROM.title);
    description = typesetGerman(description);
    html = typesetGermanHtml(html);
  }
  return {
    locale,
    slug,
    key: data.translationKey,
    title,
    description,
    published: data.published,
    ...(data.updated ? { updated: data.updated } : {}),
    author: data.author ?? defaults.author,
    tags: data.tags,
    ...(data.cover ? { cover: { src: data.cover, alt: data.coverAlt ?? "" } } : {}),
    images,
    readingMinutes: readingMinutes(data.body),
    html,
    file,
    draft: data.draft,
  };
}

/** Newest first; the same day by title, so the order never depends on the file system. */
export const byNewest = (a: Article, b: Article) =>
  b.published.localeCompare(a.published) || a.title.localeCompare(b.title);

/**
 * Reads every article of every language under `root`; drafts are left out, and so are scheduled
 * articles (published after `today`): they are checked like the others but appear on their day.
 */
export function loadArticles(
  root: string,
  defaults: { author: string },
  problems: string[],
  validate: (file: string, input: unknown) => ArticleSource | undefined,
  today?: string,
): Article[] {
  const articles: Article[] = [];
  loadEntries(
    root,
    ARTICLES_FOLDER,
    problems,
    (source, file, locale) => readArticle(source, file, locale, defaults, problems, validate),
    (article) => {
      if (article.cover) checkMedia(root, article.file, "cover", article.cover.src, problems);
      for (const image of article.images) checkMedia(root, article.file, "image in the text", image, problems);
      articles.push(article);
    },
    (article) => today !== undefined && article.published > today,
  );
  return articles.sort(byNewest);
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
