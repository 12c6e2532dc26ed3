import { expect, test, type Page } from "@playwright/test";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadContent } from "../../content-pipeline/load-content.ts";
import { LOCALES } from "../../shared/locales.ts";
import { CONTENT_FILES } from "../../content-pipeline/schemas.ts";
import { contentSeed, seedLocalRepository } from "../../tooling/local-editor.ts";

// The real editor (Sveltia CMS at /admin/) in local-folder mode, on a copy of content/ in the
// browser's Origin Private File System: each entry is opened, saved after edits in both languages,
// opened without an edit, and given an invalid value. What it writes must be what the build
// accepts, and change nothing but the edit.

const root = path.resolve(import.meta.dirname, "../..");

// Each test drives the 2 MB editor through several saves and builds the content it wrote: 17-21 s
// on this 2-core machine, 36 s once beside another gate run. The limit is for a hang, not a speed.
test.setTimeout(90_000);

/** The repository as Sveltia sees it (tooling/local-editor.ts): content/ as committed, and a .git folder. */
const seed = contentSeed(root);

/** Opens the editor on the seeded folder, as "Work with Local Repository" with the folder picked. */
async function openEditor(page: Page, extra: Record<string, string> = {}) {
  await seedLocalRepository(page, "/admin/", { ...seed, ...extra });
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await expect(page.getByText("Site facts").first()).toBeVisible({ timeout: 15_000 });
}

/** Every content file as the editor left it in the folder. */
async function readRepo(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    async (files) => {
      const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo");
      const result: Record<string, string> = {};
      for (const file of files) {
        const parts = file.split("/");
        let dir = repo;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        result[file] = await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
      }
      return result;
    },
    Object.keys(seed).filter((file) => file.startsWith("content/")),
  );
}

async function openEntry(page: Page, collection: string, entry: string) {
  await page.goto(`/admin/#/collections/${collection}/entries/${entry}`);
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 15_000 });
}

/**
 * The text box labelled `label` that holds `value` (the English and the German pane have the same
 * labels). Sveltia renders fields as they scroll into view, so the edit pane is scrolled until it appears.
 */
async function boxHolding(page: Page, label: string, value: string) {
  const boxes = page.getByRole("textbox", { name: label, exact: true });
  for (let attempt = 0; attempt < 30; attempt += 1) {
    for (const box of await boxes.all()) if ((await box.inputValue()) === value) return box;
    await page.mouse.move(300, 500);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  throw new Error(`no "${label}" field holds ${JSON.stringify(value)}`);
}

/**
 * How long a save may take to reach the folder: a write through the File System Access API took
 * over 5 s (the default) once, in the gate with one core kept busy.
 */
const WRITTEN = { timeout: 20_000 };

async function save(page: Page) {
  const saved = page.getByText(/Entry saved/);
  // An earlier save's message still showing would end the wait below before this save is written.
  await expect(saved).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(saved).toBeVisible();
}

/** loadContent (the build's own loader) on a copy of the repository with the saved files. */
function buildsWith(saved: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "editor-round-trip-"));
  try {
    cpSync(path.join(root, "content"), path.join(dir, "content"), { recursive: true });
    for (const [file, text] of Object.entries(saved)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    // The words as the files hold them: the build's German typography (soft hyphens) is not in the editor.
    return loadContent(dir, { typography: false });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pathsOf = (name: string) => {
  const file = CONTENT_FILES.find((entry) => entry.name === name)!;
  return file.translated ? LOCALES.map((locale) => file.path.replace("{{locale}}", locale)) : [file.path];
};

test.use({ locale: "en-US" });
test.describe.configure({ mode: "parallel" });

test("Site facts: opening changes nothing; an invalid email and LinkedIn page are stopped with the build's messages; one valid change saves exactly that line and builds; an emptied optional fact is left out", async ({
  page,
}) => {
  await openEditor(page);
  await openEntry(page, "site", "site");
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();

  const site = buildsWith({}).site;
  const email = await boxHolding(page, "Email address", site.email);
  await email.fill("not-an-email");
  const linkedIn = await boxHolding(page, "LinkedIn page", site.linkedInUrl);
  await linkedIn.fill("linkedin.com/company/example");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("must be a valid email address")).toBeVisible();
  await expect(page.getByText("must start with https://")).toBeVisible();
  expect(await readRepo(page)).toEqual(pickContent(seed));

  await email.fill(site.email);
  await linkedIn.fill(site.linkedInUrl);
  const founder = await boxHolding(page, "Founder's name", site.founderName);
  await founder.fill(`${site.founderName} Vale`);
  await save(page);
  const saved = await readRepo(page);
  const [file] = pathsOf("site");
  expect(saved[file!]).toBe(
    replaceOnce(seed[file!]!, `founderName: ${site.founderName}\n`, `founderName: ${site.founderName} Vale\n`),
  );
  // No `contentResponsible: null` or other empty optional group appears (it would break the build).
  expect(saved[file!]).not.toMatch(/: null$/m);
  expect(buildsWith(saved).site.founderName).toBe(`${site.founderName} Vale`);

  // An optional fact emptied is left out of the file (not `vatId: null` or `''`), and still builds.
  if (site.legal.vatId) {
    await openEntry(page, "site", "site");
    await (await boxHolding(page, "VAT ID", site.legal.vatId)).fill("");
    await save(page);
    const withoutVat = (await readRepo(page))[file!]!;
    expect(withoutVat).toBe(replaceOnce(saved[file!]!, `  vatId: ${site.legal.vatId}\n`, ""));
    expect(buildsWith({ [file!]: withoutVat }).site.legal.vatId).toBeUndefined();
  }
});

/** `text` with `search` (which must occur exactly once) replaced. */
function replaceOnce(text: string, search: string, replacement: string) {
  expect(text.split(search).length - 1, `occurrences of ${JSON.stringify(search)}`).toBe(1);
  return text.replace(search, replacement);
}

const pickContent = (files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).filter(([file]) => file.startsWith("content/")));

