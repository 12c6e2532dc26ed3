import { existsSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { averageAdvanceEm, readFontMetrics } from "../../app/lib/font-metrics.ts";
import {
  ARIAL,
  ARIAL_BOLD,
  TIMES,
  WEB_FACES,
  buildFaces,
  charactersOf,
  HYPHEN_GLYPHS,
  fontFaceCss,
  unicodeRange,
} from "../../app/lib/fonts.ts";
import { content, site } from "../support/content.ts";

describe("charactersOf", () => {
  test("collects every character of nested copy, in both cases, plus digits", () => {
    const chars = charactersOf({ a: ["Ré·sumé"], b: { c: 2025 } });
    for (const char of "RéÉ·sSuUmM0123456789") expect(chars).toContain(char);
    expect(chars).not.toContain("q");
  });
});

test("unicodeRange merges consecutive code points", () => {
  expect(unicodeRange("abcx ©")).toBe("U+20,U+61-63,U+78,U+A9");
});

describe("the subset fonts built from the site's copy", async () => {
  const characters = charactersOf(content.words, site);
  const faces = await buildFaces(characters);

  test("are the three faces the design uses, as WOFF2 under assets/", () => {
    expect(faces.map((f) => `${f.family} ${f.weight}`)).toEqual(["Fraunces 500", "Inter 400", "Inter 600"]);
    for (const face of faces) {
      expect(face.fileName).toMatch(/^assets\/[a-z]+-\d{3}-[0-9a-f]{10}\.woff2$/);
      expect(face.woff2.subarray(0, 4).toString("latin1")).toBe("wOF2");
    }
  });

  test("carry a glyph for every character the copy uses", () => {
    for (const face of faces) {
      const metrics = readFontMetrics(face.sfnt);
      const missing = [...characters].filter((char) => metrics.advance(char) === undefined);
      // U+00AD is never drawn, and Fraunces has no U+2010: Firefox then draws U+002D from the same face.
      expect(
        missing.filter((char) => char !== "\u2010" && char !== "\u00AD"),
        `${face.family} ${face.weight}`,
      ).toEqual([]);
      expect(metrics.advance("-"), `${face.family} ${face.weight}`).toBeDefined();
    }
  });

  test("claim the hyphens browsers insert, so Firefox looks for them in no other face", () => {
    // Firefox takes the hyphen from the first face whose unicode-range covers U+2010 (U+002D if
    // that face lacks it); a range without it sends Firefox to the fallback faces for a hyphen.
    for (const hyphen of HYPHEN_GLYPHS) expect(characters).toContain(hyphen);
    const ranges = [...fontFaceCss(faces, characters).matchAll(/unicode-range:([^;}]*)/g)].map((m) => m[1] ?? "");
    expect(ranges.length).toBeGreaterThanOrEqual(faces.length);
    const covers = (range: string, code: number) =>
      range.split(",").some((part) => {
        const [from = 0, to = from] = part
          .replace(/U\+/g, "")
          .split("-")
          .map((hex) => parseInt(hex, 16));
        return code >= from && code <= to;
      });
    for (const range of ranges)
      for (const hyphen of HYPHEN_GLYPHS) expect(covers(range, hyphen.charCodeAt(0))).toBe(true);
  });

  test("are well under the size of the Fontsource latin files they come from", () => {
    for (const face of faces) {
      const source = readFileSync(new URL(import.meta.resolve(face.source)));
      expect(face.woff2.length).toBeLessThan(source.length * 0.6);
    }
  });

  test("each get a local fallback face sized to the web font's average width", () => {
    const css = fontFaceCss(faces, characters);
    const inter400 = faces.find((f) => f.family === "Inter" && f.weight === 400)!;
    const expected = (averageAdvanceEm(readFontMetrics(inter400.sfnt)) / ARIAL.averageAdvanceEm) * 100;
    const rule =
      css.match(/@font-face\{font-family:"Inter Fallback";font-style:normal;font-weight:400;[^}]*\}/)?.[0] ?? "";
    expect(rule).toContain('local("Arial")');
    expect(Number(rule.match(/size-adjust:([\d.]+)%/)?.[1])).toBeCloseTo(expected, 1);
    expect(rule).toMatch(/ascent-override:[\d.]+%;descent-override:[\d.]+%;line-gap-override:[\d.]+%/);
    // No face swaps after first render.
    for (const face of WEB_FACES) {
      const display = css.match(
        new RegExp(`font-family:"${face.family}";font-style:normal;font-weight:${face.weight};font-display:(\\w+)`),
      )?.[1];
      expect(display, `${face.family} ${face.weight}`).toBe("optional");
    }
  });
});

// The fallback widths are constants so the build does not depend on the machine's fonts;
// where Liberation (metric-compatible with Arial and Times New Roman) is installed, check them.
const liberation = "/usr/share/fonts/truetype/liberation";
describe.runIf(existsSync(liberation))("fallback font constants", () => {
  test.each([
    ["LiberationSans-Regular.ttf", ARIAL],
    ["LiberationSans-Bold.ttf", ARIAL_BOLD],
    ["LiberationSerif-Regular.ttf", TIMES],
  ])("match %s", (file, fallback) => {
    const metrics = readFontMetrics(readFileSync(`${liberation}/${file}`));
    expect(averageAdvanceEm(metrics)).toBeCloseTo(fallback.averageAdvanceEm, 4);
  });
});
