// Insights: articles read from content/insights/ (content-pipeline/articles.ts), their pages in
// the page table, the feeds, the sitemap's dates, the structured data and the share images.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterEach, beforeEach, describe, expect, it, test } from "vitest";
import { ARTICLES_PER_PAGE, pageEntries, type ArticleRef, type PageEntry } from "../../app/page-table.ts";
import { articleStructuredData } from "../../app/lib/structured-data.ts";
import { IMAGE_WIDTHS } from "../../app/components/insights/article-images.ts";
import {
  MEDIA_FOLDER,
  MEDIA_MAX_BYTES,
  readingMinutes,
  WORDS_PER_MINUTE,
  type Article,
} from "../../content-pipeline/articles.ts";
import { buildEditorConfig, CONTENT_FOLDERS } from "../../content-pipeline/editor-config.ts";
import { loadContent } from "../../content-pipeline/load-content.ts";
import { contentProblems } from "../support/content-problems.ts";
import { buildSiteFonts } from "../../app/lib/fonts.ts";
import { articleShareImageSvg } from "../../app/lib/seo-images.ts";
import { renderFeed, renderSitemap } from "../../app/lib/seo-files.ts";
import { readFontMetrics } from "../../app/lib/font-metrics.ts";
import { content, contentRoot, site } from "../support/content.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "insights-test-"));
  cpSync(path.join(contentRoot, "content"), path.join(root, "content"), { recursive: true });
  // Each test starts without articles and writes the ones it needs.
  rmSync(path.join(root, "content/insights"), { recursive: true, force: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const BODY = "A first paragraph of the article.\n\n## A heading\n\nMore text, with a [link](https://example.org).\n";

/** Writes an article file; `fields` are front matter lines, the defaults make a valid article. */
function writeArticle(locale: string, name: string, fields: Record<string, string> = {}, body = BODY) {
  const frontMatter = {
    title: "A title long enough",
    description: "A summary of the article that is long enough for the schema to accept it.",
    published: "2026-03-10",
    translationKey: name.replace(/\.md$/, ""),
    ...fields,
  };
  const dir = path.join(root, "content/insights", locale);
  mkdirSync(dir, { recursive: true });
  const lines = Object.entries(frontMatter).map(([key, value]) => `${key}: ${value}`);
  writeFileSync(path.join(dir, name), `---\n${lines.join("\n")}\n---\n\n${body}`);
}

describe("articles as content", () => {
  it("reads articles with their defaults: the founder as author, a reading time, newest first", () => {
    writeArticle("en", "older.md", { published: "2026-01-05" });
    writeArticle("en", "newer.md", { published: "2026-02-05", author: "A. Guest", tags: "[Boards, Germany]" });
    const { articles } = loadContent(root);
    expect(articles.map((article) => article.slug)).toEqual(["newer", "older"]);
    expect(articles[0]).toMatchObject({ author: "A. Guest", tags: ["Boards", "Germany"], key: "newer", locale: "en" });
    expect(articles[1]!.author).toBe(site.founderName);
    expect(articles[1]!.html).toContain("<h2>A heading</h2>");
    expect(articles[1]!.html).toContain('<a href="https://example.org" rel="noopener">link</a>');
  });

  it("never builds a draft", () => {
    writeArticle("en", "published.md");
    writeArticle("en", "unfinished.md", { draft: "true" });
    expect(loadContent(root).articles.map((article) => article.slug)).toEqual(["published"]);
  });

  it("counts the reading time from the words at a stated speed, at least a minute", () => {
    expect(readingMinutes("word ".repeat(WORDS_PER_MINUTE))).toBe(1);
    expect(readingMinutes("word ".repeat(WORDS_PER_MINUTE + 1))).toBe(2);
    expect(readingMinutes("## Heading\n\n- a")).toBe(1);
  });

  it.each([
    [{ title: "Short" }, "content/insights/en/a.md: title: must be at least 10 characters"],
    [{ published: "2026-02-30" }, "content/insights/en/a.md: published: must be a real date"],
    [{ published: "10.03.2026" }, "content/insights/en/a.md: published: must be a date written YYYY-MM-DD"],
    [{ updated: "2026-01-01" }, "content/insights/en/a.md: updated: must not be before the publication date"],
    [{ cover: "/media/photo.jpg" }, "content/insights/en/a.md: coverAlt: is required when there is a cover image"],
    [{ colour: "red" }, "content/insights/en/a.md: colour: not a known field (remove it)"],
    // A YAML mistake names its line in the file, the opening --- counted.
    [{ note: "x\ntitle: A second title" }, "content/insights/en/a.md: line 7: Map keys must be unique"],
  ])("refuses bad front matter %j, naming the file and the field", (fields, message) => {
    writeArticle("en", "a.md", fields);
    expect(contentProblems(root).join("\n")).toContain(message);
  });

  it.each([
    ["<script>alert(1)</script>\n", "HTML is not allowed in an article"],
    ["# A second title\n", "headings must be ##, ### or ####"],
    ["[link](javascript:alert(1))\n", "a link must start with https://, mailto:, / or #"],
    ["![A chart](https://example.org/chart.png)\n", "an image in the text must be a file under /media/"],
    ["![](/media/chart.png)\n", "the image /media/chart.png needs a description"],
    ["![A chart](/media/chart.png)\n", "image in the text: /media/chart.png is not in content/media/"],
  ])("refuses a body that would break the page or its policy: %j", (body, message) => {
    writeArticle("en", "a.md", {}, body);
    expect(contentProblems(root).join("\n")).toContain(`content/insights/en/a.md: ${message}`);
  });

  it("keeps an image in the text for the page to optimise, with its description", () => {
    mkdirSync(path.join(root, "content/media"), { recursive: true });
    writeFileSync(path.join(root, "content/media/chart.png"), Buffer.alloc(10));
    writeArticle("en", "a.md", {}, 'Before.\n\n![Hires by market, "2026"](/media/chart.png)\n');
    const [article] = loadContent(root).articles;
    expect(article!.images).toEqual(["/media/chart.png"]);
    expect(article!.html).toContain('<img data-media="/media/chart.png" alt="Hires by market, &quot;2026&quot;">');
  });

  it("refuses a cover image that is missing or over the size limit", () => {
    writeArticle("en", "a.md", { cover: "/media/missing.jpg", coverAlt: "A photo" });
    expect(contentProblems(root).join("\n")).toContain("cover: /media/missing.jpg is not in content/media/");
    mkdirSync(path.join(root, "content/media"), { recursive: true });
    writeFileSync(path.join(root, "content/media/missing.jpg"), Buffer.alloc(1_200_000));
    expect(contentProblems(root).join("\n")).toContain("over the 1000 KB limit");
  });

  it("refuses file names that are not addresses, and the list's own", () => {
    writeArticle("en", "Board Succession.md");
    writeArticle("de", "page.md");
    expect(contentProblems(root)).toEqual([
      "content/insights/en/Board Succession.md: the file name must be lower-case letters, digits and hyphens, such as board-succession.md",
      'content/insights/de/page.md: "page" is taken by the list\'s pages; choose another file name',
    ]);
  });

  it("refuses one translation key used twice in a language", () => {
    writeArticle("en", "same.md");
    writeArticle("de", "a.md", { translationKey: "same" });
    writeArticle("de", "b.md", { translationKey: "same" });
    expect(contentProblems(root).join("\n")).toContain(
      'translationKey "same" is also used by content/insights/de/a.md',
    );
  });

  // The editor rewrites any other key on save (Sveltia's canonical slug), so none may be committed.
  it("requires the translation key the editor writes: the English file's name, or a German-only entry's own", () => {
    writeArticle("en", "english.md", { translationKey: "other" });
    writeArticle("de", "deutsch.md", { translationKey: "missing" });
    writeArticle("de", "nur-deutsch.md");
    writeArticle("de", "uebersetzung.md", { translationKey: "english" });
    expect(contentProblems(root)).toEqual([
      'content/insights/en/english.md: translationKey "other" must be the file\'s name, "english" (the editor writes it on every save)',
      'content/insights/de/deutsch.md: translationKey "missing" must be the name of its English file in content/insights/en/, or with none its own name "deutsch" (the editor writes it on every save)',
    ]);
  });

  it("refuses articles while no one is named responsible for content (§ 18(2) MStV)", () => {
    const siteFile = path.join(root, "content/site.yml");
    writeFileSync(siteFile, readFileSync(siteFile, "utf8").replace(/\n {2}contentResponsible:\n(?: {4}.*\n)+/, "\n"));
    expect(() => loadContent(root)).not.toThrow();
    writeArticle("en", "a.md");
    expect(contentProblems(root).join("\n")).toContain(
      "content/site.yml: legal.contentResponsible: required once articles are published (§ 18(2) MStV)",
    );
  });

  it("sets German titles and text in German typography, with soft hyphens in compounds too long for a heading", () => {
    writeArticle(
      "de",
      "a.md",
      { title: "Die Geschäftsführerhaftungsbeschränkung verstehen" },
      'Er sagte "Guten Tag" - und ging.\n',
    );
    const [article] = loadContent(root).articles;
    expect(article!.title).toContain("\u00AD");
    expect(article!.title.replaceAll("\u00AD", "")).toBe("Die Geschäftsführerhaftungsbeschränkung verstehen");
    expect(article!.html).toContain("„Guten Tag“");
    expect(article!.html).toContain("–");
  });
});

const ref = (locale: "en" | "de", slug: string, published: string, key = slug): ArticleRef => ({
  locale,
  slug,
  key,
  published,
});

describe("insights in the page table", () => {
  test("without articles there is no list, no article page and nothing to link", () => {
    expect(pageEntries([]).filter((entry) => entry.id === "insights" || entry.id === "article")).toEqual([]);
  });

  test("the list has pages of ten, newest first, each in the sitemap with its newest date", () => {
    const articles = Array.from({ length: 2 * ARTICLES_PER_PAGE + 3 }, (_, index) =>
      ref("en", `article-${index}`, `2026-01-${String(index + 1).padStart(2, "0")}`),
    );
    const lists = pageEntries(articles).filter((entry) => entry.id === "insights" && entry.locale === "en");
    expect(lists.map((entry) => [entry.path, entry.lastModified])).toEqual([
      ["/insights", "2026-01-23"],
      ["/insights/page/2", "2026-01-13"],
      ["/insights/page/3", "2026-01-03"],
    ]);
    // Later pages list other articles in each language: not translations of each other.
    expect(lists[1]!.alternates).toEqual({ en: "/insights/page/2" });
    expect(lists[1]!.languageSwitch.de).toBe("/de/einblicke");
  });

  test("an article links its translation; an untranslated one switches to the other language's list", () => {
    const entries = pageEntries([
      ref("en", "board-succession", "2026-02-01", "succession"),
      ref("de", "nachfolge-im-vorstand", "2026-02-01", "succession"),
      ref("en", "english-only", "2026-03-01"),
    ]);
    const bySlug = (slug: string) => entries.find((entry) => entry.slug === slug)!;
    expect(bySlug("board-succession").alternates).toEqual({
      en: "/insights/board-succession",
      de: "/de/einblicke/nachfolge-im-vorstand",
    });
    expect(bySlug("nachfolge-im-vorstand").languageSwitch.en).toBe("/insights/board-succession");
    expect(bySlug("english-only").alternates).toEqual({ en: "/insights/english-only" });
    expect(bySlug("english-only").languageSwitch.de).toBe("/de/einblicke");
    expect(bySlug("english-only").file).toBe("insights/english-only.html");
  });

  test("a language without articles has a list for readers that search engines do not index", () => {
    const german = pageEntries([ref("en", "english-only", "2026-03-01")]).find(
      (entry) => entry.id === "insights" && entry.locale === "de",
    );
    expect(german).toMatchObject({ path: "/de/einblicke", indexable: false });
  });
});

describe("found by search engines and readers", () => {
  const article: Article = {
    locale: "de",
    slug: "nachfolge",
    key: "nachfolge",
    title: "Nach\u00ADfolge im Vor\u00ADstand & Beirat",
    description: "Eine Zusammenfassung <mit> Zeichen, die XML reserviert.",
    published: "2026-02-01",
    updated: "2026-02-10",
    author: site.founderName,
    tags: ["Vorstand"],
    readingMinutes: 3,
    images: [],
    html: "<p>Text</p>",
    file: "content/insights/de/nachfolge.md",
  };

  test("the sitemap gives articles their date of last change, and hreflang only to translations", () => {
    const xml = renderSitemap("https://agency.example", [
      { path: "/de/einblicke/nachfolge", alternates: { de: "/de/einblicke/nachfolge" }, lastModified: "2026-02-10" },
    ]);
    expect(xml).toContain("<lastmod>2026-02-10</lastmod>");
    expect(xml).not.toContain("hreflang");
  });

  test("the feed is valid RSS 2.0 with absolute URLs and full dates", () => {
    const xml = renderFeed(
      "https://agency.example",
      {
        path: "/de/rss.xml",
        title: "Agentur: Einblicke",
        description: "Artikel",
        listPath: "/de/einblicke",
        language: "de",
      },
      [{ ...article, path: "/de/einblicke/nachfolge" }],
    );
    const { DOMParser } = new JSDOM().window;
    const document = new DOMParser().parseFromString(xml, "application/xml");
    expect(document.querySelector("parsererror")).toBeNull();
    expect(document.documentElement.getAttribute("version")).toBe("2.0");
    expect(document.querySelector("channel > link")?.textContent).toBe("https://agency.example/de/einblicke");
    const item = document.querySelector("item")!;
    expect(item.querySelector("link")?.textContent).toBe("https://agency.example/de/einblicke/nachfolge");
    expect(item.querySelector("pubDate")?.textContent).toBe("Sun, 01 Feb 2026 00:00:00 GMT");
    // Soft hyphens are for the page's line breaks, not for feed readers.
    expect(item.querySelector("title")?.textContent).toBe("Nachfolge im Vorstand & Beirat");
    expect(item.querySelector("description")?.textContent).toBe(article.description);
  });

  test("BlogPosting names the headline, dates, author as a Person, the agency as publisher, language and image", () => {
    const data = articleStructuredData(site, article);
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "Nachfolge im Vorstand & Beirat",
      datePublished: "2026-02-01",
      dateModified: "2026-02-10",
      inLanguage: "de",
      author: { "@type": "Person", name: site.founderName },
      publisher: { "@type": "Organization", name: site.agencyName },
      url: new URL("/de/einblicke/nachfolge", site.siteUrl).href,
      image: new URL("/images/insights/de-nachfolge.png", site.siteUrl).href,
    });
  });
});

