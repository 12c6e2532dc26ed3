import { describe, expect, test } from "vitest";
import { pageMeta } from "../../app/lib/meta.ts";
import { en, site } from "../support/content.ts";

type Tag = Record<string, string | undefined>;
const find = (tags: Tag[], key: string, value: string) => tags.find((tag) => tag[key] === value);

describe("pageMeta", () => {
  const tags = pageMeta({
    title: en.booking.meta.title,
    description: en.booking.meta.description,
    path: "/booking",
    locale: "en",
    common: en.common,
  }) as Tag[];

  test("gives a branded title and the description", () => {
    expect(tags[0]).toEqual({ title: `${en.booking.meta.title} | ${site.agencyName}` });
    expect(find(tags, "name", "description")?.content).toBe(en.booking.meta.description);
  });

  test("points the canonical URL and og:url at the page under the configured site URL", () => {
    expect(find(tags, "rel", "canonical")).toMatchObject({ tagName: "link", href: `${site.siteUrl}/booking` });
    expect(find(tags, "property", "og:url")?.content).toBe(`${site.siteUrl}/booking`);
  });

  test("shares the 1200x630 image by absolute URL, as Open Graph and Twitter card", () => {
    expect(find(tags, "property", "og:image")?.content).toBe(`${site.siteUrl}/images/share.png`);
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "twitter:image")?.content).toBe(`${site.siteUrl}/images/share.png`);
    expect(find(tags, "property", "og:image:alt")?.content).toContain(site.agencyName);
    expect(find(tags, "property", "og:description")?.content).toBe(en.booking.meta.description);
  });

  test("keeps indexable pages indexable", () => {
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  test("marks a page without a path noindex, with no canonical URL or share tags", () => {
    const notFound = pageMeta({ title: en.common.notFound.metaTitle, locale: "en", common: en.common }) as Tag[];
    expect(find(notFound, "name", "robots")?.content).toBe("noindex");
    expect(find(notFound, "rel", "canonical")).toBeUndefined();
    expect(find(notFound, "property", "og:url")).toBeUndefined();
  });
});
