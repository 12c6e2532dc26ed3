/**
 * The metrics that size a fallback font and lay out the share images' text: vertical metrics
 * (hhea) and each character's advance width, read by fontkitten (the font reader inside
 * `@capsizecss/unpack`, which itself gives the vertical metrics but no per-character advances,
 * needed to break the share images' lines; docs/decisions/194-hand-written-pieces-that-stay.md).
 */
import { create } from "fontkitten";

export type FontMetrics = ReturnType<typeof readFontMetrics>;

/** Reads the metrics of a TrueType/OpenType (sfnt) font. */
export function readFontMetrics(file: Buffer) {
  const font = create(file);
  if (font.isCollection) throw new Error("font-metrics: a font collection, not one font");
  return {
    unitsPerEm: font.unitsPerEm,
    ascender: font.ascent,
    descender: font.descent, // negative, as stored in the font
    lineGap: font.lineGap,
    /** Advance width in font units of a character, or undefined when the font lacks it. */
    advance(char: string): number | undefined {
      const codePoint = char.codePointAt(0) ?? -1;
      return font.hasGlyphForCodePoint(codePoint) ? font.glyphForCodePoint(codePoint).advanceWidth : undefined;
    },
  };
}

/**
 * Text whose letter mix resembles running English prose; the average advance over it
 * is what makes a fallback's lines wrap like the web font's.
 */
const WIDTH_SAMPLE =
  "We take on a small number of leadership searches at a time and give each one our full attention. " +
  "Every search is led personally, every candidate is met properly, and every shortlist is one we would hire from ourselves. " +
  "Executive Search That's Personal: Germany, the United Kingdom and the United States.";

/** Average advance width of the sample in em (font units divided by units per em). */
export function averageAdvanceEm(metrics: FontMetrics): number {
  let total = 0;
  for (const char of WIDTH_SAMPLE) {
    const advance = metrics.advance(char);
    if (advance === undefined) throw new Error(`font-metrics: the font lacks ${JSON.stringify(char)}`);
    total += advance;
  }
  return total / [...WIDTH_SAMPLE].length / metrics.unitsPerEm;
}
