#!/usr/bin/env node
// Size budget of every pre-rendered page, in brotli-compressed KB as a visitor would download
// it: HTML (with its inline CSS), render-blocking CSS, JavaScript, fonts and images. Fails when
// any figure passes its limit in quality/thresholds.json. Works on build/client; needs no server.
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { JSDOM } from "jsdom";
import { builtPages, fileForPath } from "../tooling/built-pages.ts";
import thresholds from "./thresholds.json" with { type: "json" };

const KB = 1024;
const brotliSize = (bytes: Buffer) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The file behind a site path the page references, read; `label` says what it is, for the error. */
function referenced(sitePath: string, label: string) {
  const file = fileForPath(sitePath);
  if (!file) throw new Error(`${label} ${sitePath} is referenced but not in the build`);
  return readFileSync(file);
}

const sizeOf = (sitePaths: string[], label: string) =>
  [...new Set(sitePaths)].reduce((sum, sitePath) => sum + brotliSize(referenced(sitePath, label)), 0);

const captures = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].flatMap((match) => match[1] ?? []);

const attributeValues = (doc: Document, selector: string, attribute: string) =>
  [...doc.querySelectorAll(selector)].map((element) => element.getAttribute(attribute) ?? "");

/** Inline scripts the browser runs (classic or module); JSON, JSON-LD and speculation rules are data. */
const EXECUTABLE_TYPES = ["", "module", "text/javascript", "application/javascript"];

/** Every module a page loads before it is interactive: its scripts, modulepreloads and their static imports. */
function javascriptOf(doc: Document) {
  const queue = [
    ...attributeValues(doc, "script[src]", "src"),
    ...attributeValues(doc, 'link[rel="modulepreload"]', "href"),
    // Islands: Astro's island element imports each one's component and its framework's renderer.
    ...attributeValues(doc, "astro-island[component-url]", "component-url"),
    ...attributeValues(doc, "astro-island[renderer-url]", "renderer-url"),
  ];
  // Inline module scripts import the entry and route chunks too.
  for (const script of doc.querySelectorAll("script:not([src])"))
    queue.push(...captures(script.textContent ?? "", /import\s*(?:\(\s*)?["'](\/[^"']+\.js)["']/g));
  const seen = new Set<string>();
  for (let sitePath; (sitePath = queue.pop()) !== undefined;) {
    if (seen.has(sitePath)) continue;
    seen.add(sitePath);
    const code = referenced(sitePath, "script").toString("utf8");
    // Static imports only ("from './x.js'" or "import './x.js'"); import() loads later, on demand.
    for (const specifier of captures(code, /(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g))
      queue.push(path.posix.join(path.posix.dirname(sitePath), specifier));
  }
  return [...seen];
}

/**
 * The part of a document the first paint needs: the head with its inline CSS, and the body up to
 * the end of the first paragraph after the h1. The browser paints that while the rest streams in,
 * so a long legal page costs no extra round trip before its first paint; a heavy head still does.
 */
function firstScreenOf(html: Buffer) {
  const text = html.toString("utf8");
  const heading = text.indexOf("</h1>");
  const paragraph = heading === -1 ? -1 : text.indexOf("</p>", heading);
  return paragraph === -1 ? html : Buffer.from(text.slice(0, paragraph + "</p>".length));
}

function measure(file: string) {
  const html = readFileSync(file);
  const doc = new JSDOM(html.toString("utf8")).window.document;
  const stylesheets = [...doc.querySelectorAll('link[rel="stylesheet"]')]
    .filter((link) => [null, "", "all"].includes(link.getAttribute("media")))
    .map((link) => link.getAttribute("href") ?? "");
  const inlineCss = [...doc.querySelectorAll("style")].map((style) => style.textContent).join("");
  const inlineJavascript = [...doc.querySelectorAll("script:not([src])")].filter((script) =>
    EXECUTABLE_TYPES.includes((script.getAttribute("type") ?? "").trim().toLowerCase()),
  );
  const sizes = {
    htmlKb: brotliSize(html) / KB,
    cssKb: sizeOf(stylesheets, "stylesheet") / KB,
    // Files plus inline scripts, each compressed on its own: they count although they travel inside the HTML.
    jsKb:
      (sizeOf(javascriptOf(doc), "script") +
        inlineJavascript.reduce((sum, script) => sum + brotliSize(Buffer.from(script.textContent ?? "")), 0)) /
      KB,
    fontKb: sizeOf(captures(inlineCss, /url\((\/[^)]+\.woff2)\)/g), "font") / KB,
    imageKb:
      sizeOf(
        [...attributeValues(doc, "img[src]", "src"), ...attributeValues(doc, 'link[rel~="icon"]', "href")],
        "image",
      ) / KB,
  };
  return {
    ...sizes,
    inlineCssKb: brotliSize(Buffer.from(inlineCss)) / KB,
    firstPaintKb: brotliSize(firstScreenOf(html)) / KB + sizes.cssKb,
    firstVisitKb: Object.values(sizes).reduce((sum, kb) => sum + kb, 0),
  };
}

const { budget } = thresholds;
const failures: string[] = [];
const rows: Record<string, string | number>[] = [];
const row = (page: string, figure: string, kb: number, limit: number | "", result: string) =>
  rows.push({ page, figure, "brotli KB": Number(kb.toFixed(1)), "limit KB": limit, result });
for (const page of builtPages()) {
  const pageBudget = (budget.pages as Record<string, Record<string, number>>)[page.id];
  if (!pageBudget) failures.push(`${page.route}: no budget for page "${page.id}" in quality/thresholds.json`);
  // A page's own firstVisitKb (the home page's) is stricter than the site-wide one.
  const limits = {
    firstPaintKb: budget.firstPaintKb,
    firstVisitKb: budget.firstVisitKb,
    ...pageBudget,
  };
  const sizes = measure(page.path);
  for (const [figure, limit] of Object.entries(limits)) {
    const value = sizes[figure as keyof typeof sizes];
    const over = value > limit;
    if (over) failures.push(`${page.route} ${figure}: ${value.toFixed(1)} KB > ${limit} KB`);
    row(page.route, figure, value, limit, over ? "OVER" : "ok");
  }
  row(page.route, "(inline CSS, part of htmlKb)", sizes.inlineCssKb, "", "");
}
console.table(rows);
if (failures.length > 0) {
  console.error(`check-budget: ${failures.length} over budget:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("check-budget: every page within budget");
