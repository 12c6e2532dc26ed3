#!/usr/bin/env node
// Size budget of every pre-rendered page, in brotli-compressed KB as a visitor would download
// it: HTML (with its inline CSS), render-blocking CSS, JavaScript, fonts and images. Fails when
// any figure passes its limit in quality/thresholds.json. Works on build/client; needs no server.
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { JSDOM } from "jsdom";
import { builtPages, fileForPath, readThresholds } from "../tooling/built-pages.mjs";

const KB = 1024;
/** @param {Buffer} bytes */
const brotliSize = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * Brotli bytes of the distinct files behind `sitePaths`.
 * @param {string[]} sitePaths
 * @param {string} label what the paths are, for the error message
 */
function sizeOf(sitePaths, label) {
  let total = 0;
  for (const sitePath of new Set(sitePaths)) {
    const file = fileForPath(sitePath);
    if (!file) throw new Error(`${label} ${sitePath} is referenced but not in the build`);
    total += brotliSize(readFileSync(file));
  }
  return total;
}

/**
 * The first capture group of every match of `pattern` in `text`.
 * @param {string} text
 * @param {RegExp} pattern a global expression with one group
 * @returns {string[]}
 */
const captures = (text, pattern) => [...text.matchAll(pattern)].flatMap((match) => match[1] ?? []);

/** Inline scripts the browser runs (classic or module); JSON, JSON-LD and speculation rules are data. */
const EXECUTABLE_TYPES = ["", "module", "text/javascript", "application/javascript"];

/**
 * Brotli bytes of the page's inline scripts that run, each compressed on its own.
 * @param {Document} doc
 */
function inlineJavascriptSize(doc) {
  return [...doc.querySelectorAll("script:not([src])")]
    .filter((script) => EXECUTABLE_TYPES.includes((script.getAttribute("type") ?? "").trim().toLowerCase()))
    .reduce((sum, script) => sum + brotliSize(Buffer.from(script.textContent ?? "")), 0);
}

/**
 * Every module a page loads before it is interactive: its scripts, modulepreloads and their static imports.
 * @param {Document} doc
 * @returns {string[]}
 */
function javascriptOf(doc) {
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
  /** @type {Set<string>} */
  const seen = new Set();
  while (queue.length > 0) {
    const sitePath = queue.pop();
    if (sitePath === undefined || seen.has(sitePath)) continue;
    seen.add(sitePath);
    const file = fileForPath(sitePath);
    if (!file) throw new Error(`script ${sitePath} is referenced but not in the build`);
    const code = readFileSync(file, "utf8");
    // Static imports only ("from './x.js'" or "import './x.js'"); import() loads later, on demand.
    for (const specifier of captures(code, /(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g))
      queue.push(path.posix.join(path.posix.dirname(sitePath), specifier));
  }
  return [...seen];
}

/**
 * The values of `attribute` on the elements `selector` matches (every one has it).
 * @param {Document} doc
 * @param {string} selector
 * @param {string} attribute
 * @returns {string[]}
 */
function attributeValues(doc, selector, attribute) {
  return [...doc.querySelectorAll(selector)].map((element) => element.getAttribute(attribute) ?? "");
}

/**
 * The part of a document the first paint needs: the head with its inline CSS, and the body up to
 * the end of the first paragraph after the h1. The browser paints that while the rest streams in,
 * so a long legal page costs no extra round trip before its first paint; a heavy head still does.
 * @param {Buffer} html
 */
function firstScreenOf(html) {
  const text = html.toString("utf8");
  const heading = text.indexOf("</h1>");
  const paragraph = heading === -1 ? -1 : text.indexOf("</p>", heading);
  return paragraph === -1 ? html : Buffer.from(text.slice(0, paragraph + "</p>".length));
}

/**
 * @typedef {import("../tooling/built-pages.mjs").PageBudget & { firstPaintKb: number, firstVisitKb: number }} Sizes
 * @param {{ path: string }} page
 * @returns {Sizes & { inlineCssKb: number }}
 */
function measure(page) {
  const html = readFileSync(page.path);
  const doc = new JSDOM(html.toString("utf8")).window.document;
  const stylesheets = [...doc.querySelectorAll('link[rel="stylesheet"]')]
    .filter((link) => [null, "", "all"].includes(link.getAttribute("media")))
    .map((link) => link.getAttribute("href") ?? "");
  const inlineCss = [...doc.querySelectorAll("style")].map((style) => style.textContent).join("");
  const fonts = captures(inlineCss, /url\((\/[^)]+\.woff2)\)/g);
  const images = [...attributeValues(doc, "img[src]", "src"), ...attributeValues(doc, 'link[rel~="icon"]', "href")];
  const sizes = {
    htmlKb: brotliSize(html) / KB,
    cssKb: sizeOf(stylesheets, "stylesheet") / KB,
    // Files plus inline scripts: the inline ones count although they travel inside the HTML.
    jsKb: (sizeOf(javascriptOf(doc), "script") + inlineJavascriptSize(doc)) / KB,
    fontKb: sizeOf(fonts, "font") / KB,
    imageKb: sizeOf(images, "image") / KB,
  };
  return {
    ...sizes,
    inlineCssKb: brotliSize(Buffer.from(inlineCss)) / KB,
    firstPaintKb: brotliSize(firstScreenOf(html)) / KB + sizes.cssKb,
    firstVisitKb: Object.values(sizes).reduce((sum, kb) => sum + kb, 0),
  };
}

const { budget } = readThresholds();
/** @type {string[]} */
const failures = [];
/** @type {Record<string, string | number>[]} */
const rows = [];
for (const page of builtPages()) {
  const pageBudget = budget.pages[page.id];
  if (!pageBudget) failures.push(`${page.route}: no budget for page "${page.id}" in quality/thresholds.json`);
  /** @type {Partial<Sizes>} */
  // A page's own firstVisitKb (the home page's) is stricter than the site-wide one.
  const limits = { firstPaintKb: budget.firstPaintKb, firstVisitKb: budget.firstVisitKb, ...pageBudget };
  const sizes = measure(page);
  for (const [figure, limit] of /** @type {[keyof Sizes, number][]} */ (Object.entries(limits))) {
    const value = sizes[figure];
    const over = value > limit;
    if (over) failures.push(`${page.route} ${figure}: ${value.toFixed(1)} KB > ${limit} KB`);
    rows.push({
      page: page.route,
      figure,
      "brotli KB": Number(value.toFixed(1)),
      "limit KB": limit,
      result: over ? "OVER" : "ok",
    });
  }
  rows.push({
    page: page.route,
    figure: "(inline CSS, part of htmlKb)",
    "brotli KB": Number(sizes.inlineCssKb.toFixed(1)),
    "limit KB": "",
    result: "",
  });
}
console.table(rows);
if (failures.length > 0) {
  console.error(`check-budget: ${failures.length} over budget:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("check-budget: every page within budget");
