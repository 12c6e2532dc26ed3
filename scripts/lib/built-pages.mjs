// The pre-rendered pages of the production build and what each one loads.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CLIENT_DIR = path.join(ROOT, "build/client");

export function readThresholds() {
  return JSON.parse(readFileSync(path.join(ROOT, "quality/thresholds.json"), "utf8"));
}

/** URL path of each pre-rendered page and its file. __spa-fallback.html is a script shell, not a page. */
export function builtPages() {
  const pages = [
    { route: "/", file: "index.html" },
    { route: "/booking", file: "booking/index.html" },
    { route: "/404", file: "404.html" },
  ].map((page) => ({ ...page, path: path.join(CLIENT_DIR, page.file) }));
  const missing = pages.filter((page) => !existsSync(page.path));
  if (missing.length > 0) {
    throw new Error(`No build for ${missing.map((p) => p.file).join(", ")}: run npm run build first`);
  }
  return pages;
}

/**
 * The file a site path is served from, as the server does it: "/booking" gives
 * booking/index.html, "/favicon.ico" the file itself. Undefined when nothing matches.
 */
export function fileForPath(sitePath) {
  const clean = decodeURIComponent(sitePath.split(/[?#]/)[0] || "/");
  const relative = clean.replace(/^\/+/, "");
  const candidates = relative === "" ? ["index.html"] : [relative, path.join(relative, "index.html")];
  for (const candidate of candidates) {
    const full = path.join(CLIENT_DIR, candidate);
    if (!full.startsWith(CLIENT_DIR + path.sep)) return undefined;
    if (existsSync(full) && statSync(full).isFile()) return full;
  }
  return undefined;
}
