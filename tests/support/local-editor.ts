// The real editor (Sveltia CMS at /admin/) in local-folder mode on a copy of content/ in the
// browser's Origin Private File System, as tests/e2e/editor-round-trip.spec.ts opens it: no sign-in,
// the same forms and preview pane as on GitHub.
import { expect, type Page } from "@playwright/test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// CONTENT_ROOT: the content the build under test was made from (the gate's variant, for one).
const root = path.resolve(process.env.CONTENT_ROOT || path.resolve(import.meta.dirname, "../.."));

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
export async function openLocalEditor(page: Page) {
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

/** Opens one entry's form (and its preview pane). */
export async function openEntry(page: Page, collection: string, entry: string) {
  await page.goto(`/admin/#/collections/${collection}/entries/${entry}`);
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 15_000 });
}

/**
 * The text box labelled `label` that holds `value` (the English and the German pane have the same
 * labels). Sveltia renders fields as they scroll into view, so the edit pane is scrolled until it appears.
 */
export async function boxHolding(page: Page, label: string, value: string) {
  const boxes = page.getByRole("textbox", { name: label, exact: true });
  for (let attempt = 0; attempt < 30; attempt += 1) {
    for (const box of await boxes.all()) if ((await box.inputValue()) === value) return box;
    await page.mouse.move(300, 500);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  throw new Error(`no "${label}" field holds ${JSON.stringify(value)}`);
}

/** The page inside the editor's preview pane: Sveltia's preview frame, then the site's frame of the chosen width. */
export function previewPane(page: Page) {
  const pane = page.frameLocator('iframe[title="Content Preview"], iframe[title="Inhaltsvorschau"]');
  return { pane, site: pane.frameLocator("iframe[data-preview-width]") };
}
