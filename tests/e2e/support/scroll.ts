import { expect, type Page } from "@playwright/test";

/** Waits until scrolling has come to rest (the site scrolls smoothly, so a scroll takes a while). */
export async function waitForScrollEnd(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const settled = y === last;
        last = y;
        return settled;
      },
      { intervals: [150] },
    )
    .toBe(true);
}

/** Where a visitor is reading: the element in the middle of the window, as a path of child indexes from <body>, and its top edge. */
export type ReadingPlace = { path: number[]; top: number };

export function readingPlace(page: Page): Promise<ReadingPlace> {
  return page.evaluate(() => {
    let element = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    const top = Math.round(element?.getBoundingClientRect().top ?? Number.NaN);
    const path: number[] = [];
    while (element && element !== document.body && element.parentElement) {
      path.unshift([...element.parentElement.children].indexOf(element));
      element = element.parentElement;
    }
    return { path, top };
  });
}

/** The top edge, in the window, of the element at `path` (see readingPlace), or NaN. */
export function topOf(page: Page, path: number[]): Promise<number> {
  return page.evaluate((steps) => {
    let element: Element | undefined = document.body;
    for (const index of steps) element = element?.children[index];
    return Math.round(element?.getBoundingClientRect().top ?? Number.NaN);
  }, path);
}
