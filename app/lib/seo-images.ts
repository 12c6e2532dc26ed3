import { Resvg } from "@resvg/resvg-js";
import { mkdtempDisposableSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SiteFacts } from "../site-data/types.ts";
import { ICONS, SHARE_IMAGE, absoluteUrl } from "../../shared/seo-assets.ts";
import type { FontMetrics } from "./font-metrics.ts";
import type { BuiltFace } from "./fonts.ts";
import { escapeXml } from "../../shared/escape.ts";

type Config = Pick<SiteFacts, "agencyName" | "agencyShortName" | "siteUrl" | "colors">;

/** The words the share image carries: the headline and the markets, in the default language. */
type ShareImageWords = { headline: string; markets: string[] };

/** An article's or open role's share image shows its title under a label ("Insights"); `path` is where it goes. */
type OwnShareImage = { title: string; label: string; path: string };

/** Width of a line of text in px, from the font's advance widths. */
function textWidth(text: string, metrics: FontMetrics, fontSize: number, letterSpacing = 0): number {
  let units = 0;
  for (const char of text) units += metrics.advance(char) ?? metrics.unitsPerEm / 2;
  return (units / metrics.unitsPerEm) * fontSize + letterSpacing * [...text].length;
}

/** The largest font size up to `max` at which the text fits `width`. */
function fittingFontSize(text: string, metrics: FontMetrics, width: number, max: number, letterSpacingEm = 0): number {
  const atOne = textWidth(text, metrics, 1, letterSpacingEm);
  return Math.min(max, Math.floor(width / atOne));
}

/** Initials of the agency's short name for the monogram: "Harrow & Vale" gives "HV". */
export function monogram(shortName: string): string {
  const initials = shortName
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .map((word) => word[0]?.toUpperCase());
  return initials.slice(0, 2).join("");
}

type Fonts = { display: FontMetrics; text: FontMetrics; textBold: FontMetrics };

const MARGIN = 88;
const USABLE = SHARE_IMAGE.width - MARGIN * 2;

/** A 1200x630 share image: the dark band with the accent bar top left, then `body`. */
function shareCard({ colors: c }: Config, body: string[]): string {
  const { width, height } = SHARE_IMAGE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${c.ink}"/>`,
    `<rect x="${MARGIN}" y="${MARGIN}" width="96" height="6" fill="${c.accent}"/>`,
    ...body,
    `</svg>`,
  ].join("");
}

/** The site's share image: the agency's name, the hero line and its markets. */
function shareImageSvg(config: Config, words: ShareImageWords, fonts: Fonts): string {
  const { height } = SHARE_IMAGE;
  const name = config.agencyShortName;
  const nameSize = fittingFontSize(name, fonts.display, USABLE, 132);
  const headline = words.headline.toUpperCase();
  const headlineSize = fittingFontSize(headline, fonts.textBold, USABLE, 40, 0.16);
  const markets = words.markets.join("  ·  ");
  const marketsSize = fittingFontSize(markets, fonts.text, USABLE, 30);
  const host = new URL(absoluteUrl(config.siteUrl, "/")).host;
  const c = config.colors;
  return shareCard(config, [
    `<text x="${MARGIN}" y="${MARGIN + 70}" font-family="Inter" font-weight="600" font-size="${headlineSize}" letter-spacing="${(headlineSize * 0.16).toFixed(1)}" fill="${c.onInk}" fill-opacity="0.8">${escapeXml(headline)}</text>`,
    `<text x="${MARGIN - 4}" y="${MARGIN + 90 + nameSize}" font-family="Fraunces" font-weight="500" font-size="${nameSize}" fill="${c.onInk}">${escapeXml(name)}</text>`,
    `<text x="${MARGIN}" y="${height - MARGIN - 52}" font-family="Inter" font-weight="400" font-size="${marketsSize}" fill="${c.onInk}">${escapeXml(markets)}</text>`,
    `<text x="${MARGIN}" y="${height - MARGIN}" font-family="Inter" font-weight="600" font-size="24" fill="${c.onInk}" fill-opacity="0.7">${escapeXml(host)}</text>`,
  ]);
}

/** Breaks text into lines no wider than `width` at `fontSize`, between words only. */
function wrapLines(text: string, metrics: FontMetrics, fontSize: number, width: number): string[] | undefined {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (textWidth(word, metrics, fontSize) > width) return undefined; // a word wider than the line: smaller type
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, metrics, fontSize) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * An article's 1200x630 share image: the agency's name, a label ("Insights") and the title, as
 * large as fits in four lines; a German compound wider than the line makes the type smaller,
 * never overflows (tests/unit/seo-images.test.ts).
 */
