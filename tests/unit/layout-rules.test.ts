// The rule the content gate and the editor's preview pane share (shared/layout-rules.ts): the same
// laid-out text gets the same verdict in words, whether the gate runs it in the page (puppeteer's
// page.evaluate, as tests/pages/check-rendered-pages.mjs does) or the pane runs it from the editor's
// window on the preview frame's document (editor/preview/), in the same browser at 360 px.
import puppeteer, { type Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, testChromiumPath } from "../../tooling/chromium.ts";
import { contrastRatio, findLayoutProblems, RULE_WORDS } from "../../shared/layout-rules.ts";

const LONG_WORD = "Vermögensverwaltungsgesellschaftsvertragsentwürfe".slice(0, 43);

/** A page at 360 px: one problem of each rule when `broken`, none otherwise. */
function fixture(broken: boolean) {
  const headline = broken ? `A ${LONG_WORD} headline` : "A fine headline";
  const muted = broken ? "#B8B8B8" : "#565A63";
  const clip = broken ? "height: 1.2em" : "";
  return `<!doctype html><html><head><style>
    body { margin: 0; font: 16px/1.4 sans-serif; background: #FAF8F4; color: #1B1D22; }
    h1 { font-size: 42px; margin: 0 20px; overflow-wrap: break-word; }
    .box { overflow: hidden; width: 200px; ${clip} }
    .muted { color: ${muted}; }
  </style></head><body>
    <h1>${headline}</h1>
    <div class="box"><p>Some words that wrap over three lines in a narrow box that may clip them.</p></div>
    <p class="muted">Muted words</p>
  </body></html>`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await puppeteer.launch({ executablePath: testChromiumPath() ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
});

/** The gate's way: the function's source sent into the page. */
async function asTheGate(html: string) {
  const page = await browser.newPage();
  await page.setViewport({ width: 360, height: 740 });
  await page.setContent(html);
  const body = await page.$("body");
  const found = await page.evaluate(findLayoutProblems, body!, 5, true);
  await page.close();
  return found;
}

/** The pane's way: called from the editor's window on a 360 px frame's document, marking elements. */
async function asThePane(html: string) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1440, height: 900 });
  await page.setContent(`<!doctype html><iframe style="width: 360px; height: 740px; border: 0"></iframe>`);
  await page.evaluate(`window.findLayoutProblems = ${findLayoutProblems.toString()}`);
  const found = await page.evaluate((content) => {
    const frame = document.querySelector("iframe")!;
    const doc = frame.contentDocument!;
    doc.open();
    doc.write(content);
    doc.close();
    type Problem = { message: string; element: Element };
    const find = (window as unknown as { findLayoutProblems: (root: Element) => Problem[] }).findLayoutProblems;
    return find(doc.body).map((problem) => ({ message: problem.message, tag: problem.element.tagName }));
  }, html);
  await page.close();
  return found;
}

describe("the gate and the preview pane judge laid-out text alike", () => {
  it("a 43-letter word in a heading, a box that clips, muted text too light: the same three messages", async () => {
    const html = fixture(true);
    const gate = await asTheGate(html);
    const pane = await asThePane(html);
    expect(pane.map((problem) => problem.message)).toEqual(gate);
    expect(gate).toHaveLength(3);
    expect(gate.find((message) => message.startsWith(RULE_WORDS["broken-word"]))).toContain(LONG_WORD.slice(0, 30));
    expect(gate.find((message) => message.startsWith(RULE_WORDS.clipped))).toContain("<div.box>");
    expect(gate.find((message) => message.startsWith(RULE_WORDS.contrast))).toContain('"Muted words"');
    // The pane marks the elements the messages name.
    expect(pane.map((problem) => problem.tag).sort()).toEqual(["DIV", "H1", "P"]);
  });

  it("the same page with short words, room and the site's muted colour: nothing in either", async () => {
    const html = fixture(false);
    expect(await asTheGate(html)).toEqual([]);
    expect(await asThePane(html)).toEqual([]);
  });
});

describe("contrast", () => {
  it("follows WCAG 2.2: black on white 21:1, the seed's muted grey on its background above 4.5:1", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrastRatio("#FFFFFF", "#FFFFFF")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#FFFFFF")).toBeGreaterThan(4.5);
    expect(contrastRatio("#777777", "#FFFFFF")).toBeLessThan(4.5);
  });
});
