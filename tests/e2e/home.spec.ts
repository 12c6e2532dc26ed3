import { expect, test } from "@playwright/test";
import { fill } from "../../app/content/fill.ts";
import { useCalendlyStandIn } from "./support/calendly-stand-in.ts";
import { HOME_HEADINGS } from "./support/home-headings.ts";
import { openMenuIfFolded, waitForHydration } from "./support/pages.ts";
import { de, en, site } from "../support/content.ts";

// Strings PRODUCT.md fixes word for word are written out here, so changing them in copy.ts fails these tests.
test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("has a title naming the agency", async ({ page }) => {
    await expect(page).toHaveTitle(`${en.home.meta.title} | ${site.agencyName}`);
  });

  test("shows every section title in the order of the brief", async ({ page }) => {
    const headings = page.getByRole("main").locator("h1, h2");
    await expect(headings).toHaveText(HOME_HEADINGS);
    // The sections the navigation targets carry the expected ids, in this order.
    const ids = await page.locator("main section[id]").evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(["about", "services", "values", "contact"]);
  });

  test("shows the hero headline in capitals while the text itself is in normal case", async ({ page }) => {
    const headline = page.getByRole("heading", { level: 1 });
    expect(await headline.innerText()).toBe("EXPERT MATCHING FOR YOU");
    expect(await headline.textContent()).toBe("Expert matching for you");
  });

  test("second hero: title, blurb and both buttons", async ({ page }) => {
    const intro = page.locator("section", { has: page.getByRole("heading", { name: "Recruitment with Intention" }) });
    await expect(intro).toContainText(en.home.intro.blurb);
    await expect(intro).toContainText(/Germany, the UK and the US/);
    await expect(intro.getByRole("link", { name: "Partner With Us" })).toHaveAttribute("href", "/booking");
    await expect(intro.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/#services");
  });

  test("about: the founder's story and a pull quote", async ({ page }) => {
    const about = page.locator("#about");
    await expect(about.getByRole("heading", { level: 2 })).toHaveText("Meet the Founder");
    await expect(about).toContainText(site.founderName);
    for (const paragraph of en.home.about.paragraphs) {
      await expect(about).toContainText(fill(paragraph, { founder: site.founderName, agency: site.agencyName }));
    }
    await expect(about.locator("figure blockquote")).toHaveText(`“${en.home.about.quote}”`);
    await expect(about.locator("figure figcaption")).toContainText(site.founderName);
    // Placeholders are filled in, never shown raw.
    await expect(about).not.toContainText("{");
  });

  test("services: three numbered points with descriptions", async ({ page }) => {
    const services = page.locator("#services");
    await expect(services.getByRole("heading", { level: 2 })).toHaveText("Executive Search That's Personal");
    const points = services.locator("ol > li");
    await expect(points.getByRole("heading", { level: 3 })).toHaveText([
      "Selective Partnership",
      "Deep Understanding",
      "Quality Results",
    ]);
    // Numbered visibly; the ordered list conveys the numbering to screen readers.
    for (const [index, number] of ["01", "02", "03"].entries()) {
      const point = points.nth(index);
      expect((await point.innerText()).trimStart().startsWith(number)).toBe(true);
      await expect(point).toContainText(en.home.services.items[index]!.description);
    }
  });

  test("values: four values, each with a line of description", async ({ page }) => {
    const values = page.locator("#values");
    await expect(values.getByRole("heading", { level: 2 })).toHaveText("Core Values");
    await expect(values.getByRole("heading", { level: 3 })).toHaveText([
      "People First",
      "Clear Honest Communication",
      "Relationships That Last",
      "Service Without Compromise",
    ]);
    const descriptions = values.locator("li p");
    await expect(descriptions).toHaveCount(4);
    for (const text of await descriptions.allInnerTexts()) expect(text.trim().length).toBeGreaterThan(20);
  });

  test("contact: email as a mailto link and LinkedIn in a new tab", async ({ page }) => {
    const contact = page.locator("#contact");
    await expect(contact.getByRole("heading", { level: 2 })).toHaveText("Ready to Connect?");
    const email = contact.getByRole("link", { name: site.email });
    await expect(email).toHaveAttribute("href", `mailto:${site.email}`);

    const linkedIn = contact.getByRole("link", { name: /LinkedIn/ });
    await expect(linkedIn).toHaveAttribute("href", site.linkedInUrl);
    await expect(linkedIn).toHaveAttribute("target", "_blank");
    await expect(linkedIn).toHaveAttribute("rel", "noopener noreferrer");
    // Screen-reader users are told before they leave the tab.
    await expect(linkedIn).toHaveAccessibleName(/opens in a new tab/);
  });

  test("contact: the three markets beside a map image with explicit dimensions and alt text", async ({ page }) => {
    const contact = page.locator("#contact");
    const map = contact.getByRole("img", { name: /map/i });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("width", /^\d+$/);
    await expect(map).toHaveAttribute("height", /^\d+$/);
    await expect(map).toHaveAttribute("alt", /Germany.*United Kingdom.*United States/);
    // The image really loads (not a broken icon).
    await expect
      .poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    const markets = contact.getByRole("list").filter({ hasText: "Germany" });
    await expect(markets.getByRole("listitem")).toHaveText(["Germany", "United Kingdom", "United States"]);

    // "Beside": the list sits right next to the map (alongside it or directly below it), not elsewhere on the page.
    const mapBox = (await map.boundingBox())!;
    const listBox = (await markets.boundingBox())!;
    const gapBelow = listBox.y - (mapBox.y + mapBox.height);
    const gapRight = listBox.x - (mapBox.x + mapBox.width);
    expect((gapBelow < 80 && gapBelow >= 0) || (gapRight < 80 && gapRight >= 0)).toBe(true);
    // The image is never stretched out of its proportions.
    expect(Math.abs(mapBox.width / mapBox.height - 640 / 400)).toBeLessThan(0.02);
  });

  test("footer: description, section links, contact lines, LinkedIn and the 2025 copyright", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(en.common.footer.description);
    const sections = footer.getByRole("navigation", { name: en.common.footer.sectionsTitle });
    await expect(sections.getByRole("link")).toHaveText(["Our Story", "Services", "Values", "Contact"]);
    const hrefs = await sections.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/#about", "/#services", "/#values", "/#contact"]);
    await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    const linkedIn = footer.getByRole("link", { name: /LinkedIn/ });
    await expect(linkedIn).toHaveAttribute("href", site.linkedInUrl);
    await expect(linkedIn).toHaveAttribute("target", "_blank");
    await expect(linkedIn).toHaveAttribute("rel", "noopener noreferrer");
    await expect(footer).toContainText(`© 2025 ${site.agencyName}`);
  });

  test("the logo names the agency and links home", async ({ page }) => {
    const logo = page.getByRole("banner").getByRole("link", { name: new RegExp(site.agencyName) });
    await expect(logo).toHaveAttribute("href", "/");
    await expect(logo).toBeVisible();
  });
});

test("the German pull quote has German quotation marks", async ({ page }) => {
  await page.goto("/de/");
  await expect(page.locator("#about figure blockquote")).toHaveText(`„${de.home.about.quote}“`);
});

test.describe("buttons that lead to the booking page", () => {
  for (const name of ["Get in Touch", "Partner With Us", "Book a Meeting", "Start a Conversation"]) {
    test(`'${name}' opens /booking`, async ({ page }) => {
      await useCalendlyStandIn(page);
      await page.goto("/");
      await waitForHydration(page);
      if (name === "Get in Touch") await openMenuIfFolded(page);
      const scope = name === "Get in Touch" ? page.getByRole("banner") : page.getByRole("main");
      await scope.getByRole("link", { name, exact: true }).filter({ visible: true }).click();
      await expect(page).toHaveURL(/\/booking$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a Meeting");
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