describe("an article's share image", async () => {
  const fonts = await buildSiteFonts(content.words, site, "Geschäftsführerhaftungsbeschränkungsverordnung");
  const display = readFontMetrics(fonts.faces.find((face) => face.family === "Fraunces" && face.weight === 500)!.sfnt);
  const fontsForImage = {
    display,
    text: readFontMetrics(fonts.faces.find((face) => face.family === "Inter" && face.weight === 400)!.sfnt),
    textBold: readFontMetrics(fonts.faces.find((face) => face.family === "Inter" && face.weight === 600)!.sfnt),
  };
  const widthOf = (text: string, size: number) =>
    ([...text].reduce((sum, char) => sum + (display.advance(char) ?? display.unitsPerEm / 2), 0) / display.unitsPerEm) *
    size;

  test.each([
    "Why We Present Three Candidates, Not Ten",
    "Die Geschäftsführerhaftungsbeschränkungsverordnung und was sie für Beiräte bedeutet",
  ])("fits every line of %j inside the image's margins", (title) => {
    const svg = articleShareImageSvg(
      site,
      { title, label: "Einblicke", path: "/images/insights/de-a.png" },
      fontsForImage,
    );
    const { size, lines } = articleShareImageLayout(svg);
    expect(lines.join(" ")).toBe(title);
    expect(lines.length).toBeLessThanOrEqual(4);
    for (const line of lines) expect(widthOf(line, size)).toBeLessThanOrEqual(1200 - 2 * 88);
  });
});