type PageWords = ReturnType<typeof buildsWith>["words"]["en"];

/**
 * One translated entry: a field to edit in both languages, by its label, its value per language,
 * and how its line starts in the file (key and indentation, so a value repeated elsewhere is not taken).
 */
const pages: { name: string; label: string; line: string; value: (words: PageWords) => string }[] = [
  { name: "common", label: "Skip link", line: "\nskipLink: ", value: (words) => words.common.skipLink },
  { name: "home", label: "Headline", line: "\n  headline: ", value: (words) => words.home.hero.headline },
  { name: "booking", label: "Heading", line: "\ntitle: ", value: (words) => words.booking.title },
  { name: "insights", label: "List heading", line: "\ntitle: ", value: (words) => words.insights.title },
  { name: "legalNotice", label: "Page title", line: "\ntitle: ", value: (words) => words.legalNotice.title },
  { name: "privacy", label: "Page title", line: "\ntitle: ", value: (words) => words.privacy.title },
];

for (const entry of pages) {
  test(`${entry.name}: opening changes nothing; an emptied required field is stopped; an edit in English and German saves exactly those bytes and builds`, async ({
    page,
  }) => {
    await openEditor(page);
    await openEntry(page, "pages", entry.name);
    await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();

    const { words } = buildsWith({});
    const [enFile, deFile] = pathsOf(entry.name);
    const en = entry.value(words.en);
    const de = entry.value(words.de);

    const enBox = await boxHolding(page, entry.label, en);
    await enBox.fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(/required/i).first()).toBeVisible();
    expect(await readRepo(page)).toEqual(pickContent(seed));

    await enBox.fill(`${en} (edited)`);
    // A legal page's body is plain text: what is typed is what is saved, nothing else moves.
    const markdown = enFile!.endsWith(".md");
    const paragraph = "A paragraph added in the editor.";
    if (markdown) {
      const body = page.getByRole("textbox", { name: "Text", exact: true }).first();
      await body.fill(`${await body.inputValue()}\n\n${paragraph}`);
    }
    // The edit pane shows one language at a time.
    await page.getByRole("group", { name: /^Edit/ }).getByRole("radio", { name: "German" }).click();
    await (await boxHolding(page, entry.label, de)).fill(`${de} (geändert)`);
    await save(page);
    const saved = await readRepo(page);

    // Exactly the edited values change: the same bytes otherwise, in both files.
    let expectedEn = replaceOnce(seed[enFile!]!, `${entry.line}${en}\n`, `${entry.line}${en} (edited)\n`);
    if (markdown) expectedEn = expectedEn.replace(/\n$/, `\n\n${paragraph}\n`);
    expect(saved[enFile!]).toBe(expectedEn);
    expect(saved[deFile!]).toBe(replaceOnce(seed[deFile!]!, `${entry.line}${de}\n`, `${entry.line}${de} (geändert)\n`));
    const others = Object.keys(seed).filter(
      (file) => file.startsWith("content/") && file !== enFile && file !== deFile,
    );
    for (const file of others) expect(saved[file], file).toBe(seed[file]);
    const rebuilt = buildsWith(saved);
    expect(entry.value(rebuilt.words.en)).toBe(`${en} (edited)`);
    expect(entry.value(rebuilt.words.de)).toBe(`${de} (geändert)`);
    if (markdown)
      expect((entry.name === "privacy" ? rebuilt.words.en.privacy : rebuilt.words.en.legalNotice).html).toContain(
        paragraph,
      );
  });
}

