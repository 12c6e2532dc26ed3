import { expect, test } from "@playwright/test";
import { LANGUAGE_NAMES, LOCALES, type Locale } from "../../shared/locales.ts";
import { ROLE_FEED_PATHS } from "../../shared/seo-assets.ts";
import { pathOf, roleCountryPath, rolePath } from "../../app/page-table.ts";
import { countriesOf } from "../../shared/countries.ts";
import { fill } from "../../app/site-data/fill.ts";
import { content, site } from "../support/content.ts";
import { headerNav, openMenuIfFolded } from "./support/pages.ts";

// Open roles as a candidate meets them: the list and its country links, each role's page with
// its facts, the way to apply and the JobPosting data Google reads, the home page's count, the
// menu and footer links, the language switch. Words, titles and countries come from content/
// (the agency's roles, or CI's variant with its own); the structure is what these tests hold fixed.
const ONE_WIDTH = { tag: "@one-width" };
const { roles } = content;
const plain = (text: string) => text.replaceAll("\u00AD", "");
const countryName = (code: string, locale: Locale) =>
  new Intl.DisplayNames([locale === "en" ? "en-GB" : "de"], { type: "region" }).of(code) ?? code;

for (const locale of LOCALES) {
  const words = content.words[locale].roles;
  const common = content.words[locale].common;
  const own = roles.filter((role) => role.locale === locale);
  const countries = [...new Set(own.flatMap(countriesOf))].sort();

  test.describe(`${locale}: the list of open roles`, () => {
    test("lists the language's open roles newest first, each leading to its page, or says kindly that none is open", async ({
      page,
    }) => {
      await page.goto(pathOf("roles", locale));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(words.title);
      const titles = main.getByRole("heading", { level: 2 });
      if (own.length === 0) {
        await expect(main).toContainText(words.empty);
        await expect(main.getByRole("link", { name: words.emptyLink })).toHaveAttribute(
          "href",
          pathOf("booking", locale),
        );
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        return;
      }
      await expect(titles).toHaveText(own.map((role) => role.title));
      for (const [index, role] of own.entries())
        await expect(titles.nth(index).getByRole("link")).toHaveAttribute("href", rolePath(role));
    });

    test("filters by country through links, without a script", ONE_WIDTH, async ({ browser }) => {
      test.skip(countries.length < 2, "one country or none: nothing to filter");
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(pathOf("roles", locale));
      const filter = page.getByRole("navigation", { name: words.filter.label });
      for (const country of countries) {
        await filter.getByRole("link", { name: countryName(country, locale), exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === roleCountryPath(locale, country));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          fill(words.filter.countryTitle, { country: countryName(country, locale) }),
        );
        const shown = own.filter((role) => countriesOf(role).includes(country));
        await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
          shown.map((role) => role.title),
        );
        await expect(filter.getByRole("link", { name: countryName(country, locale), exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );
      }
      await context.close();
    });

    test("the footer links to the list always, the header while a role is open; the home page counts them", async ({
      page,
    }) => {
      await page.goto(pathOf("home", locale));
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: words.menuLabel, exact: true }),
      ).toHaveAttribute("href", pathOf("roles", locale));
      const count = own.length === 1 ? words.home.one : fill(words.home.many, { count: String(own.length) });
      if (own.length === 0) {
        await expect(page.getByText(words.home.link)).toHaveCount(0);
        return;
      }
      await expect(page.getByRole("main")).toContainText(count);
      await expect(page.getByRole("main").getByRole("link", { name: words.home.link })).toHaveAttribute(
        "href",
        pathOf("roles", locale),
      );
      if (locale === "en") {
        await openMenuIfFolded(page);
        await headerNav(page).getByRole("link", { name: words.menuLabel, exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === pathOf("roles", locale));
      }
    });

    test("offers the roles' feed", ONE_WIDTH, async ({ page, request }) => {
      await page.goto(pathOf("roles", locale));
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]').last()).toHaveAttribute(
        "href",
        ROLE_FEED_PATHS[locale],
      );
      const feed = await (await request.get(ROLE_FEED_PATHS[locale])).text();
      for (const role of own) expect(feed).toContain(plain(role.title).replaceAll("&", "&amp;"));
    });
  });

  for (const role of own) {
    test.describe(`${locale}: ${rolePath(role)}`, () => {
      test("shows the role, its facts, how to apply and the call to book", ONE_WIDTH, async ({ page }) => {
        await page.goto(rolePath(role));
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(role.title);
        await expect(page).toHaveTitle(`${plain(role.title)} | ${site.agencyName}`);
        const facts = main.getByRole("definition");
        await expect(main.getByRole("term").first()).toHaveText(words.facts.client);
        if (role.confidential) await expect(facts.first()).toContainText(words.facts.confidential);
        else await expect(facts.first()).toContainText(role.clientName!);
        await expect(main.locator(`time[datetime="${role.validThrough}"]`).first()).toBeVisible();
        await expect(main.getByRole("heading", { name: words.apply.title })).toBeVisible();
        const apply = {
          email: words.apply.email,
          linkedin: words.apply.linkedin,
          booking: words.apply.booking,
        }[role.apply.method];
        // A LinkedIn link opens a new tab, which its name then says too.
        const link = main.getByRole("link", {
          name: new RegExp(
            `^${apply.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?: ${common.newTab.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})?$`,
          ),
        });
        if (role.apply.method === "email") {
          const href = await link.getAttribute("href");
          expect(href).toMatch(new RegExp(`^mailto:${site.email.replace(/[.+]/g, "\\$&")}\\?subject=`));
          expect(decodeURIComponent(href!.split("subject=")[1]!)).toBe(
            fill(words.apply.emailSubject, { title: plain(role.title) }),
          );
        } else if (role.apply.method === "linkedin")
          await expect(link).toHaveAttribute("href", role.apply.linkedInUrl!);
        else await expect(link).toHaveAttribute("href", pathOf("booking", locale));
        await expect(main.getByRole("link", { name: words.cta.button, exact: true })).toHaveAttribute(
          "href",
          pathOf("booking", locale),
        );
      });

      test("carries one JobPosting for Google, read from the page", ONE_WIDTH, async ({ page }) => {
        await page.goto(rolePath(role));
        const postings = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) =>
            scripts
              .map((script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>)
              .filter((data) => data["@type"] === "JobPosting"),
          );
        expect(postings).toHaveLength(1);
        const posting = postings[0]!;
        expect(posting).toMatchObject({
          title: plain(role.title),
          datePosted: role.datePosted,
          employmentType: role.employmentType,
          directApply: false,
        });
        expect(String(posting.validThrough)).toMatch(new RegExp(`^${role.validThrough}T23:59:59\\+0[12]:00$`));
        expect(posting.hiringOrganization).toEqual(
          role.confidential ? "confidential" : { "@type": "Organization", name: role.clientName },
        );
      });

      test("switches language to its translation, or to the other language's list", ONE_WIDTH, async ({ page }) => {
        await page.goto(rolePath(role));
        for (const other of LOCALES.filter((candidate) => candidate !== locale)) {
          const translation = roles.find((candidate) => candidate.locale === other && candidate.key === role.key);
          const target = translation ? rolePath(translation) : pathOf("roles", other);
          await expect(
            page.getByRole("contentinfo").getByRole("link", { name: LANGUAGE_NAMES[other], exact: true }),
          ).toHaveAttribute("href", target);
        }
      });
    });
  }
}

test(
  "a closed role's address answers 410 Gone with the closed-role page, in its language",
  ONE_WIDTH,
  async ({ page }) => {
    test.skip(content.closedRoles.length === 0, "no closed role in this content");
    for (const role of content.closedRoles) {
      const response = await page.goto(rolePath(role));
      expect(response?.status(), rolePath(role)).toBe(410);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.words[role.locale].roles.closed.title);
      await expect(
        page.getByRole("main").getByRole("link", { name: content.words[role.locale].roles.closed.link }),
      ).toHaveAttribute("href", pathOf("roles", role.locale));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    }
  },
);

test("a list page carries no JobPosting", ONE_WIDTH, async ({ page }) => {
  await page.goto(pathOf("roles", "en"));
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => (JSON.parse(script.textContent ?? "null") as { "@type": string })["@type"]),
    );
  expect(types).not.toContain("JobPosting");
});
