import { describe, expect, test } from "vitest";
import { ICONS, SHARE_IMAGE } from "../../shared/seo-assets.ts";
import { buildSiteFonts } from "../../app/lib/fonts.ts";
import { monogram, renderSeoImages } from "../../app/lib/seo-images.ts";
import { content, site } from "../support/content.ts";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer | string) {
  const buffer = Buffer.from(png);
  expect(buffer.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

test("the monogram is the initials of the short name's words", () => {
  expect(monogram("Ashby & Crane")).toBe("AC");
  expect(monogram("Northwind")).toBe("N");
});

describe("images rendered from the brand configuration", async () => {
  const { en } = content.words;
  const words = { headline: en.home.hero.headline, markets: site.markets.map((code) => en.common.marketNames[code]) };
  const files = renderSeoImages(site, words, await buildSiteFonts(content.words, site));

  test("the share image is a 1200x630 PNG", () => {
    expect(pngSize(files.get(SHARE_IMAGE.path)!)).toEqual({ width: 1200, height: 630 });
  });

  test("the icon set has the sizes its names promise", () => {
    expect(pngSize(files.get(ICONS.appleTouch)!)).toEqual({ width: 180, height: 180 });
    expect(pngSize(files.get(ICONS.png192)!)).toEqual({ width: 192, height: 192 });
    expect(pngSize(files.get(ICONS.png512)!)).toEqual({ width: 512, height: 512 });
  });

  test("favicon.ico holds 16, 32 and 48 px images", () => {
    const ico = Buffer.from(files.get(ICONS.ico)!);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(3);
    expect([0, 1, 2].map((i) => ico.readUInt8(6 + i * 16))).toEqual([16, 32, 48]);
  });

  test("the SVG icon draws its letters as outlines, so it needs no font", () => {
    const svg = String(files.get(ICONS.svg));
    expect(svg).toMatch(/^<svg/);
    expect(svg).not.toContain("<text");
    expect(svg).toContain(site.colors.ink.toLowerCase().slice(1));
  });
});
