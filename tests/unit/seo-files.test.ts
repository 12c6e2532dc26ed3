import { describe, expect, test } from "vitest";
import { renderManifest, renderRobots, renderSecurityTxt, renderSitemap } from "../../plugins/seo-files.ts";
import { site } from "../support/content.ts";

describe("sitemap.xml", () => {
  test("lists each page by absolute URL under the site URL", () => {
    const xml = renderSitemap("https://agency.example", ["/", "/booking"]);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://agency.example/",
      "https://agency.example/booking",
    ]);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });

  test("escapes characters XML reserves", () => {
    expect(renderSitemap("https://agency.example", ["/a&b"])).toContain("<loc>https://agency.example/a&amp;b</loc>");
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