export function articleShareImageSvg(config: Config, article: OwnShareImage, fonts: Fonts): string {
  const { height } = SHARE_IMAGE;
  const title = article.title.replaceAll("\u00AD", "");
  let size = 72;
  let lines = wrapLines(title, fonts.display, size, USABLE);
  while ((!lines || lines.length > 4) && size > 20) {
    size -= 2;
    lines = wrapLines(title, fonts.display, size, USABLE);
  }
  const shown = lines ?? [title];
  const lineHeight = Math.round(size * 1.18);
  const top = MARGIN + 120;
  const c = config.colors;
  const label = article.label.toUpperCase();
  return shareCard(config, [
    `<text x="${MARGIN}" y="${MARGIN + 60}" font-family="Inter" font-weight="600" font-size="26" letter-spacing="4" fill="${c.onInk}" fill-opacity="0.8">${escapeXml(label)}</text>`,
    ...shown.map(
      (line, index) =>
        `<text x="${MARGIN - 2}" y="${top + size + index * lineHeight}" font-family="Fraunces" font-weight="500" font-size="${size}" fill="${c.onInk}">${escapeXml(line)}</text>`,
    ),
    `<text x="${MARGIN}" y="${height - MARGIN}" font-family="Inter" font-weight="600" font-size="28" fill="${c.onInk}" fill-opacity="0.8">${escapeXml(config.agencyName)}</text>`,
  ]);
}

/** A square monogram icon. `rounded` for the SVG favicon; PNG icons stay full-bleed so platforms can mask them. */
function iconSvg(config: Config, size: number, rounded: boolean): string {
  const c = config.colors;
  const letters = monogram(config.agencyShortName);
  const fontSize = Math.round(size * (letters.length > 1 ? 0.44 : 0.56));
  const radius = rounded ? Math.round(size * 0.18) : 0;
  const bar = Math.max(1, Math.round(size * 0.04));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${c.ink}"/>`,
    `<text x="${size / 2}" y="${Math.round(size * 0.63)}" text-anchor="middle" font-family="Fraunces" font-weight="500" font-size="${fontSize}" fill="${c.onInk}">${escapeXml(letters)}</text>`,
    `<rect x="${Math.round(size * 0.3)}" y="${Math.round(size * 0.74)}" width="${Math.round(size * 0.4)}" height="${bar}" fill="${c.accent}"/>`,
    `</svg>`,
  ].join("");
}

/** An .ico file holding PNG images (supported by every current browser). */
function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + i * 16;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

/** Renders every image file: path in the client build to content. */
export function renderSeoImages(
  config: Config,
  words: ShareImageWords,
  { faces }: { faces: BuiltFace[] },
  articles: readonly OwnShareImage[] = [],
): Map<string, Buffer | string> {
  // The site's own subset faces: they cover every word and fact, so every word the images show.
  // resvg reads fonts from files only; the folder goes when this function returns.
  using dir = mkdtempDisposableSync(path.join(tmpdir(), "seo-images-"));
  const fontFiles = faces.map((face) => {
    const file = path.join(dir.path, `${face.family}-${face.weight}.ttf`);
    writeFileSync(file, face.sfnt);
    return file;
  });
  const metricsOf = (family: string, weight: number) => {
    const face = faces.find((f) => f.family === family && f.weight === weight);
    if (!face) throw new Error(`seo-images: no ${family} ${weight} face`);
    return face.metrics;
  };
  const fonts: Fonts = {
    display: metricsOf("Fraunces", 500),
    text: metricsOf("Inter", 400),
    textBold: metricsOf("Inter", 600),
  };
  const render = (svg: string) =>
    new Resvg(svg, { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: "Inter" } });
  const png = (svg: string) => render(svg).render().asPng();
  return new Map<string, Buffer | string>([
    [SHARE_IMAGE.path, png(shareImageSvg(config, words, fonts))],
    ...articles.map((article): [string, Buffer] => [article.path, png(articleShareImageSvg(config, article, fonts))]),
    // resvg's output SVG has the text as outlines, so the favicon needs no font.
    [ICONS.svg, render(iconSvg(config, 64, true)).toString()],
    [ICONS.appleTouch, png(iconSvg(config, 180, false))],
    [ICONS.png192, png(iconSvg(config, 192, false))],
    [ICONS.png512, png(iconSvg(config, 512, false))],
    [ICONS.ico, icoFromPngs([16, 32, 48].map((size) => ({ size, png: png(iconSvg(config, size, false)) })))],
  ]);
}