// The build of the content under test (BUILT_SITE_DIR, vitest.config.ts): its articles' images as
// astro:assets encoded them (app/site-data/article-images.ts).
const builtDir = process.env.BUILT_SITE_DIR ?? path.join(contentRoot, "build");
const builtPages = existsSync(path.join(builtDir, "pages.json"))
  ? (JSON.parse(readFileSync(path.join(builtDir, "pages.json"), "utf8")) as PageEntry[])
  : [];
const articlesWithImages = content.articles.filter((article) => article.cover || article.images.length > 0);

describe.skipIf(builtPages.length === 0 || articlesWithImages.length === 0)("an article's images, as built", () => {
  test("are AVIF and WebP with a fallback of the original's kind, at every width up to the original's, sized as the largest", async () => {
    const { default: sharp } = await import("sharp");
    for (const article of articlesWithImages) {
      const entry = builtPages.find(
        (page) => page.id === "article" && page.locale === article.locale && page.slug === article.slug,
      )!;
      const html = readFileSync(path.join(builtDir, "client", entry.file), "utf8");
      const pictures = [...new JSDOM(html).window.document.querySelectorAll("main picture")];
      // The cover first, then the images in the text, in the order the text names them.
      const originals = [...(article.cover ? [article.cover.src] : []), ...article.images];
      expect(pictures, entry.path).toHaveLength(originals.length);
      for (const [index, picture] of pictures.entries()) {
        const original = path.join(contentRoot, MEDIA_FOLDER, originals[index]!.slice("/media/".length));
        const { width, height, format } = await sharp(original)
          .rotate()
          .toBuffer({ resolveWithObject: true })
          .then(({ info }) => info);
        const largest = Math.min(width, IMAGE_WIDTHS.at(-1)!);
        const img = picture.querySelector("img")!;
        // The <source>s, then the <img>'s own srcset: the fallback, in the original's kind.
        const sources = [
          ...[...picture.querySelectorAll("source")].map((source) => ({ type: source.type, srcset: source.srcset })),
          { type: format === "jpeg" ? "image/jpeg" : "image/png", srcset: img.srcset },
        ];
        expect(sources.slice(0, -1).map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
        // Its size is the largest file's, so nothing moves when it arrives.
        expect({ width: img.width, height: img.height }).toEqual({
          width: largest,
          height: Math.round((height * largest) / width),
        });
        for (const { type, srcset } of sources) {
          const files = srcset.split(", ").map((candidate) => candidate.split(" ") as [string, string]);
          expect(files.map(([, descriptor]) => descriptor)).toEqual(
            [...IMAGE_WIDTHS.filter((candidate) => candidate < largest), largest].map((w) => `${w}w`),
          );
          // Each file is what its srcset says: decodable, of that width and format.
          for (const [url, descriptor] of files) {
            const meta = await sharp(readFileSync(path.join(builtDir, "client", url))).metadata();
            expect(`${meta.width}w`, url).toBe(descriptor);
            expect(meta.format, url).toBe(
              { "image/avif": "heif", "image/webp": "webp", "image/jpeg": "jpeg", "image/png": "png" }[type],
            );
          }
        }
        expect(img.getAttribute("src")).toBe(sources[2]!.srcset.split(", ").at(-1)!.split(" ")[0]);
      }
    }
  });
});

describe("the editor's Insights collection", () => {
  const config = buildEditorConfig(
    [],
    { locales: ["en", "de"], defaultLocale: "en", repo: "a/b", branch: "main", siteUrl: "https://a.example" },
    CONTENT_FOLDERS.filter((folder) => folder.name === "articles"),
  );
  const collection = config.collections.find((entry) => entry.name === "articles")!;
  const fields = "fields" in collection ? collection.fields : [];
  const fieldOf = (name: string) => fields.find((field) => field.name === name);

  test("writes one Markdown file per article and language where the build reads them, uploads under content/", () => {
    expect(collection).toMatchObject({
      folder: "content/insights",
      create: true,
      delete: true,
      format: "yaml-frontmatter",
      i18n: { initial_locales: "all" },
    });
    expect(config.i18n.structure).toBe("multiple_folders");
    expect(config.media_folder).toBe(MEDIA_FOLDER);
  });

  test("takes its fields from the article schema, with the build's limits", () => {
    expect(fields.map((field) => field.name)).toEqual([
      "title",
      "description",
      "published",
      "updated",
      "author",
      "tags",
      "cover",
      "coverAlt",
      "draft",
      "body",
    ]);
    expect(fieldOf("title")).toMatchObject({ minlength: 10, maxlength: 90 });
    expect(fieldOf("published")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    expect(fieldOf("updated")?.required).toBe(false);
    expect(fieldOf("cover")).toMatchObject({
      widget: "image",
      media_library: { config: { max_file_size: MEDIA_MAX_BYTES } },
    });
    expect(fieldOf("tags")).toMatchObject({ widget: "list", max: 6 });
    // The editor writes translationKey itself.
    expect(fieldOf("body")).toMatchObject({ widget: "markdown" });
    expect(fieldOf("translationKey")).toBeUndefined();
  });
});

/** The title's size and lines on an article's share image, read back from its SVG (the title's text elements). */
function articleShareImageLayout(svg: string): { size: number; lines: string[] } {
  const lines = [...svg.matchAll(/font-family="Fraunces" font-weight="500" font-size="(\d+)"[^>]*>([^<]*)</g)];
  return { size: Number(lines[0]?.[1] ?? 0), lines: lines.map((match) => match[2] ?? "") };
}
