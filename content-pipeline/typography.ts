/**
 * German typography, applied by the build to every German string and to the rendered legal
 * HTML, so editors can type plain keyboard characters and the site still reads as typeset:
 *   - a non-breaking space after §, Art., Abs., Nr., lit. and between a number and its unit ("14 Tagen");
 *   - German quotation marks („…“) for straight double quotes;
 *   - an en dash for a spaced hyphen (" - " → " – ");
 *   - soft hyphens (U+00AD) in words too long for one line of a heading at 360 px, at the
 *     German patterns' break points where a compound's words meet (german-compounds.ts);
 *     headings do not use `hyphens: auto`
 *     (docs/decisions/120-german-typography-and-hyphenation.md).
 * Email addresses, URLs and domains are never changed; in HTML only text nodes are.
 */
import { createRequire } from "node:module";
import { isCompoundJoint } from "./german-compounds.ts";

// A CommonJS package whose subpath ("hyphen/de", a folder) Node's ESM loader cannot import;
// required the CommonJS way, it loads the same under Vite, Vitest and Playwright.
const { hyphenateSync } = createRequire(import.meta.url)("hyphen/de") as typeof import("hyphen/de");

export const NBSP = "\u00A0";
export const SOFT_HYPHEN = "\u00AD";

/** Email addresses, URLs and bare domains: copied by readers, so never typeset or hyphenated. One group, for `split`. */
const ADDRESS =
  /((?:\b[a-z][a-z0-9+.-]*:\/\/|\bmailto:|\bwww\.)[^\s<>"]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:[a-z0-9-]+\.)+(?:com|de|org|net|eu|io|uk|us|app|dev)\b(?:\/[^\s<>"]*)?)/i;

const UNITS =
  "Sekunden?|Minuten?|Stunden?|Tag|Tagen?|Wochen?|Monat|Monaten?|Jahr|Jahren?|Prozent|Euro|EUR|KB|MB|GB|km|px|%|€";