/** Every file under `folder` in the editor's repository, by path. */
async function readFolder(page: Page, folder: string): Promise<Record<string, string>> {
  return page.evaluate(async (folder) => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo");
    for (const part of folder.split("/")) dir = await dir.getDirectoryHandle(part);
    const result: Record<string, string> = {};
    const walk = async (handle: FileSystemDirectoryHandle, prefix: string) => {
      // entries() is in every engine the editor supports; TypeScript's DOM types lack it.
      for await (const [name, child] of (
        handle as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries()) {
        if (child.kind === "directory") await walk(child as FileSystemDirectoryHandle, `${prefix}${name}/`);
        // Chromium writes through a temporary .crswap file beside the real one, and a file being
        // replaced may vanish or be unreadable while listed: skipped here, seen on the next read (callers poll).
        else if (!name.endsWith(".crswap")) {
          try {
            result[`${prefix}${name}`] = await (await (child as FileSystemFileHandle).getFile()).text();
          } catch (error) {
            // Gone (replaced) or mid-write: read again on the next poll.
            if (!(error instanceof DOMException && ["NotFoundError", "NotReadableError"].includes(error.name)))
              throw error;
          }
        }
      }
    };
    await walk(dir, `${folder}/`);
    return result;
  }, folder);
}

test("Insights: a new article in English only is written where the build reads it and builds; an edit saves exactly that; deleting removes the file", async ({
  page,
}) => {
  await openEditor(page);
  const before = await readFolder(page, "content/insights");
  await page.goto("/admin/#/collections/articles/new");
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 15_000 });

  const title = "Notes on the First Article from the Editor";
  const summary = "A short article written in the editor, to prove that what it saves is what the build accepts.";
  const editPane = page.getByRole("group", { name: /^Edit/ });
  await editPane.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await editPane.getByRole("textbox", { name: "Summary", exact: true }).fill(summary);
  await editPane.getByRole("textbox", { name: "Published", exact: true }).fill("2026-11-20");
  await editPane.getByRole("textbox", { name: "Text", exact: true }).click();
  await page.keyboard.type("Written in the editor, saved as Markdown.");
  // German off: this article exists in English only.
  await editPane.getByRole("radio", { name: "German" }).click();
  await page.getByRole("button", { name: /Show .German. Content Options/ }).click();
  await page.getByRole("menuitem", { name: /Disable .German./ }).click();
  await save(page);

  // One new file, in English only, whole (its text is the last thing written).
  let created: Record<string, string> = {};
  await expect
    .poll(async () => {
      created = await readFolder(page, "content/insights");
      return Object.keys(created).filter((name) => !(name in before) && created[name]!.includes("saved as Markdown"));
    }, WRITTEN)
    .toEqual(["content/insights/en/notes-on-the-first-article-from-the-editor.md"]);
  const file = "content/insights/en/notes-on-the-first-article-from-the-editor.md";
  const article = buildsWith({ [file]: created[file]! }).articles.find((entry) => entry.file === file);
  expect(article).toMatchObject({
    locale: "en",
    slug: "notes-on-the-first-article-from-the-editor",
    title,
    published: "2026-11-20",
  });
  expect(article!.html).toContain("Written in the editor, saved as Markdown.");

  // An edit saves the one changed line.
  await page.goto("/admin/#/collections/articles/entries/notes-on-the-first-article-from-the-editor");
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled({ timeout: 15_000 });
  await (await boxHolding(page, "Title", title)).fill(`${title}, Revised`);
  await save(page);
  const expectedEdit = replaceOnce(created[file]!, `title: ${title}\n`, `title: ${title}, Revised\n`);
  // "Entry saved" shows as the write starts; the file is whole once its temporary copy is moved in.
  await expect.poll(async () => (await readFolder(page, "content/insights"))[file], WRITTEN).toBe(expectedEdit);
  const edited = expectedEdit;
  expect(buildsWith({ [file]: edited }).articles.find((entry) => entry.file === file)?.title).toBe(`${title}, Revised`);

  // Deleting removes the file and leaves every other article as it was.
  await page.goto("/admin/#/collections/articles/entries/notes-on-the-first-article-from-the-editor");
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled({ timeout: 15_000 });
  await page.getByRole("button", { name: "Show Editor Options" }).click();
  await page.getByRole("menuitem", { name: /Delete/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect
    .poll(async () => Object.keys(await readFolder(page, "content/insights")), WRITTEN)
    .toEqual(Object.keys(before));
  expect(await readFolder(page, "content/insights")).toEqual(before);
});

