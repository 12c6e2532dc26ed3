// Issue 37: the menu button's expanded state comes from the browser itself (the button's
// popovertarget), with no aria-expanded of the site's. Here in Firefox ESR's own accessibility
// tree, as assistive technologies get it (read as docs/decisions/199 describes); Chromium's in
// tests/e2e/mobile-menu.spec.ts.
//
//   node --test tests/pages/menu-button-firefox.test.mjs   (after `npm run build`; BUILD_DIR picks another build)
/* global document -- in-page functions */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { parse } from "yaml";
import { pathOf } from "../../app/page-table.ts";
import { LOCALES } from "../../shared/locales.ts";
import { launchFirefox, openAccessibilityTree, PHONE_SCROLLBARS, ROOT, serveBuild, waitFor } from "./firefox.mjs";

/**
 * The menu button's words in a language, from the content the build was made from.
 * @param {string} locale
 */
function navWords(locale) {
  const contentRoot = path.resolve(process.env.CONTENT_ROOT || ROOT);
  /** @type {unknown} */
  const common = parse(readFileSync(path.join(contentRoot, "content", locale, "common.yml"), "utf8"));
  return /** @type {{ nav: { openMenu: string, closeMenu: string } }} */ (common).nav;
}

test("Firefox: the menu button is announced collapsed, expanded once pressed, collapsed after Escape", async () => {
  const { origin, close: closeServer } = await serveBuild();
  const browser = await launchFirefox({ accessibility: true, extraPrefsFirefox: PHONE_SCROLLBARS });
  const tree = await openAccessibilityTree(browser);
  try {
    for (const locale of LOCALES) {
      const { openMenu, closeMenu } = navWords(locale);
      const url = `${origin}${pathOf("home", locale)}`;
      const page = await browser.newPage();
      await page.setViewport({ width: 360, height: 740 });
      await page.goto(url);

      /**
       * Waits until the accessibility tree has one push button named `name`, and returns its states.
       * @param {string} name
       * @param {string} state the state the step waits for
       */
      const statesOf = async (name, state) => {
        /** @type {{ name: string | null, states: string[] }[]} */
        let buttons = [];
        try {
          return await waitFor(`${url}: a push button "${name}" ${state}`, async () => {
            buttons = await tree.pushButtons(url);
            const named = buttons.filter((button) => button.name === name);
            return named.length === 1 && named[0]?.states.includes(state) ? named[0].states : undefined;
          });
        } catch (error) {
          throw new Error(
            `${error instanceof Error ? error.message : String(error)}; its push buttons: ${JSON.stringify(buttons)}`,
            { cause: error },
          );
        }
      };

      const closed = await statesOf(openMenu, "collapsed");
      assert.ok(closed.includes("expandable") && !closed.includes("expanded"), `${url}: ${closed.join(", ")}`);

      // A tap at the button's centre, as a visitor's.
      const centre = await page.evaluate((name) => {
        const button = [...document.querySelectorAll("header button")].find((b) => b.textContent?.includes(name));
        const box = button?.getBoundingClientRect();
        return box && { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      }, openMenu);
      assert.ok(centre, `${url}: the menu button in the header`);
      await page.mouse.click(centre.x, centre.y);
      const open = await statesOf(closeMenu, "expanded");
      assert.ok(!open.includes("collapsed"), `${url}: ${open.join(", ")}`);

      await page.keyboard.press("Escape");
      await statesOf(openMenu, "collapsed");

      // The browser's own state: nothing of the site's says it.
      assert.equal(await page.evaluate(() => document.querySelectorAll("[aria-expanded]").length), 0, url);
      await page.close();
    }
  } finally {
    tree.close();
    await browser.close();
    await closeServer();
  }
});