const NUMBER_AND_UNIT = new RegExp(`(\\d) +(?=(?:${UNITS})(?!\\p{L}))`, "gu");
const ABBREVIATION_BEFORE_NUMBER = /(§§?|(?<!\p{L})(?:Art|Abs|Nr|lit)\.) +(?=\S)/gu;
const MONTHS = "Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember";
/** „10. Juli 2023“ stays on one line: day and month, month and year. */
const DATE_PARTS = new RegExp(
  `(\\d{1,2}\\.) +(?=(?:${MONTHS})(?!\\p{L}))|((?<!\\p{L})(?:${MONTHS})) +(?=\\d{4}(?!\\d))`,
  "gu",
);
/** „HRB 123456 B“: register type, number and court letter together. */
const REGISTER_NUMBER = /(?<!\p{L})(HR[AB]|GnR|PR|VR) +(\d+)(?: +([A-Z])(?!\p{L}))?/gu;
/** After these, a straight quote opens; after anything else it closes. */
const OPENS_AFTER = /[\s([{/–—„\u00A0]/u;

/**
 * Typesets a piece of text that holds no address. `before` is the character just before it
 * (from the previous piece or HTML text node), so a quote right after a tag still opens or closes.
 */
function typesetPiece(text: string, before: string): string {
  const dashed = text.replace(/(^|\s)-(?=\s)/g, "$1–");
  let quoted = "";
  let previous = before;
  for (const char of dashed) {
    const out = char === '"' ? (previous === "" || OPENS_AFTER.test(previous) ? "„" : "“") : char;
    quoted += out;
    previous = out;
  }
  return quoted
    .replace(ABBREVIATION_BEFORE_NUMBER, `$1${NBSP}`)
    .replace(NUMBER_AND_UNIT, `$1${NBSP}`)
    .replace(DATE_PARTS, (_, day?: string, month?: string) => `${day ?? month}${NBSP}`)
    .replace(REGISTER_NUMBER, (_, type: string, number: string, letter?: string) =>
      letter ? `${type}${NBSP}${number}${NBSP}${letter}` : `${type}${NBSP}${number}`,
    );
}

/**
 * German typography for one plain string (a content field); addresses are kept as they are, or
 * wrapped by `wrapAddress`. `before` is the character before the text (in HTML, of the text node before).
 */
export function typesetGerman(text: string, before = "", wrapAddress = (address: string) => address): string {
  return text
    .split(ADDRESS)
    .map((part, index, parts) =>
      index % 2 === 1 ? wrapAddress(part) : typesetPiece(part, index > 0 ? parts[index - 1]!.slice(-1) : before),
    )
    .join("");
}

/** At least this many letters on each side of a soft hyphen, as German typesetters keep („Maßge-schnei-derte“, not „-te“). */
const MIN_FRAGMENT = 4;

/**
 * Keeps the soft hyphens of a hyphenated word that leave MIN_FRAGMENT letters or more on each side
 * and fall where the words of a compound meet („Datenschutz­erklärung“, never „Datenschutzer­klärung“).
 * A word that is no compound keeps its syllable breaks.
 */
function atCompoundJoints(hyphenated: string): string {
  const syllables = hyphenated.split(SOFT_HYPHEN);
  const word = syllables.join("");
  const breaks: number[] = [];
  let before = 0;
  for (const syllable of syllables.slice(0, -1)) {
    before += syllable.length;
    if (before >= MIN_FRAGMENT && word.length - before >= MIN_FRAGMENT) breaks.push(before);
  }
  const joints = breaks.filter((at) => isCompoundJoint(word, at));
  const kept = new Set(joints.length ? joints : breaks);
  return word
    .split("")
    .map((letter, index) => (kept.has(index) ? SOFT_HYPHEN : "") + letter)
    .join("");
}

/**
 * Soft hyphens in every word of at least `minWordLength` letters, at the German patterns'
 * break points. Words shorter than that fit a line and must not break; addresses never do.
 */
export function hyphenateLongWords(text: string, minWordLength: number): string {
  const hyphenate = (piece: string) =>
    piece.replace(/\p{L}+/gu, (word) => (word.length >= minWordLength ? atCompoundJoints(hyphenateSync(word)) : word));
  return text
    .split(ADDRESS)
    .map((part, index) => (index % 2 === 0 ? hyphenate(part) : part))
    .join("");
}

/**
 * The shortest word that cannot fit one line at 360 px (320 px of text), per heading size,
 * measured in Chromium with the site's fonts over German compounds (average advance per letter):
 * the hero headline (42 px, upper case) fits 10 letters, a section title or the legal pages'
 * h1 (36 px) 16, a legal h2 (24 px) 25.
 */
export const UNBREAKABLE_FROM = { heroHeadline: 11, title: 17, subheading: 26 } as const;

/**
 * One German string of the content, typeset by what it is: a rendered legal page's body (HTML),
 * a heading (no `hyphens: auto`: soft hyphens in words from the length that cannot fit its line), or text.
 */
function typesetField(text: string, fieldPath: string[]): string {
  const key = fieldPath.at(-1);
  if (key === "html") return typesetGermanHtml(text);
  const typeset = typesetGerman(text);
  if (fieldPath[0] === "meta") return typeset; // <title> and descriptions are read by machines
  if (key === "headline") return hyphenateLongWords(typeset, UNBREAKABLE_FROM.heroHeadline);
  if (key === "title" || key === "marketsTitle") return hyphenateLongWords(typeset, UNBREAKABLE_FROM.title);
  return typeset;
}

/**
 * Typesets every string of German content, keeping its shape (the build, after validation, and the
 * editor's preview): the YAML files' fields and the rendered legal pages, whose title is the page's
 * h1 (and, without soft hyphens, its <title>).
 */
export function typesetGermanWords<T>(value: T, fieldPath: string[] = []): T {
  if (typeof value === "string") return typesetField(value, fieldPath) as T;
  if (Array.isArray(value))
    return (value as unknown[]).map((item, index) => typesetGermanWords(item, [...fieldPath, String(index)])) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, typesetGermanWords(child, [...fieldPath, key])]),
    ) as T;
  }
  return value;
}

const SKIPPED_ELEMENTS = new Set(["code", "pre", "script", "style", "kbd", "samp"]);

/**
 * German typography for rendered HTML: text nodes only, never tags, attributes or code.
 * Addresses in running text are wrapped in `<span class="address">`, which CSS never hyphenates.
 * Headings get soft hyphens in words that cannot fit their line at 360 px.
 */
export function typesetGermanHtml(html: string): string {
  const open: string[] = [];
  let previous = "";
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      const tag = /^<(\/?)([a-z][a-z0-9]*)/i.exec(part);
      if (tag) {
        const [, closing, tagName = ""] = tag;
        // An address already marked (typeset before) is tracked as "address", closed by </span>.
        const name = /^<span class="address">$/.test(part) ? "address" : tagName.toLowerCase();
        if (closing) {
          const at = Math.max(open.lastIndexOf(name), name === "span" ? open.lastIndexOf("address") : -1);
          if (at !== -1) open.splice(at, 1);
        } else if (!part.endsWith("/>") && !["br", "hr", "img", "input", "meta", "link", "wbr"].includes(name)) {
          open.push(name);
        }
        return part;
      }
      if (part === "" || open.some((name) => SKIPPED_ELEMENTS.has(name))) return part;
      const decoded = part.replace(/&(?:quot|#34);/g, '"').replace(/&(?:#39|apos);/g, "'");
      const inLink = open.includes("a") || open.includes("address");
      let text = typesetGerman(decoded, previous, (address) =>
        inLink ? address : `<span class="address">${address}</span>`,
      );
      if (["h2", "h3", "h4"].some((name) => open.includes(name))) {
        text = hyphenateLongWords(text, UNBREAKABLE_FROM.subheading);
      }
      previous = decoded.slice(-1);
      // A straight apostrophe stays as it was written; only double quotes become German ones.
      return text.replace(/'/g, "&#39;");
    })
    .join("");
}
