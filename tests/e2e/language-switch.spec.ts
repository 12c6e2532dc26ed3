import { expect, test, type Page } from "@playwright/test";
import { LOCALES, type Locale } from "../../shared/locales.ts";
import { builtPageEntries, visitPathOf } from "../support/built-pages.ts";
import { content } from "../support/content.ts";

// Every page of the built page table in both languages (articles included), and each language's
// not-found page (met at an unknown path of its language): the language switch leads to the same
// page in the other language; from an untranslated article to the other language's list; from a
// not-found page to the other language's home page. Every page is a document of its own (no
// client-side router, decision 130), so a page reached through a link shows the switch of a fresh
// load: one visit per page and width is the whole behaviour.
const targets = builtPageEntries().map((entry) => {
  const other = LOCALES.find((locale) => locale !== entry.locale) as Locale;
  const notFound = entry.id === "not-found";
  return {
    name: `${entry.locale} ${notFound ? "not-found" : entry.path}`,
    url: visitPathOf(entry),
    id: entry.id,
    listPage: entry.listPage,
    locale: entry.locale,
    other,
    expected: entry.languageSwitch[other],
  };
});

type Target = (typeof targets)[number];

/** Every language-switch link on the page (header, mobile menu, footer): links named in the other language. */
const switchLinks = (page: Page, target: Target) =>
  page.locator(`a[hreflang="${target.other}"][lang="${target.other}"]`);

async function expectEverySwitchLeadsTo(page: Page, target: Target) {
  const links = switchLinks(page, target);
  // The header and the footer at least; the mobile menu adds one more.
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  for (const link of await links.all()) await expect(link).toHaveAttribute("href", target.expected);
}

/** Clicks the switch a visitor would use at this width: the header's, or the one in the opened menu on a phone. */
async function clickSwitch(page: Page, target: Target, { viaMenu }: { viaMenu: boolean }) {
  if (viaMenu) {
    const { openMenu } = content.words[target.locale].common.nav;
    await page.getByRole("banner").getByRole("button", { name: openMenu }).click();
    const menu = page.getByRole("banner").getByRole("navigation").filter({ visible: true });
    await menu.locator(`a[hreflang="${target.other}"]`).click();
  } else {
    await page.getByRole("banner").locator(`a[hreflang="${target.other}"]`).filter({ visible: true }).first().click();
  }
  await expect(page).toHaveURL((url) => url.pathname === target.expected);
  await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${target.other}`));
}

for (const target of targets) {
  test.describe(target.name, () => {
    test("with JavaScript, every switch links to the same page in the other language, and clicking it lands there", async ({
      page,
      isMobile,
    }) => {
      await page.goto(target.url);
      await expectEverySwitchLeadsTo(page, target);
      await clickSwitch(page, target, { viaMenu: isMobile });
    });
  });

  // The header's switch and the links' targets are the same at every width without JavaScript
  // (the phone's menu is tested with JavaScript above), so these run at one width.
  test.describe(`${target.name}, without JavaScript`, { tag: "@one-width" }, () => {
    test.use({ javaScriptEnabled: false });

    test("every switch links to the same page in the other language, and the header's lands there", async ({
      page,
    }) => {
      await page.goto(target.url);
      await expectEverySwitchLeadsTo(page, target);
      await clickSwitch(page, target, { viaMenu: false });
    });
  });
}
