/**
 * What the content gate refuses in a laid-out page and the editor's preview pane marks before Save,
 * decided by one function so both say the same thing about the same text:
 *   - a box that clips its own text (overflow other than visible): the reader cannot see it;
 *   - a word in a heading, button, label or menu link broken onto the next line without a hyphen
 *     (only spaces, soft hyphens, hyphens, dashes and slashes may break one): too long for the line;
 *   - text whose colour is below WCAG 2.2 AA contrast on the background behind it (4.5:1, or 3:1
 *     for large text: 24 px, or 18.66 px bold), colours edited under Site facts among them.
 *
 * The gate (tests/pages/check-rendered-pages.mjs) runs it in the page with puppeteer's
 * `page.evaluate(findLayoutProblems)`, which sends the function's source text alone: so it is
 * self-contained (no import, no helper outside it, plain JavaScript once types are stripped). The
 * preview pane (editor/preview/) calls it on the pane's own document.
 */

/** One problem: the gate's words for it, and the element to mark in the pane. */
export type LayoutProblem = { message: string; element: Element };

/** The words of each rule, before the detail; the gate's report and the pane's marks both use them. */
export const RULE_WORDS = {
  clipped: "a box clips its text",
  "broken-word": "a word too long for the line, broken without a hyphen",
  contrast: "text colour below WCAG AA contrast on its background",
} as const;

/**
 * Up to `limit` problems of each rule below `root` (a page's body, or the pane's); with `asText`,
 * their messages only: the gate's `page.evaluate(findLayoutProblems, body, 5, true)`.
 */
export function findLayoutProblems(root: Element, limit?: number, asText?: false): LayoutProblem[];
// `boolean`, not `true`: puppeteer's page.evaluate widens the arguments' types before matching.
export function findLayoutProblems(root: Element, limit: number, asText: boolean): string[];
export function findLayoutProblems(root: Element, limit = 5, asText = false): LayoutProblem[] | string[] {
  const doc = root.ownerDocument;
  const view = doc.defaultView;
  if (!view) return [];
  const words = {
    clipped: "a box clips its text",
    "broken-word": "a word too long for the line, broken without a hyphen",
    contrast: "text colour below WCAG AA contrast on its background",
  };
  const describe = (element: Element) => {
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50);
    const classes = [...element.classList].slice(0, 2).join(".");
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}>${text ? ` "${text}"` : ""}`;
  };
  const invisible = (element: Element) =>
    Boolean(element.closest("[aria-hidden='true'], .sr-only, [popover]:not(:popover-open)"));

  // Any CSS colour (hex, rgb(), oklch(), color-mix()...) as sRGB bytes, by painting one pixel.
  const canvas = Object.assign(doc.createElement("canvas"), { width: 1, height: 1 });
  const paint = canvas.getContext("2d", { willReadFrequently: true });
  const rgba = (color: string): [number, number, number, number] | undefined => {
    if (!paint) return undefined;
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = "#000";
    paint.fillStyle = color;
    paint.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = paint.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const luminance = ([r, g, b]: number[]) => {
    const channel = (value = 0) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const over = (top: number[], bottom: number[]) => {
    const alpha = top[3] ?? 1;
    return [0, 1, 2].map((i) => (top[i] ?? 0) * alpha + (bottom[i] ?? 0) * (1 - alpha));
  };
  /** The opaque colour behind an element, or undefined where an image or a gradient is behind it. */
  const backgroundOf = (element: Element): number[] | undefined => {
    const layers: number[][] = [];
    for (let box: Element | null = element; box; box = box.parentElement) {
      const style = view.getComputedStyle(box);
      if (style.backgroundImage !== "none") return undefined;
      const color = rgba(style.backgroundColor);
      if (color && color[3] > 0) {
        layers.push(color);
        if (color[3] >= 1) break;
      }
    }
    let result = [255, 255, 255];
    for (const layer of layers.reverse()) result = over(layer, result);
    return result;
  };

  const found: Record<keyof typeof words, LayoutProblem[]> = { clipped: [], "broken-word": [], contrast: [] };
  const report = (rule: keyof typeof words, detail: string, element: Element) => {
    if (found[rule].length < limit) found[rule].push({ message: `${words[rule]}: ${detail}`, element });
  };
  const contrastChecked = new Set<Element>();
  const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const range = doc.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || invisible(parent)) continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    if (rects.length === 0) continue;
    // Text outside a box that clips: its reader cannot see it. A visually hidden element (1 px box) clips by design.
    for (let box: Element | null = parent; box && box !== doc.body && box !== root; box = box.parentElement) {
      const style = view.getComputedStyle(box);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const edge = box.getBoundingClientRect();
      if (edge.width <= 1 || edge.height <= 1) break;
      const outside = rects.some(
        (rect) =>
          rect.top < edge.top - 1 ||
          rect.bottom > edge.bottom + 1 ||
          rect.left < edge.left - 1 ||
          rect.right > edge.right + 1,
      );
      if (outside) {
        report("clipped", `${describe(box)} clips ${describe(parent)}`, box);
        break;
      }
    }

    if (!contrastChecked.has(parent) && found.contrast.length < limit) {
      contrastChecked.add(parent);
      const style = view.getComputedStyle(parent);
      const text = rgba(style.color);
      const behind = backgroundOf(parent);
      if (text && behind && Number(style.opacity) === 1) {
        const drawn = over(text, behind);
        const [light, dark] = [luminance(drawn), luminance(behind)].sort((a, b) => b - a);
        const ratio = ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
        const size = parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        const needed = large ? 3 : 4.5;
        // Rounded down to two places, as WCAG tools print it: 4.499 is not 4.5.
        const shown = Math.floor(ratio * 100) / 100;
        if (shown < needed) report("contrast", `${shown.toFixed(2)}:1, needs ${needed}:1, ${describe(parent)}`, parent);
      }
    }

    if (!parent.closest("h1, h2, h3, h4, h5, h6, button, label, dt, th, summary, nav a, .eyebrow")) continue;
    const text = node.textContent;
    // The line a letter sits on. A letter right after a soft hyphen's break also reports the drawn
    // hyphen at the end of the line before: a word's first letter is its last box, its last letter its first.
    const lineOf = (at: number, which: "first" | "last") => {
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      const boxes = [...range.getClientRects()];
      return (which === "first" ? boxes.at(-1) : boxes[0])?.top ?? 0;
    };
    // Between two allowed breaks: its first and last letter on different lines means the browser
    // broke the word where no break was allowed.
    for (const match of text.matchAll(/[^\s\u00AD\-\u2010\u2013\u2014/]{2,}/g)) {
      const isBroken = Math.abs(lineOf(match.index, "first") - lineOf(match.index + match[0].length - 1, "last")) > 2;
      if (isBroken) report("broken-word", `"${match[0].slice(0, 45)}" in ${describe(parent)}`, parent);
    }
  }
  const problems = Object.values(found).flat();
  // Messages only: what page.evaluate can carry out of the page (elements do not travel).
  return asText ? problems.map((problem) => problem.message) : problems;
}

/** The contrast ratio of two opaque sRGB colours given as #rrggbb (WCAG 2.2's formula), for unit tests and Site facts. */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
    const channel = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