type Entry = { locale: string; slug: string; key: string; title: string; file: string };

/**
 * An English entry of the content as shipped, one whose translation has another file name if there
 * is one (linked by translationKey, Sveltia's canonical slug), with that translation's file.
 */
function sampleEntry(entries: Entry[]) {
  const english = entries.filter((entry) => entry.locale === "en");
  const translationOf = (entry?: Entry) =>
    entries.find((other) => other.locale === "de" && entry && other.key === entry.key);
  const translated =
    english.find((entry) => translationOf(entry)?.slug !== entry.slug && translationOf(entry)) ?? english[0];
  return { entry: translated, translation: translationOf(translated)?.file };
}

/**
 * Opens `entry` in `collection` (the files in `extra` added to the repository), appends `suffix` to the field `label` and saves: the entry's file
 * then differs from the committed one in that line only. Returns the folder before and after.
 */
async function editTitle(
  page: Page,
  collection: string,
  folder: string,
  entry: Entry,
  label: string,
  suffix: string,
  extra: Record<string, string> = {},
) {
  await openEditor(page, extra);
  const before = await readFolder(page, folder);
  await page.goto(`/admin/#/collections/${collection}/entries/${entry.slug}`);
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled({ timeout: 15_000 });
  // An entry in German only opens with English disabled in the edit pane: switch it to German.
  if (entry.locale === "de")
    await page.getByRole("group", { name: /^Edit/ }).getByRole("radio", { name: "German" }).click();
  await (await boxHolding(page, label, entry.title)).fill(`${entry.title}${suffix}`);
  await save(page);
  const expected = replaceOnce(before[entry.file]!, `title: ${entry.title}\n`, `title: ${entry.title}${suffix}\n`);
  // "Entry saved" shows as the write starts; the file is whole once its temporary copy is moved in.
  await expect.poll(async () => (await readFolder(page, folder))[entry.file], WRITTEN).toBe(expected);
  return { before, after: await readFolder(page, folder), expected };
}

test("Open roles: opening a role changes nothing; an edit of its title saves exactly that line and the build reads it", async ({
  page,
}) => {
  const content = buildsWith({});
  const { entry: role } = sampleEntry([...content.roles, ...content.closedRoles]);
  test.skip(!role, "the content has no English role");
  const { before, after, expected } = await editTitle(page, "roles", "content/roles", role!, "Role title", ", Interim");
  const saved = buildsWith({ [role!.file]: expected });
  expect([...saved.roles, ...saved.closedRoles].find((candidate) => candidate.file === role!.file)?.title).toBe(
    `${role!.title}, Interim`,
  );
  // Every other role file is as it was, its German translation under its own name too.
  const others = (files: Record<string, string>) =>
    Object.fromEntries(Object.entries(files).filter(([file]) => !file.endsWith(`/${role!.slug}.md`)));
  expect(others(after)).toEqual(others(before));
});

test("Insights: opening a sample article changes nothing; an edit of its title saves exactly that line and the build reads it", async ({
  page,
}) => {
  const { articles } = buildsWith({});
  const { entry: article } = sampleEntry(articles);
  test.skip(!article, "the content has no English article");
  const { before, after, expected } = await editTitle(
    page,
    "articles",
    "content/insights",
    article!,
    "Title",
    ", Revised",
  );
  expect(buildsWith({ [article!.file]: expected }).articles.find((entry) => entry.file === article!.file)?.title).toBe(
    `${article!.title}, Revised`,
  );
  const others = (files: Record<string, string>) =>
    Object.fromEntries(Object.entries(files).filter(([file]) => !file.endsWith(`/${article!.slug}.md`)));
  expect(others(after)).toEqual(others(before));
});

