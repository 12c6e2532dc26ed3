import { describe, expect, test } from "vitest";
import { pageMeta } from "../../app/lib/meta.ts";
import { pageEntries, type PageEntry } from "../../app/page-table.ts";
import { en, site } from "../support/content.ts";

type Tag = Record<string, string | undefined>;
/** The page's <meta> and <link> elements, each as its attributes. */
const elementsOf = (head: ReturnType<typeof pageMeta>): Tag[] => [...head.meta, ...head.links];
const find = (tags: Tag[], key: string, value: string) => tags.find((tag) => tag[key] === value);
/** A page's entry in the page table of a site without articles or open roles. */
const entryOf = (id: PageEntry["id"]) => pageEntries([]).find((entry) => entry.id === id && entry.locale === "en")!;

describe("pageMeta", () => {
  const head = pageMeta(en.booking.meta, entryOf("booking"), en.common);
  const tags = elementsOf(head);

  test("gives a branded title and the description", () => {
    expect(head.title).toBe(`${en.booking.meta.title} | ${site.agencyName}`);
    expect(find(tags, "name", "description")?.content).toBe(en.booking.meta.description);
  });

  test("points the canonical URL and og:url at the page under the configured site URL", () => {
    expect(find(tags, "rel", "canonical")).toEqual({ rel: "canonical", href: `${site.siteUrl}/booking` });
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

  test("keeps a page with a path but not indexable out of search results, with its canonical URL", () => {
    // With no open role, the list of roles is for candidates who come back, not for search results.
    const list = elementsOf(pageMeta(en.roles.meta, entryOf("roles"), en.common));
    expect(find(list, "name", "robots")?.content).toBe("noindex");
    expect(find(list, "rel", "canonical")?.href).toBe(`${site.siteUrl}/roles`);
  });

  test("marks the not-found page noindex, with no canonical URL or share tags", () => {
    const notFound = elementsOf(pageMeta({ title: en.common.notFound.metaTitle }, entryOf("not-found"), en.common));
    expect(find(notFound, "name", "robots")?.content).toBe("noindex");
    expect(find(notFound, "rel", "canonical")).toBeUndefined();
    expect(find(notFound, "property", "og:url")).toBeUndefined();
  });
});
