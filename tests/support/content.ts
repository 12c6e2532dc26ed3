// The site's validated content, read the way the build reads it, for tests to compare against.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { fill } from "../../app/site-data/fill.ts";
import { loadContent } from "../../content-pipeline/load-content.ts";
import { PAGES } from "../../app/page-table.ts";
import type { Locale } from "../../shared/locales.ts";

/**
 * The directory holding content/: the project, or CONTENT_ROOT when the suites run against
 * another content set (CI's generated variant, gate/make-content-variant.ts).
 */
export const contentRoot = path.resolve(process.env.CONTENT_ROOT || path.resolve(import.meta.dirname, "../.."));
export const content = loadContent(contentRoot);
export const { site } = content;
/** The English words, by file: en.common, en.home, en.booking. */
export const en = content.words.en;
/** The German words, by file, as `en`. */
export const de = content.words.de;

/**
 * A content file as written, before the build's German typography (soft hyphens, quotes, spaces):
 * what the editor's fields hold, such as `written("content/de/home.yml").hero.headline`.
 */
export function written(file: string): unknown {
  return parse(readFileSync(path.join(contentRoot, file), "utf8"));
}

/** A pattern matching `text` literally, for locators and assertions that take a RegExp. */
export function literally(text: string, flags = ""): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), flags);
}

/** A string with its `{founder}`, `{agency}` and `{email}` placeholders filled from the site facts. */
export function filled(text: string): string {
  return fill(text, { founder: site.founderName, agency: site.agencyName, email: site.email });
}

/** A brand colour (`#RRGGBB` from content/site.yml) as getComputedStyle reports it: `rgb(r, g, b)`. */
export function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The label of the nav item that scrolls to `section`, in the given language. */
export function navLabel(section: string, locale: "en" | "de" = "en"): string {
  const item = content.words[locale].common.nav.items.find((entry) => entry.section === section);
  if (!item) throw new Error(`content has no nav item for the section ${section}`);
  return item.label;
}

/** The menu's and footer's link to the articles, once the content has any (content/insights/). */
export function insightsLink(locale: Locale): { label: string; path: string } | undefined {
  if (content.articles.length === 0) return undefined;
  return { label: content.words[locale].insights.menuLabel, path: PAGES.insights.paths[locale] };
}

/** The header's link to the open roles' list: there while a role of that language is open. */
export function rolesMenuLink(locale: Locale): { label: string; path: string } | undefined {
  if (!content.roles.some((role) => role.locale === locale)) return undefined;
  return { label: content.words[locale].roles.menuLabel, path: PAGES.roles.paths[locale] };
}
