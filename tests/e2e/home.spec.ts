import { expect, test } from "@playwright/test";
import { useCalendlyStandIn } from "./support/calendly-stand-in.ts";
import { HOME_HEADINGS, HOME_SECTION_IDS } from "./support/home-headings.ts";
import { openMenuIfFolded, waitForHydration } from "./support/pages.ts";
import { de, en, filled, insightsLink, literally, site } from "../support/content.ts";
import { pathOf } from "../../app/page-table.ts";

// Every word and fact comes from content/ (tests/support/content.ts): the agency may change them,
// and CI runs this spec against a generated variant of content/ too. PRODUCT.md's structure
// (sections, their order and ids, what leads where) is what these tests hold fixed.
// Checks of words and links run at one width (playwright.config.ts); layout checks at both.
const ONE_WIDTH = { tag: "@one-width" };

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("has a title naming the agency", ONE_WIDTH, async ({ page }) => {
    await expect(page).toHaveTitle(`${en.home.meta.title} | ${site.agencyName}`);
  });

  test("shows every section title in the order of the brief", ONE_WIDTH, async ({ page }) => {
    const headings = page.getByRole("main").locator("h1, h2");
    await expect(headings).toHaveText(HOME_HEADINGS);
    // The sections the navigation targets carry the expected ids, in this order.
    const ids = await page.locator("main section[id]").evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(HOME_SECTION_IDS);
  });

  test("shows the hero headline in capitals while the text itself is in normal case", ONE_WIDTH, async ({ page }) => {
    const headline = page.getByRole("heading", { level: 1 });
    const { headline: words } = en.home.hero;
    expect(await headline.innerText()).toBe(words.toUpperCase());
    expect(await headline.textContent()).toBe(words);
  });

  test("second hero: title, blurb and both buttons", ONE_WIDTH, async ({ page }) => {
    const { intro: words } = en.home;
    const intro = page.locator("section", { has: page.getByRole("heading", { name: words.title, exact: true }) });
    await expect(intro).toContainText(filled(words.blurb));
    await expect(intro.getByRole("link", { name: words.primaryCta, exact: true })).toHaveAttribute("href", "/booking");
    await expect(intro.getByRole("link", { name: words.secondaryCta, exact: true })).toHaveAttribute(
      "href",
      "/#services",
    );
  });

  test("about: the founder's story and a pull quote", ONE_WIDTH, async ({ page }) => {
    const about = page.locator("#about");
    await expect(about.getByRole("heading", { level: 2 })).toHaveText(en.home.about.title);
    await expect(about).toContainText(site.founderName);
    for (const paragraph of en.home.about.paragraphs) await expect(about).toContainText(filled(paragraph));
    await expect(about.locator("figure blockquote")).toHaveText(`“${en.home.about.quote}”`);
    await expect(about.locator("figure figcaption")).toContainText(site.founderName);
    // Placeholders are filled in, never shown raw.
    await expect(about).not.toContainText("{");
  });

  test("services: numbered points with descriptions", ONE_WIDTH, async ({ page }) => {
    const services = page.locator("#services");
    const { items } = en.home.services;
    await expect(services.getByRole("heading", { level: 2 })).toHaveText(en.home.services.title);
    const points = services.locator("ol > li");
    await expect(points.getByRole("heading", { level: 3 })).toHaveText(items.map((item) => item.title));
    // Numbered visibly (01, 02, …); the ordered list conveys the numbering to screen readers.
    for (const [index, item] of items.entries()) {
      const point = points.nth(index);
      const number = String(index + 1).padStart(2, "0");
      expect((await point.innerText()).trimStart().startsWith(number)).toBe(true);
      await expect(point).toContainText(item.description);
    }
  });

  test("values: each value with its line of description", ONE_WIDTH, async ({ page }) => {
    const values = page.locator("#values");
    const { items } = en.home.values;
    await expect(values.getByRole("heading", { level: 2 })).toHaveText(en.home.values.title);
    await expect(values.getByRole("heading", { level: 3 })).toHaveText(items.map((item) => item.title));
    await expect(values.locator("li p")).toHaveText(items.map((item) => item.description));
  });

  test("contact: email as a mailto link and LinkedIn in a new tab", ONE_WIDTH, async ({ page }) => {
    const contact = page.locator("#contact");
    await expect(contact.getByRole("heading", { level: 2 })).toHaveText(en.home.contact.title);
    const email = contact.getByRole("link", { name: site.email });
    await expect(email).toHaveAttribute("href", `mailto:${site.email}`);

    const linkedIn = contact.getByRole("link", { name: literally(en.home.contact.linkedInText) });
    await expect(linkedIn).toHaveAttribute("href", site.linkedInUrl);
    await expect(linkedIn).toHaveAttribute("target", "_blank");
    await expect(linkedIn).toHaveAttribute("rel", "noopener noreferrer");
    // Screen-reader users are told before they leave the tab.
    await expect(linkedIn).toHaveAccessibleName(literally(en.common.newTab));
  });

  test("contact: the markets beside a map image with explicit dimensions and alt text", async ({ page }) => {
    const contact = page.locator("#contact");
    const map = contact.getByRole("img", { name: filled(en.home.contact.mapAlt), exact: true });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("width", /^\d+$/);
    await expect(map).toHaveAttribute("height", /^\d+$/);
    // The image really loads (not a broken icon).
    await expect
      .poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // The markets in the order of the site facts, named in the page's language.
    const marketNames = site.markets.map((code) => en.common.marketNames[code]);
    const markets = contact.getByRole("list").filter({ hasText: marketNames[0] });
    await expect(markets.getByRole("listitem")).toHaveText(marketNames);

    // "Beside": the list sits right next to the map (alongside it or directly below it), not elsewhere on the page.
    const mapBox = (await map.boundingBox())!;
    const listBox = (await markets.boundingBox())!;
    const gapBelow = listBox.y - (mapBox.y + mapBox.height);
    const gapRight = listBox.x - (mapBox.x + mapBox.width);
    expect((gapBelow < 80 && gapBelow >= 0) || (gapRight < 80 && gapRight >= 0)).toBe(true);
    // The image is never stretched out of its proportions.
    expect(Math.abs(mapBox.width / mapBox.height - 640 / 400)).toBeLessThan(0.02);
  });

  test(
    "footer: description, section links, contact lines, LinkedIn and the copyright year",
    ONE_WIDTH,
    async ({ page }) => {
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(en.common.footer.description);
      const sections = footer.getByRole("navigation", { name: en.common.footer.sectionsTitle });
      const { items } = en.common.nav;
      const insights = insightsLink("en");
      // The open roles' list, always (it says so when none is open).
      const roles = { label: en.roles.menuLabel, path: pathOf("roles", "en") };
      await expect(sections.getByRole("link")).toHaveText([
        ...items.map((item) => item.label),
        ...(insights ? [insights.label] : []),
        roles.label,
      ]);
      const hrefs = await sections.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual([
        ...items.map((item) => `/#${item.section}`),
        ...(insights ? [insights.path] : []),
        roles.path,
      ]);
      await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
      const linkedIn = footer.getByRole("link", { name: literally(en.common.footer.linkedInLabel) });
      await expect(linkedIn).toHaveAttribute("href", site.linkedInUrl);
      await expect(linkedIn).toHaveAttribute("target", "_blank");
      await expect(linkedIn).toHaveAttribute("rel", "noopener noreferrer");
      await expect(footer).toContainText(`© ${site.copyrightYear} ${site.agencyName}`);
    },
  );

  test("the logo names the agency and links home", async ({ page }) => {
    const logo = page.getByRole("banner").getByRole("link", { name: literally(site.agencyName) });
    await expect(logo).toHaveAttribute("href", "/");
    await expect(logo).toBeVisible();
  });
});

