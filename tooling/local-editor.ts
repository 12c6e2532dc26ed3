// The real editor (Sveltia CMS at /admin/) in local-folder mode, on a copy of content/ in the
// browser's Origin Private File System: no sign-in, the same forms and preview pane as on GitHub.
// The browser tests (tests/support/local-editor.ts, tests/pages/editor-preview-firefox.test.mjs)
// and the README's screenshots (scripts/editor-screenshots.ts) open it so.
import type { Page } from "@playwright/test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The repository as Sveltia sees it: content/ under `root` as committed, and a .git folder (it checks only that one exists). */
export function contentSeed(root: string): Record<string, string> {
  const files = readdirSync(path.join(root, "content"), { recursive: true, encoding: "utf8" })
    .map((name) => `content/${name}`)
    .filter((file) => statSync(path.join(root, file)).isFile());
  return {
    ...Object.fromEntries(files.map((file) => [file, readFileSync(path.join(root, file), "utf8")])),
    ".git/HEAD": "ref: refs/heads/main\n",
    ".git/config": "[core]\n\trepositoryformatversion = 0\n",
  };
}

/** Hands the folder "repo" of the page's private file system to "Work with Local Repository"; runs in the page. */
export function stubDirectoryPicker() {
  Object.assign(window, {
    showDirectoryPicker: async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle("repo", { create: true }),
  });
}

/** Writes `files` (path → text) into that folder; runs in the page. */
export async function writeLocalRepository(files: Record<string, string>) {
  const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo", { create: true });
  for (const [file, text] of Object.entries(files)) {
    const parts = file.split("/");
    let dir = repo;
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
    const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
    await writable.write(text);
    await writable.close();
  }
}

/** Opens the editor at `adminUrl` with `files` in the folder that "Work with Local Repository" picks. */
export async function seedLocalRepository(page: Page, adminUrl: string, files: Record<string, string>) {
  await page.addInitScript(stubDirectoryPicker);
  await page.goto(adminUrl);
  await page.evaluate(writeLocalRepository, files);
}

/**
 * The text box labelled `label` whose value `matches` (the English and the German pane have the
 * same labels), or undefined. Sveltia renders fields as they scroll into view, so the edit pane is
 * scrolled until it appears.
 */
export async function findBox(page: Page, label: string, matches: (value: string) => boolean) {
  const boxes = page.getByRole("textbox", { name: label, exact: true });
  for (let attempt = 0; attempt < 30; attempt += 1) {
    for (const box of await boxes.all()) if (matches(await box.inputValue())) return box;
    await page.mouse.move(300, 500);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  return undefined;
}
