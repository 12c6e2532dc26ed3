import { expect, test, type Page } from "@playwright/test";
import { HTML_LANG, LOCALES, type Locale } from "../../shared/locales.ts";
import { FEED_PATHS } from "../../shared/seo-assets.ts";
import { ARTICLES_PER_PAGE, articlePath, listPagePath, pathOf } from "../../app/page-table.ts";
import { fill } from "../../app/site-data/fill.ts";
import { content, filled, site } from "../support/content.ts";
import { builtPageEntries, visitPathOf } from "../support/built-pages.ts";
import { headerNav, openMenuIfFolded } from "./support/pages.ts";

// Insights as a reader meets them: the list, each article, the home page's newest three, the
// menu and footer links, the feeds. Words, dates and titles come from content/ (the agency's
// articles, or CI's variant with its own); the structure is what these tests hold fixed.
const ONE_WIDTH = { tag: "@one-width" };
const { articles } = content;
const articlesIn = (locale: Locale) => articles.filter((article) => article.locale === locale);
const plain = (text: string) => text.replaceAll("\u00AD", "");
const dateIn = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );

test.skip(articles.length === 0, "this content has no articles");

for (const locale of LOCALES) {
  const words = content.words[locale].insights;
  const own = articlesIn(locale);

  test.describe(`${locale}: the list`, () => {
    test("lists the language's articles newest first, ten to a page, each leading to its article", async ({ page }) => {
      const pageCount = Math.max(1, Math.ceil(own.length / ARTICLES_PER_PAGE));
      for (let number = 1; number <= pageCount; number += 1) {
        await page.goto(listPagePath(locale, number));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
        const shown = own.slice((number - 1) * ARTICLES_PER_PAGE, number * ARTICLES_PER_PAGE);
        const titles = page.getByRole("main").getByRole("heading", { level: 2 });
        if (shown.length === 0) {
          await expect(page.getByRole("main")).toContainText(words.empty);
          continue;
        }
        await expect(titles).toHaveText(shown.map((article) => article.title));
        for (const [index, article] of shown.entries()) {
          await expect(titles.nth(index).getByRole("link")).toHaveAttribute("href", articlePath(article));
        }
        const pages = page.getByRole("navigation", { name: words.pagination.label });
        if (pageCount === 1) await expect(pages).toHaveCount(0);
        else {
          await expect(pages.getByRole("link", { name: words.pagination.older })).toHaveCount(
            number < pageCount ? 1 : 0,
          );
          await expect(pages.getByRole("link", { name: words.pagination.newer })).toHaveCount(number > 1 ? 1 : 0);
        }
      }
    });

    test("the menu and the footer link to it", async ({ page }) => {
      await page.goto(pathOf("home", locale));
      const label = words.menuLabel;
      await expect(page.getByRole("contentinfo").getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        pathOf("insights", locale),
      );
      if (locale === "en") {
        await openMenuIfFolded(page);
        const link = headerNav(page).getByRole("link", { name: label, exact: true });
        await link.click();
        await expect(page).toHaveURL((url) => url.pathname === pathOf("insights", locale));
      }
    });
  });

  for (const article of own) {
    test.describe(`${locale}: ${articlePath(article)}`, () => {
      test(
        "shows its title, summary, author, date in the page's language, reading time and tags",
        ONE_WIDTH,
        async ({ page }) => {
          await page.goto(articlePath(article));
          const main = page.getByRole("main");
          await expect(main.getByRole("heading", { level: 1 })).toHaveText(article.title);
          await expect(page).toHaveTitle(`${plain(article.title)} | ${site.agencyName}`);
          await expect(main).toContainText(fill(words.byline, { author: article.author }));
          await expect(main.locator(`time[datetime="${article.published}"]`).first()).toHaveText(
            dateIn(article.published, locale),
          );
          await expect(main).toContainText(fill(words.readingTime, { minutes: String(article.readingMinutes) }));
          if (article.tags.length > 0) {
            await expect(main.getByRole("list", { name: words.tagsLabel }).getByRole("listitem")).toHaveText(
              article.tags,
            );
          }
        },
      );

      const { cover } = article;
      if (cover) {
        test(
          "shows its cover as AVIF at the column's width, its size set and described",
          ONE_WIDTH,
          async ({ page }) => {
            await page.goto(articlePath(article));
            const image = page.getByRole("main").getByRole("img", { name: cover.alt });
            await expect(image).toHaveAttribute("width", /^\d+$/);
            await expect(image).toHaveAttribute("height", /^\d+$/);
            await expect
              .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
              .toBeGreaterThan(0);
            // Chromium takes the AVIF source, a file no wider than the 720 px column needs at this screen's density.
            const { currentSrc, naturalWidth } = await image.evaluate((img: HTMLImageElement) => ({
              currentSrc: img.currentSrc,
              naturalWidth: img.naturalWidth,
            }));
            expect(currentSrc).toMatch(/\.avif$/);
            expect(naturalWidth).toBeLessThanOrEqual(1600);
          },
        );
      }

      if (article.images.length > 0) {
        test(
          "shows the images in its text optimised, lazily, with their size and description",
          ONE_WIDTH,
          async ({ page }) => {
            await page.goto(articlePath(article));
            const images = page.locator(".article-text picture img");
            await expect(images).toHaveCount(article.images.length);
            for (const image of await images.all()) {
              await expect(image).toHaveAttribute("loading", "lazy");
              await expect(image).toHaveAttribute("width", /^\d+$/);
              await expect(image).toHaveAttribute("alt", /\S/);
              await image.scrollIntoViewIfNeeded();
              await expect
                .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
                .toBeGreaterThan(0);
              expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
            }
          },
        );
      }

      test("leads back to the list, and on to the booking page", async ({ page }) => {
        await page.goto(articlePath(article));
        const main = page.getByRole("main");
        const cta = main.locator("aside");
        await expect(cta.getByRole("heading", { level: 2 })).toHaveText(words.cta.title);
        await expect(cta).toContainText(filled(words.cta.body));
        await expect(cta.getByRole("link", { name: words.cta.button })).toHaveAttribute(
          "href",
          pathOf("booking", locale),
        );
        await main.getByRole("link", { name: words.backToList }).click();
        await expect(page).toHaveURL((url) => url.pathname === pathOf("insights", locale));
      });

      test(
        "tells search engines what it is: canonical, translations only, BlogPosting",
        ONE_WIDTH,
        async ({ page }) => {
          await page.goto(articlePath(article));
          const url = (path: string) => new URL(path, site.siteUrl).href;
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url(articlePath(article)));
          const translations = articles.filter((other) => other.key === article.key);
          const hreflang = page.locator('link[rel="alternate"][hreflang]:not([hreflang="x-default"])');
          if (translations.length === 1) await expect(hreflang).toHaveCount(0);
          else {
            await expect(hreflang).toHaveCount(translations.length);
            for (const translation of translations) {
              await expect(page.locator(`link[rel="alternate"][hreflang="${translation.locale}"]`)).toHaveAttribute(
                "href",
                url(articlePath(translation)),
              );
            }
          }
          const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
            (text) => JSON.parse(text) as Record<string, unknown>,
          );
          const posting = data.find((item) => item["@type"] === "BlogPosting");
          expect(posting).toMatchObject({
            headline: plain(article.title),
            datePublished: article.published,
            inLanguage: HTML_LANG[locale],
            author: { "@type": "Person", name: article.author },
            publisher: { name: site.agencyName },
          });
          // Its own share image, which the build drew and the server serves.
          const image = await page.locator('meta[property="og:image"]').getAttribute("content");
          const response = await page.request.get(new URL(image!).pathname);
          expect(response.status()).toBe(200);
          expect(response.headers()["content-type"]).toContain("image/png");
        },
      );
    });
  }

  test(`${locale}: the home page shows the three newest articles of its language`, ONE_WIDTH, async ({ page }) => {
    await page.goto(pathOf("home", locale));
    const section = page.locator("#insights");
    if (own.length === 0) {
      await expect(section).toHaveCount(0);
      return;
    }
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(
      own.slice(0, 3).map((article) => article.title),
    );
    await expect(section.getByRole("link", { name: words.home.all })).toHaveAttribute(
      "href",
      pathOf("insights", locale),
    );
  });

  test(`${locale}: the feed lists the language's articles with absolute links`, ONE_WIDTH, async ({ page }) => {
    const response = await page.request.get(FEED_PATHS[locale]);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const items = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, "application/xml");
      if (document.querySelector("parsererror")) return undefined;
      return [...document.querySelectorAll("item")].map((item) => ({
        title: item.querySelector("title")?.textContent,
        link: item.querySelector("link")?.textContent,
      }));
    }, xml);
    expect(items).toEqual(
      own.map((article) => ({ title: plain(article.title), link: new URL(articlePath(article), site.siteUrl).href })),
    );
  });
}

test("every page links its language's feed", ONE_WIDTH, async ({ page }) => {
  for (const entry of builtPageEntries()) {
    await page.goto(visitPathOf(entry));
    // The roles' pages announce the roles' feed too.
    const feeds = await page
      .locator('link[rel="alternate"][type="application/rss+xml"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(feeds, entry.path).toContain(FEED_PATHS[entry.locale]);
  }
});

/** The article a page shows, by its address. */
async function openUntranslated(page: Page) {
  const untranslated = articles.find((article) => articles.filter((other) => other.key === article.key).length === 1);
  if (!untranslated) return undefined;
  await page.goto(articlePath(untranslated));
  return untranslated;
}

test("an article without a translation switches to the other language's list", ONE_WIDTH, async ({ page }) => {
  const article = await openUntranslated(page);
  test.skip(!article, "every article of this content is translated");
  const other = LOCALES.find((locale) => locale !== article!.locale)!;
  await page.getByRole("contentinfo").locator(`a[hreflang="${other}"]`).click();
  await expect(page).toHaveURL((url) => url.pathname === pathOf("insights", other));
});
