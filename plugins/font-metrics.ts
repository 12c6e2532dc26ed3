/**
 * Just enough of the OpenType format to size a fallback font: vertical metrics
 * (head, hhea) and the advance width of each character (cmap format 4, hmtx).
 */
export type FontMetrics = {
  unitsPerEm: number;
  ascender: number;
  /** Negative, as stored in the font. */
  descender: number;
  lineGap: number;
  /** Advance width in font units of a BMP character, or undefined when the font lacks it. */
  advance(char: string): number | undefined;
};

function tableOffsets(font: Buffer): Map<string, number> {
  const tables = new Map<string, number>();
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    tables.set(font.toString("latin1", record, record + 4), font.readUInt32BE(record + 8));
  }
  return tables;
}

function cmapFormat4(font: Buffer, cmap: number): Map<number, number> {
  const glyphs = new Map<number, number>();
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const record = cmap + 4 + i * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const table = cmap + font.readUInt32BE(record + 4);
    const isUnicodeBmp = (platform === 3 && encoding === 1) || platform === 0;
    if (!isUnicodeBmp || font.readUInt16BE(table) !== 4) continue;
    const segments = font.readUInt16BE(table + 6) / 2;
    const ends = table + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const start = font.readUInt16BE(starts + s * 2);
      const end = font.readUInt16BE(ends + s * 2);
      const delta = font.readInt16BE(deltas + s * 2);
      const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
        else {
          const at = rangeOffsets + s * 2 + rangeOffset + (code - start) * 2;
          glyph = font.readUInt16BE(at);
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        if (glyph !== 0) glyphs.set(code, glyph);
      }
    }
    return glyphs;
  }
  throw new Error("font-metrics: no Unicode BMP cmap (format 4) in the font");
}

/** Reads the metrics of a TrueType/OpenType (sfnt) font. WOFF2 must be converted first. */
export function readFontMetrics(font: Buffer): FontMetrics {
  const tables = tableOffsets(font);
  const at = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`font-metrics: the font has no ${tag} table`);
    return offset;
  };
  const head = at("head");
  const hhea = at("hhea");
  const hmtx = at("hmtx");
  const metricsCount = font.readUInt16BE(hhea + 34);
  const glyphs = cmapFormat4(font, at("cmap"));
  return {
    unitsPerEm: font.readUInt16BE(head + 18),
    ascender: font.readInt16BE(hhea + 4),
    descender: font.readInt16BE(hhea + 6),
    lineGap: font.readInt16BE(hhea + 8),
    advance(char) {
      const glyph = glyphs.get(char.codePointAt(0) ?? -1);
      if (glyph === undefined) return undefined;
      // Glyphs past numberOfHMetrics share the last advance width.
      return font.readUInt16BE(hmtx + Math.min(glyph, metricsCount - 1) * 4);
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
export function averageAdvanceEm(metrics: FontMetrics, sample = WIDTH_SAMPLE): number {
  let total = 0;
  for (const char of sample) {
    const advance = metrics.advance(char);
    if (advance === undefined) throw new Error(`font-metrics: the font lacks ${JSON.stringify(char)}`);
    total += advance;
  }
  return total / [...sample].length / metrics.unitsPerEm;
}
