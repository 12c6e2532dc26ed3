import { expect, test } from "@playwright/test";
import { pathOf } from "../../app/pages.ts";
import { builtPageEntries, visitPathOf } from "../support/built-pages.ts";

/** Characters drawn by each web font face on the page, as the visitor sees them (after text-transform). */
type FaceUse = { face: string; characters: string; ranges: string | null };

for (const entry of builtPageEntries()) {
  const where = visitPathOf(entry);

  test(`${where}: every character on the page has a glyph in the font that draws it`, async ({ page }) => {
    await page.goto(where);
    await page.evaluate(() => document.fonts.ready);
    const uses = await page.evaluate((): FaceUse[] => {
      const byFace = new Map<string, Set<string>>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || !element.checkVisibility()) continue;
        const style = getComputedStyle(element);
        const family = style.fontFamily.split(",")[0]!.trim().replace(/^"|"$/g, "");
        const lang = element.closest("[lang]")?.getAttribute("lang") ?? "en";
        let text = node.textContent ?? "";
        if (style.textTransform === "uppercase") text = text.toLocaleUpperCase(lang);
        const face = `${family} ${style.fontWeight}`;
        const set = byFace.get(face) ?? new Set<string>();
        for (const character of text.replace(/\s/g, "")) set.add(character);
        byFace.set(face, set);
      }
      const ranges = new Map<string, string>();
      for (const sheet of Array.from(document.styleSheets)) {
        for (const rule of Array.from(sheet.cssRules)) {
          if (!(rule instanceof CSSFontFaceRule)) continue;
          const family = rule.style.getPropertyValue("font-family").replace(/^"|"$/g, "");
          const key = `${family} ${rule.style.getPropertyValue("font-weight")}`;
          ranges.set(key, rule.style.getPropertyValue("unicode-range"));
        }
      }
      return [...byFace].map(([face, set]) => ({
        face,
        characters: [...set].join(""),
        ranges: ranges.get(face) ?? null,
      }));
    });

    expect(uses.length).toBeGreaterThan(0);
    for (const { face, characters, ranges } of uses) {
      expect(ranges, `no self-hosted face for ${face}`).not.toBeNull();
      const covered = (character: string) =>
        ranges!.split(",").some((range) => {
          const [from, to = from] = range.trim().replace(/^U\+/i, "").split("-");
          const code = character.codePointAt(0)!;
          return code >= parseInt(from!, 16) && code <= parseInt(to!, 16);
        });
      const missing = [...characters].filter((character) => !covered(character));
      expect(missing, `characters ${face} cannot draw on ${where}`).toEqual([]);
    }
  });

  test(`${where}: nothing scrolls sideways or sticks out of the window`, async ({ page }) => {
    await page.goto(where);
    await page.evaluate(() => document.fonts.ready);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Text that overflows its box does not widen the page, but is cut off all the same.
    const outside = await page.evaluate(() =>
      Array.from(document.querySelectorAll("main *, header *, footer *"))
        .filter(
          (element) => element.checkVisibility() && element.getBoundingClientRect().right > window.innerWidth + 0.5,
        )
        .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? "").trim().slice(0, 40)}`),
    );
    expect(outside).toEqual([]);
  });
}

test("German text hyphenates, English headings do not", async ({ page }) => {
  await page.goto("/de/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  expect(
    await page
      // Running text; upper-case labels (the hero's kicker) are headings' kin and do not hyphenate.
      .locator("main p:not(.uppercase)")
      .first()
      .evaluate((el) => getComputedStyle(el).hyphens),
  ).toBe("auto");
  await page.goto("/");
  expect(
    await page
      .locator("main h2")
      .first()
      .evaluate((el) => getComputedStyle(el).hyphens),
  ).toBe("manual");
});

test("German headings break only at the build's soft hyphens, and addresses never hyphenate", async ({ page }) => {
  for (const path of [pathOf("home", "de"), pathOf("privacy", "de")]) {
    await page.goto(path);
    const hyphensOf = (selector: string) =>
      page.locator(selector).evaluateAll((elements) => elements.map((el) => getComputedStyle(el).hyphens));
    const headings = await hyphensOf("main :is(h1, h2, h3)");
    expect(headings.length).toBeGreaterThan(0);
    expect(new Set(headings)).toEqual(new Set(["manual"]));
    const addresses = await hyphensOf("a, .address");
    expect(addresses.length).toBeGreaterThan(0);
    expect(new Set(addresses)).toEqual(new Set(["none"]));
  }
});
