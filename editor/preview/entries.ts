/**
 * Entries whose page the build makes from Markdown (the legal pages, the articles): rendered here
 * by the build's own functions (content-pipeline/render-legal.ts, articles.ts), from the fields
 * being edited put back into the file's shape.
 */
import { stringify } from "yaml";
import type { Article, LegalPage } from "../../app/site-data/types.ts";
import { readArticle } from "../../content-pipeline/articles.ts";
import { renderLegalPage } from "../../content-pipeline/render-legal.ts";
import { typesetGermanWords } from "../../content-pipeline/typography.ts";
import type { Locale } from "../../shared/locales.ts";
import { escapeHtml } from "../../shared/escape.ts";
import { built } from "./content.ts";

/** The file as written: front matter from the fields, then the body. */
function sourceOf(data: Record<string, unknown>): string {
  const { body = "", ...fields } = data;
  const present = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== ""),
  );
  return `---\n${stringify(present)}---\n${text(body)}`;
}

/** A field's text, or "" where it holds none. */
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** What the build would refuse, shown where the page's text would be. */
function problemHtml(problems: string[]): string {
  return `<p role="alert" data-preview-problem="">${problems.map(escapeHtml).join("<br>")}</p>`;
}

export function legalPageFromEntry(
  data: Record<string, unknown>,
  locale: Locale,
  name: "legalNotice" | "privacy",
): LegalPage {
  const file = `content/${locale}/${name === "legalNotice" ? "legal-notice" : "privacy"}.md`;
  try {
    const page = renderLegalPage(sourceOf(data), built.site, { file, locale });
    return locale === "de" ? typesetGermanWords(page) : page;
  } catch (error) {
    const shown = built.words[locale][name];
    return { ...shown, html: problemHtml([error instanceof Error ? error.message : String(error)]) };
  }
}

export function articleFromEntry(data: Record<string, unknown>, locale: Locale): Article {
  const slug =
    (text(data.slug) || "preview")
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, "-")
      .replace(/^-+|-+$/g, "") || "preview";
  const file = `content/insights/${locale}/${slug}.md`;
  const problems: string[] = [];
  // The build's own reading and validation, so the problems are the build's words.
  const article = readArticle(sourceOf(data), file, locale, { author: built.site.founderName }, problems);
  if (article) return article;
  return {
    locale,
    slug,
    key: slug,
    title: text(data.title),
    description: text(data.description),
    published: text(data.published),
    author: built.site.founderName,
    tags: [],
    images: [],
    readingMinutes: 1,
    html: problemHtml(problems),
    file,
  };
}
