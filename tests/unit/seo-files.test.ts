import { describe, expect, test } from "vitest";
import { renderManifest, renderRobots, renderSecurityTxt, renderSitemap } from "../../app/lib/seo-files.ts";
import { pageEntries } from "../../app/page-table.ts";
import { site } from "../support/content.ts";

describe("sitemap.xml", () => {
  const pages = pageEntries([]).filter((page) => page.indexable);
  const xml = renderSitemap("https://agency.example", pages);

  test("lists every indexable page in both languages by absolute URL under the site URL", () => {
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://agency.example/",
      "https://agency.example/de/",
      "https://agency.example/booking",
      "https://agency.example/de/termin",
      "https://agency.example/legal-notice",
      "https://agency.example/de/impressum",
      "https://agency.example/privacy",
      "https://agency.example/de/datenschutz",
    ]);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });

  test("gives each page its reciprocal language alternates, English as x-default", () => {
    const german = xml.slice(xml.indexOf("<loc>https://agency.example/de/termin</loc>"));
    const block = german.slice(0, german.indexOf("</url>"));
    expect(block).toContain('hreflang="en" href="https://agency.example/booking"');
    expect(block).toContain('hreflang="de" href="https://agency.example/de/termin"');
    expect(block).toContain('hreflang="x-default" href="https://agency.example/booking"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  test("escapes characters XML reserves", () => {
    expect(renderSitemap("https://agency.example", [{ path: "/a&b", alternates: {} }])).toContain(
      "<loc>https://agency.example/a&amp;b</loc>",
    );
  });
});

test("robots.txt allows crawling and points to the sitemap", () => {
  const robots = renderRobots("https://agency.example");
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/$/m);
  expect(robots).toMatch(/^Sitemap: https:\/\/agency\.example\/sitemap\.xml$/m);
});

test("the web manifest names the agency and lists 192 and 512 px icons in brand colours", () => {
  const manifest = JSON.parse(renderManifest(site)) as Record<string, unknown> & { icons: { sizes: string }[] };
  expect(manifest).toMatchObject({
    name: site.agencyName,
    short_name: site.agencyShortName,
    start_url: "/",
    theme_color: site.colors.ink,
  });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
});

test("security.txt names the configured email, expires a year after the build and gives its own address", () => {
  const text = renderSecurityTxt(site, new Date("2026-11-23T10:00:00.500Z"));
  expect(text).toMatch(new RegExp(`^Contact: mailto:${site.email.replace(/[.+]/g, "\\$&")}$`, "m"));
  expect(text).toMatch(/^Expires: 2027-11-23T10:00:00Z$/m);
  expect(text).toMatch(/^Canonical: https:\/\/.+\/\.well-known\/security\.txt$/m);
  expect(text.endsWith("\n")).toBe(true);
});
