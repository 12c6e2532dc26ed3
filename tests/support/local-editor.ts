// The real editor (Sveltia CMS at /admin/) in local-folder mode on a copy of content/ in the
// browser's Origin Private File System, as tests/e2e/editor-round-trip.spec.ts opens it: no sign-in,
// the same forms and preview pane as on GitHub.
import { expect, type Page } from "@playwright/test";
import path from "node:path";
import { contentSeed, findBox, seedLocalRepository } from "../../tooling/local-editor.ts";

// CONTENT_ROOT: the content the build under test was made from (the gate's variant, for one).
const seed = contentSeed(path.resolve(process.env.CONTENT_ROOT || path.resolve(import.meta.dirname, "../..")));

/** Opens the editor on the seeded folder, as "Work with Local Repository" with the folder picked. */
export async function openLocalEditor(page: Page) {
  await seedLocalRepository(page, "/admin/", seed);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await expect(page.getByText("Site facts").first()).toBeVisible({ timeout: 15_000 });
}

/** Opens one entry's form (and its preview pane). */
export async function openEntry(page: Page, collection: string, entry: string) {
  await page.goto(`/admin/#/collections/${collection}/entries/${entry}`);
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 15_000 });
}

/** The text box labelled `label` that holds `value` (tooling/local-editor.ts findBox). */
export async function boxHolding(page: Page, label: string, value: string) {
  const box = await findBox(page, label, (held) => held === value);
  if (!box) throw new Error(`no "${label}" field holds ${JSON.stringify(value)}`);
  return box;
}

/** The page inside the editor's preview pane: Sveltia's preview frame, then the site's frame of the chosen width. */
export function previewPane(page: Page) {
  const pane = page.frameLocator('iframe[title="Content Preview"], iframe[title="Inhaltsvorschau"]');
  return { pane, site: pane.frameLocator("iframe[data-preview-width]") };
}
