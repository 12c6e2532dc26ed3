import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { averageAdvanceEm, readFontMetrics } from "./font-metrics.ts";

/**
 * A font every visitor already has, with the figures that make it stand in for the web
 * font: Arial and Times New Roman (and Liberation Sans/Serif, their metric-compatible
 * twins on Linux). The average advance is over WIDTH_SAMPLE, measured from Liberation.
 */
export const ARIAL = {
  localNames: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"],
  averageAdvanceEm: 0.44659,
};
export const ARIAL_BOLD = {
  localNames: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"],
  averageAdvanceEm: 0.47911,
};
export const TIMES = {
  localNames: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "LiberationSerif"],
  averageAdvanceEm: 0.40348,
};

/**
 * The faces the design uses: Inter 400/600 for text, Fraunces 500 for display. All three paint
 * above the fold, so all are preloaded and `font-display: optional`: a face late for the first
 * frame never swaps in, since a swap moved the page (the headline's huge words wrap differently
 * in any fallback; a /booking paragraph in Inter's took one more line: docs/decisions/002, 084).
 */
export const WEB_FACES = [
  {
    family: "Fraunces",
    weight: 500,
    source: "@fontsource/fraunces/files/fraunces-latin-500-normal.woff2",
    fallback: TIMES,
  },
  {
    family: "Inter",
    weight: 400,
    source: "@fontsource/inter/files/inter-latin-400-normal.woff2",
    fallback: ARIAL,
  },
  {
    family: "Inter",
    weight: 600,
    source: "@fontsource/inter/files/inter-latin-600-normal.woff2",
    fallback: ARIAL_BOLD,
  },
];

/** Characters outside ASCII written straight into the source files under `dir` (typographic quotes, say). */
export function nonAsciiCharactersIn(dir: string): string {
  const found = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(tsx?|css)$/.test(entry.name)) continue;
    for (const char of readFileSync(path.join(entry.parentPath, entry.name), "utf8")) if (char > "~") found.add(char);
  }
  return [...found].join("");
}

/**
 * The hyphens a browser draws when it breaks a word (U+2010, U+00AD or U+002D, depending on the
 * engine and the font): in the subsets, so Firefox does not load a fallback face for them.
 */
export const HYPHEN_GLYPHS = "-\u00AD\u2010";

/** Every character the site can show: the copy as written, in both cases (CSS upper-cases some), digits and hyphens. */
export function charactersOf(...content: unknown[]): string {
  const found = new Set<string>(" 0123456789" + HYPHEN_GLYPHS);
  const visit = (value: unknown): void => {
    if (typeof value === "string" || typeof value === "number") {
      for (const char of String(value)) {
        if (char < " ") continue;
        found.add(char);
        for (const variant of [char.toUpperCase(), char.toLowerCase()])
          if ([...variant].length === 1) found.add(variant);
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  content.forEach(visit);
  return [...found].sort().join("");
}

/** Compact unicode-range for @font-face, e.g. "U+20-7E,U+A9,U+2014". */
export function unicodeRange(characters: string): string {
  const codes = [...new Set([...characters].map((c) => c.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const code of codes) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  const hex = (n: number) => n.toString(16).toUpperCase();
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(",");
}

/** OpenType features kept in the subsets: kerning, standard ligatures, and what accents and locales need. */
const TEXT_FEATURES = ["kern", "liga", "ccmp", "locl", "mark", "mkmk"];

export type BuiltFace = Awaited<ReturnType<typeof buildFaces>>[number];

/** Subsets each face to the characters given, as WOFF2 for browsers and sfnt (with its metrics) for measuring and drawing. */
export async function buildFaces(characters: string) {
  const require = createRequire(import.meta.url);
  return Promise.all(
    WEB_FACES.map(async (face) => {
      const original = readFileSync(require.resolve(face.source));
      const [woff2, sfnt] = await Promise.all([
        // Only the features running text needs (docs/decisions/003).
        subsetFont(original, characters, { targetFormat: "woff2", keepFeatures: TEXT_FEATURES }),
        // Typographic family names (IDs 16, 17) let resvg find "Fraunces" weight 500, not "Fraunces Medium".
        subsetFont(original, characters, { targetFormat: "sfnt", preserveNameIds: [16, 17] }),
      ]);
      const hash = createHash("sha256").update(woff2).digest("hex").slice(0, 10);
      const fileName = `assets/${face.family.toLowerCase()}-${face.weight}-${hash}.woff2`;
      return { ...face, fileName, woff2, sfnt, metrics: readFontMetrics(sfnt) };
    }),
  );
}

const round = (n: number) => `${(n * 100).toFixed(2)}%`;

/**
 * @font-face rules: the subset web fonts, and for each a local fallback face scaled so that
 * its lines wrap and stack like the web font's, so the swap moves nothing on the page.
 */
export function fontFaceCss(faces: BuiltFace[], characters: string): string {
  const range = unicodeRange(characters);
  return faces
    .map(({ metrics, ...face }) => {
      const sizeAdjust = averageAdvanceEm(metrics) / face.fallback.averageAdvanceEm;
      const em = metrics.unitsPerEm * sizeAdjust;
      const local = face.fallback.localNames.map((name) => `local("${name}")`).join(",");
      return (
        `@font-face{font-family:"${face.family}";font-style:normal;font-weight:${face.weight};font-display:optional;` +
        `src:url(/${face.fileName}) format("woff2");unicode-range:${range}}` +
        `@font-face{font-family:"${face.family} Fallback";font-style:normal;font-weight:${face.weight};src:${local};` +
        `size-adjust:${round(sizeAdjust)};ascent-override:${round(metrics.ascender / em)};` +
        `descent-override:${round(-metrics.descender / em)};line-gap-override:${round(metrics.lineGap / em)}}`
      );
    })
    .join("");
}

/** The site's subset faces and their @font-face rules: the Fontsource files cut to every character the content can show. */
export async function buildSiteFonts(...content: unknown[]) {
  const characters = charactersOf(...content);
  const faces = await buildFaces(characters);
  return { faces, css: fontFaceCss(faces, characters) };
}
