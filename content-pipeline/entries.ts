/**
 * A folder of translated Markdown entries (the articles, the roles): one file per entry and
 * language, <folder>/<language>/<slug>.md, front matter the build validates, then Markdown text.
 * What differs by kind (reserved names, the schema, what the text may hold) is passed in.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Marked } from "marked";
import type { z } from "zod";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../shared/locales.ts";
import { parseYaml, splitFrontMatter } from "./front-matter.ts";
import { SLUG, validateFile } from "./schema-fields.ts";
import { hyphenateLongWords, typesetGerman, typesetGermanHtml, UNBREAKABLE_FROM } from "./typography.ts";

/** An image under /media/ (uploaded in the editor): an article's cover, an image in the text. */
export const MEDIA_IMAGE = /^\/media\/[\w./-]+\.(?:jpe?g|png|webp|avif)$/;

/** What an entry's messages say of its kind. */
export type EntryKind = {
  /** File names taken by the list's pages. */
  reserved: ReadonlySet<string>;
  /** A file name the message offers, such as board-succession.md. */
  example: string;
  /** The first fields, for the message about missing front matter. */
  fields: string;
  /** Set when the text may hold no images: the message's words after the file. */
  noImages?: string;
};

/** Headings from ## down to ####, never #: the page's h1 is the title. Raw HTML is refused. */
function markdownRenderer(file: string, problems: string[], images: string[]) {
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
        // The page puts the optimised files in (app/components/insights/article-images.ts).
        return `<img data-media="${escapeAttribute(href)}" alt="${escapeAttribute(text)}">`;
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

/**
 * One entry's file: its validated front matter, the images its text shows, and what every published
 * entry holds: its slug and translation key, its text rendered and its title, both typeset in German
 * as every other page is (quotes, dashes, spaces, and soft hyphens in words too long for a heading's
 * line at 360 px). Undefined after a problem.
 */
export function readEntry<
  Schema extends z.ZodType<{ title: string; body: string; translationKey: string; draft: boolean }>,
>(source: string, file: string, locale: Locale, kind: EntryKind, problems: string[], schema: Schema) {
  // Every step's problem names the file; returning it (undefined) ends the reading there.
  const refuse = (problem: string) => void problems.push(`${file}: ${problem}`);
  const slug = path.basename(file, ".md");
  if (!SLUG.test(slug))
    return refuse(`the file name must be lower-case letters, digits and hyphens, such as ${kind.example}`);
  if (kind.reserved.has(slug)) return refuse(`"${slug}" is taken by the list's pages; choose another file name`);
  const parts = splitFrontMatter(source);
  if (!parts) return refuse(`must start with front matter between two --- lines (${kind.fields})`);
  const raw = parseYaml(parts.frontMatter, file, problems, 1);
  if (raw === undefined) return undefined;
  if (raw === null || typeof raw !== "object" || Array.isArray(raw))
    return refuse("the front matter must be fields such as title: …");
  const data = validateFile(file, schema, { ...(raw as Record<string, unknown>), body: parts.body }, problems);
  if (!data) return undefined;
  const before = problems.length;
  const images: string[] = [];
  const html = markdownRenderer(file, problems, images).parse(data.body, { async: false });
  if (kind.noImages && images.length > 0) problems.push(`${file}: ${kind.noImages}`);
  if (problems.length > before) return undefined;
  const german = locale === "de";
  return {
    data,
    images,
    published: {
      locale,
      slug,
      key: data.translationKey,
      title: german ? hyphenateLongWords(typesetGerman(data.title), UNBREAKABLE_FROM.title) : data.title,
      html: german ? typesetGermanHtml(html) : html,
      file,
      draft: data.draft,
    },
  };
}

/** The Markdown files of `folder`/`locale`/ under `root`, by name; none when there is no such folder. */
export function markdownFilesIn(root: string, folder: string, locale: Locale): string[] {
  try {
    return readdirSync(path.join(root, folder, locale))
      .filter((name) => name.endsWith(".md"))
      .sort();
  } catch {
    return [];
  }
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
    const keys = new Map<string, string>();
    for (const name of markdownFilesIn(root, folder, locale)) {
      const file = `${folder}/${locale}/${name}`;
      const parsed = read(readFileSync(path.join(root, file), "utf8"), file, locale);
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