test("the German pull quote has German quotation marks", ONE_WIDTH, async ({ page }) => {
  await page.goto("/de/");
  await expect(page.locator("#about figure blockquote")).toHaveText(`„${de.home.about.quote}“`);
});

test.describe("buttons that lead to the booking page", ONE_WIDTH, () => {
  const buttons = [
    { key: "nav.cta", name: en.common.nav.cta, inHeader: true },
    { key: "intro.primaryCta", name: en.home.intro.primaryCta, inHeader: false },
    { key: "contact.primaryCta", name: en.home.contact.primaryCta, inHeader: false },
    { key: "contact.secondaryCta", name: en.home.contact.secondaryCta, inHeader: false },
  ];
  for (const { key, name, inHeader } of buttons) {
    test(`${key} opens /booking`, async ({ page }) => {
      await useCalendlyStandIn(page);
      await page.goto("/");
      await waitForHydration(page);
      if (inHeader) await openMenuIfFolded(page);
      const scope = inHeader ? page.getByRole("banner") : page.getByRole("main");
      await scope.getByRole("link", { name, exact: true }).filter({ visible: true }).click();
      await expect(page).toHaveURL(/\/booking$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.booking.title);
    });
  }
});

test.describe("a clean start", () => {
  for (const path of ["/", "/booking"]) {
    test(`${path} loads and hydrates without errors in the console`, async ({ page }) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(error.message));
      page.on("console", (message) => {
        // A missing /favicon.ico is another area's concern; anything else (hydration mismatch, a crash) fails.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
          problems.push(message.text());
      });
      await useCalendlyStandIn(page);
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState("load");
      expect(problems).toEqual([]);
    });
  }
});