// With a slug shared by the languages Sveltia saved every language under the English file name,
// moving the German page's address (decision 070: localized slugs, translationKey = English file name).
test("Insights: a save keeps the German translation's own file name", async ({ page }) => {
  const { articles } = buildsWith({});
  const { entry: article, translation } = sampleEntry(articles);
  test.skip(
    !article || !translation || translation.endsWith(`/${article.slug}.md`),
    "no translation under its own name",
  );
  const { before, after } = await editTitle(page, "articles", "content/insights", article!, "Title", ", Revised");
  expect(after[translation!]).toBe(before[translation!]);
});

// An article in German only: the build takes its own file name as its translationKey, and Sveltia
// would too (the German file stands in for the missing English one), but 0.221.1 cannot save such an
// entry at all: "There was an error while saving the entry" (TypeError reading 'path': its save reads
// the English file's path; sveltia/sveltia-cms#681, open). Held here until Sveltia saves it; then it passes.
test("Insights: a save of an article in German only keeps its file name and changes only the edit", async ({
  page,
}) => {
  test.fail();
  const { articles } = buildsWith({});
  const german = articles.find((entry) => entry.locale === "de");
  test.skip(!german, "the content has no German article");
  const slug = "nur-auf-deutsch-gespeichert";
  const file = `content/insights/de/${slug}.md`;
  const text = readFileSync(path.join(root, german!.file), "utf8").replace(
    `translationKey: ${german!.key}\n`,
    `translationKey: ${slug}\n`,
  );
  const entry = { ...german!, slug, key: slug, file };
  const { before, after, expected } = await editTitle(page, "articles", "content/insights", entry, "Title", ", neu", {
    [file]: text,
  });
  expect(before[file]).toBe(text);
  expect(buildsWith({ [file]: expected }).articles.find((article) => article.file === file)).toMatchObject({
    key: slug,
    title: `${german!.title}, neu`,
  });
  const others = (files: Record<string, string>) =>
    Object.fromEntries(Object.entries(files).filter(([name]) => name !== file));
  expect(others(after)).toEqual(others(before));
});

test("Insights: a new article in both languages names each file from its own title, linked by the English file's name", async ({
  page,
}) => {
  await openEditor(page);
  const before = await readFolder(page, "content/insights");
  await page.goto("/admin/#/collections/articles/new");
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 15_000 });
  const editPane = page.getByRole("group", { name: /^Edit/ });
  const fill = async (title: string, summary: string, text: string) => {
    await editPane.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await editPane.getByRole("textbox", { name: "Summary", exact: true }).fill(summary);
    await editPane.getByRole("textbox", { name: "Published", exact: true }).fill("2026-11-20");
    await editPane.getByRole("textbox", { name: "Text", exact: true }).click();
    await page.keyboard.type(text);
  };
  await fill(
    "A Pair of Articles from the Editor",
    "An article written in the editor in two languages, to prove each keeps its own address.",
    "Written in English.",
  );
  await editPane.getByRole("radio", { name: "German" }).click();
  await fill(
    "Ein Artikelpaar aus dem Editor",
    "Ein im Editor in zwei Sprachen geschriebener Artikel, der zeigt, dass jede ihre Adresse behält.",
    "Auf Deutsch geschrieben.",
  );
  await save(page);
  const en = "content/insights/en/a-pair-of-articles-from-the-editor.md";
  const de = "content/insights/de/ein-artikelpaar-aus-dem-editor.md";
  let created: Record<string, string> = {};
  await expect
    .poll(async () => {
      created = await readFolder(page, "content/insights");
      return Object.keys(created)
        .filter((name) => !(name in before) && /Written in English\.|Auf Deutsch geschrieben\./.test(created[name]!))
        .sort();
    }, WRITTEN)
    .toEqual([de, en]);
  const { articles } = buildsWith({ [en]: created[en]!, [de]: created[de]! });
  expect(
    articles
      .filter((entry) => entry.file === en || entry.file === de)
      .map((entry) => [entry.file, entry.key])
      .sort(),
  ).toEqual([
    [de, "a-pair-of-articles-from-the-editor"],
    [en, "a-pair-of-articles-from-the-editor"],
  ]);
});
