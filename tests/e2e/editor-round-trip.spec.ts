import { expect, test, type Page } from "@playwright/test";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadContent } from "../../content-pipeline/load-content.ts";
import { LOCALES } from "../../shared/locales.ts";
import { CONTENT_FILES } from "../../content-pipeline/schemas.ts";

// The real editor (Sveltia CMS at /admin/) in local-folder mode, on a copy of content/ in the
// browser's Origin Private File System: each entry is opened, saved after edits in both languages,
// opened without an edit, and given an invalid value. What it writes must be what the build
// accepts, and change nothing but the edit.

const root = path.resolve(import.meta.dirname, "../..");

// Each test drives the 2 MB editor through several saves and builds the content it wrote: 17-21 s
// on this 2-core machine, 36 s once beside another gate run. The limit is for a hang, not a speed.
test.setTimeout(90_000);

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    return statSync(path.join(root, relative)).isDirectory() ? filesUnder(relative) : [relative];
  });
}

/** The repository as Sveltia sees it: content/ as committed, and a .git folder (it checks only that one exists). */
const seed: Record<string, string> = {
  ...Object.fromEntries(filesUnder("content").map((file) => [file, readFileSync(path.join(root, file), "utf8")])),
  ".git/HEAD": "ref: refs/heads/main\n",
  ".git/config": "[core]\n\trepositoryformatversion = 0\n",
};

/** Opens the editor on the seeded folder, as "Work with Local Repository" with the folder picked. */
async function openEditor(page: Page) {
  await page.addInitScript(() => {
    (window as Window & { showDirectoryPicker?: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker =
      async () => (await navigator.storage.getDirectory()).getDirectoryHandle("repo", { create: true });
  });
  await page.goto("/admin/");
  await page.evaluate(async (files) => {
    const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo", { create: true });
    for (const [file, text] of Object.entries(files)) {
      const parts = file.split("/");
      let dir = repo;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, seed);
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

async function save(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/Entry saved/)).toBeVisible();
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
    })
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
  await expect.poll(async () => (await readFolder(page, "content/insights"))[file]).toBe(expectedEdit);
  const edited = expectedEdit;
  expect(buildsWith({ [file]: edited }).articles.find((entry) => entry.file === file)?.title).toBe(`${title}, Revised`);

  // Deleting removes the file and leaves every other article as it was.
  await page.goto("/admin/#/collections/articles/entries/notes-on-the-first-article-from-the-editor");
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled({ timeout: 15_000 });
  await page.getByRole("button", { name: "Show Editor Options" }).click();
  await page.getByRole("menuitem", { name: /Delete/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect.poll(async () => Object.keys(await readFolder(page, "content/insights"))).toEqual(Object.keys(before));
  expect(await readFolder(page, "content/insights")).toEqual(before);
});

test("Open roles: opening a role changes nothing; an edit of its title saves exactly that line and the build reads it", async ({
  page,
}) => {
  // A role of the content as shipped (open or closed; one with a translation key, Sveltia's
  // canonical slug, if there is one), as the build reads it.
  const content = buildsWith({});
  const english = [...content.roles, ...content.closedRoles].filter((candidate) => candidate.locale === "en");
  const role = english.find((candidate) => candidate.key !== candidate.slug) ?? english[0];
  test.skip(!role, "the content has no English role");
  const file = `content/roles/en/${role!.slug}.md`;

  await openEditor(page);
  const before = await readFolder(page, "content/roles");
  await page.goto(`/admin/#/collections/roles/entries/${role!.slug}`);
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled({ timeout: 15_000 });
  await (await boxHolding(page, "Role title", role!.title)).fill(`${role!.title}, Interim`);
  await save(page);
  const expected = replaceOnce(before[file]!, `title: ${role!.title}\n`, `title: ${role!.title}, Interim\n`);
  await expect.poll(async () => (await readFolder(page, "content/roles"))[file]).toBe(expected);
  const saved = buildsWith({ [file]: expected });
  expect([...saved.roles, ...saved.closedRoles].find((candidate) => candidate.file === file)?.title).toBe(
    `${role!.title}, Interim`,
  );
  // Every other role file is as it was.
  const after = await readFolder(page, "content/roles");
  expect({ ...after, [file]: before[file] }).toEqual(before);
});

test("Insights: opening a sample article changes nothing; an edit of its title saves exactly that line and the build reads it", async ({
  page,
}) => {
  // An article as shipped, one with a translation key if there is one (the editor's canonical slug).
  const { articles } = buildsWith({});
  const article =
    articles.find((candidate) => candidate.locale === "en" && candidate.key !== candidate.slug) ??
    articles.find((candidate) => candidate.locale === "en");
  test.skip(!article, "the content has no English article");
  const file = article!.file;

  await openEditor(page);
  const before = await readFolder(page, "content/insights");
  await page.goto(`/admin/#/collections/articles/entries/${article!.slug}`);
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled({ timeout: 15_000 });
  await (await boxHolding(page, "Title", article!.title)).fill(`${article!.title}, Revised`);
  await save(page);
  const expected = replaceOnce(before[file]!, `title: ${article!.title}\n`, `title: ${article!.title}, Revised\n`);
  await expect.poll(async () => (await readFolder(page, "content/insights"))[file]).toBe(expected);
  expect(buildsWith({ [file]: expected }).articles.find((candidate) => candidate.file === file)?.title).toBe(
    `${article!.title}, Revised`,
  );
  // Every other article file is as it was.
  const after = await readFolder(page, "content/insights");
  expect({ ...after, [file]: before[file] }).toEqual(before);
});
