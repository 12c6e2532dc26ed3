// After pre-rendering: the pages carry no React Router runtime, so most of React Router's
// client build is referenced by nothing. This deletes the JavaScript no page loads (directly,
// through its imports, or through an island's dynamic import) and the `.data` files the router
// would have fetched, so neither is deployed, cached or counted.
import { readFile, readdir, rm } from "node:fs/promises";
import path from "node:path";

const ASSET_REFERENCE = /\/assets\/[\w.-]+\.js/g;
const RELATIVE_IMPORT = /["'](\.\/[\w.-]+\.js)["']/g;
/** React Router's SPA shell: only its runtime, never served (scripts/postbuild.mjs deletes it). */
const SPA_FALLBACK = "__spa-fallback.html";

/**
 * @param {string} dir
 * @returns {Promise<string[]>} every file below `dir`, relative to it, with "/" separators
 */
async function filesBelow(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/**
 * @param {string} clientDir build/client
 * @returns {Promise<{ removedScripts: string[], removedData: string[] }>}
 */
export async function pruneClientOutput(clientDir) {
  const files = await filesBelow(clientDir);
  const pages = files.filter((file) => file.endsWith(".html") && file !== SPA_FALLBACK);
  /** @type {Set<string>} */
  const kept = new Set();
  /** @type {string[]} */
  const queue = [];
  for (const page of pages) {
    const html = await readFile(path.join(clientDir, page), "utf8");
    for (const [reference] of html.matchAll(ASSET_REFERENCE)) queue.push(reference.slice(1));
  }
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.pop());
    if (kept.has(file) || !files.includes(file)) continue;
    kept.add(file);
    const code = await readFile(path.join(clientDir, file), "utf8");
    for (const [, relative = ""] of code.matchAll(RELATIVE_IMPORT))
      queue.push(path.posix.join(path.posix.dirname(file), relative));
    for (const [reference] of code.matchAll(ASSET_REFERENCE)) queue.push(reference.slice(1));
  }
  const removedScripts = files.filter((file) => file.startsWith("assets/") && file.endsWith(".js") && !kept.has(file));
  const removedData = files.filter((file) => file.endsWith(".data"));
  for (const file of [...removedScripts, ...removedData, SPA_FALLBACK])
    await rm(path.join(clientDir, file), { force: true });
  return { removedScripts, removedData };
}
