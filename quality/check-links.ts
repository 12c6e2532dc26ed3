#!/usr/bin/env node
// Proves that every internal link, asset reference and #anchor in the built HTML (and in the
// sitemap, robots.txt and web manifest) resolves to a file of the build and an element id.
import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { builtPages, CLIENT_DIR, fileForPath, readJson } from "../tooling/built-pages.ts";

const pages = builtPages();
const documents = new Map<string, Document>();
/** The parsed page in `file`, parsed once. */
function documentOf(file: string) {
  const doc = documents.get(file) ?? new JSDOM(readFileSync(file, "utf8")).window.document;
  documents.set(file, doc);
  return doc;
}

const home = documentOf(path.join(CLIENT_DIR, "index.html"));
const canonical = home.querySelector('link[rel="canonical"]')?.getAttribute("href");
if (!canonical) {
  console.error("check-links: the home page has no canonical URL, so the site's own origin is unknown");
  process.exit(1);
}
const siteOrigin = new URL(canonical).origin;

const problems: string[] = [];
let checked = 0;
let external = 0;

/** Checks one reference found in `fromFile`; `where` says where it was found. */
function check(reference: string | null | undefined, fromFile: string, where: string) {
  if (!reference || /^(mailto|tel|data|javascript):/i.test(reference)) return;
  // The page's URL: "booking.html" is served at /booking, "de/index.html" at /de/.
  const base = new URL(`${siteOrigin}/${path.relative(CLIENT_DIR, fromFile).replace(/(index)?\.html$/, "")}`);
  const url = new URL(reference, base);
  if (url.origin !== siteOrigin) {
    external++;
    return;
  }
  checked++;
  const target = fileForPath(url.pathname);
  if (!target) {
    problems.push(`${where}: ${reference} -> no file for ${url.pathname}`);
    return;
  }
  const fragment = decodeURIComponent(url.hash.slice(1));
  if (fragment && target.endsWith(".html")) {
    const doc = documentOf(target);
    if (!doc.getElementById(fragment) && !doc.getElementsByName(fragment).length) {
      problems.push(
        `${where}: ${reference} -> ${path.relative(CLIENT_DIR, target)} has no element with id "${fragment}"`,
      );
    }
  }
}

/** The elements that reference something, by the attribute that holds the reference. */
const REFERENCES = {
  href: "a[href], area[href], link[href]",
  src: "img[src], script[src], source[src], iframe[src]",
  content: 'meta[property="og:image"], meta[property="og:url"], meta[name="twitter:image"]',
};

for (const page of pages) {
  const doc = documentOf(page.path);
  for (const [attribute, selector] of Object.entries(REFERENCES)) {
    for (const element of doc.querySelectorAll(selector)) {
      check(
        element.getAttribute(attribute),
        page.path,
        `${page.route} <${element.tagName.toLowerCase()} ${attribute}>`,
      );
    }
  }
}

// The files crawlers and browsers read besides the pages.
const sitemap = readFileSync(path.join(CLIENT_DIR, "sitemap.xml"), "utf8");
for (const [, loc = ""] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
  const url = new URL(loc);
  if (url.origin !== siteOrigin) problems.push(`sitemap.xml: ${loc} is not under ${siteOrigin}`);
  else check(loc, path.join(CLIENT_DIR, "index.html"), "sitemap.xml");
}
const robots = readFileSync(path.join(CLIENT_DIR, "robots.txt"), "utf8");
for (const [, url] of robots.matchAll(/^Sitemap:\s*(\S+)/gim))
  check(url, path.join(CLIENT_DIR, "index.html"), "robots.txt");
const manifestLink = home.querySelector('link[rel="manifest"]')?.getAttribute("href");
if (manifestLink) {
  const manifestFile = fileForPath(manifestLink);
  if (manifestFile) {
    const manifest = readJson(manifestFile) as { icons?: { src?: string }[]; start_url?: string };
    for (const icon of manifest.icons ?? []) check(icon.src, manifestFile, "web manifest icon");
    check(manifest.start_url, manifestFile, "web manifest start_url");
  }
}

if (problems.length > 0) {
  console.error(`check-links: ${problems.length} broken of ${checked} internal references:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `check-links: ${checked} internal references resolve (${pages.length} pages, sitemap, robots.txt, manifest); ${external} external not followed`,
);
