// The script-free twin of a production build: a copy of build/ in which the given pages have
// every script removed, so the same server, headers and compression serve the same HTML without
// what the site's scripts cost the browser (see docs/decisions/062-script-free-twin.md).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { compressedForms } from "../delivery/precompress.ts";
import { fileForPath, ROOT } from "../tooling/built-pages.ts";

const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const MODULEPRELOAD_LINK = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi;
// JSON-LD is a data block the browser never runs, so the twin keeps it.
const DATA_BLOCK = /\btype=["']?application\/ld\+json\b/i;

/**
 * The HTML with every executable `<script>` element and `modulepreload` link removed, all
 * other bytes unchanged (a regular expression, not a parser, so nothing is re-serialised).
 */
function stripScripts(html: string) {
  let removed = 0;
  const stripped = html
    .replace(SCRIPT_ELEMENT, (element, attributes: string) => {
      if (DATA_BLOCK.test(attributes)) return element;
      removed++;
      return "";
    })
    .replace(MODULEPRELOAD_LINK, () => {
      removed++;
      return "";
    });
  return { html: stripped, removed };
}

/**
 * Copies `buildDir` (delivery.json and client/) into a temporary directory and strips the
 * scripts from the pages at `sitePaths`, rewriting their precompressed .br and .gz files as
 * the build's last step writes them (delivery/precompress.ts).
 */
export async function writeScriptFreeTwin(sitePaths: string[], buildDir = path.join(ROOT, "build")) {
  const twinDir = mkdtempSync(path.join(tmpdir(), "script-free-twin-"));
  const remove = () => rmSync(twinDir, { recursive: true, force: true });
  try {
    cpSync(buildDir, twinDir, { recursive: true });
    const removed: Record<string, number> = {};
    for (const sitePath of sitePaths) {
      const file = fileForPath(sitePath, path.join(twinDir, "client"));
      if (!file?.endsWith(".html")) throw new Error(`script-free twin: no page for ${sitePath} in ${buildDir}`);
      const twin = stripScripts(readFileSync(file, "utf8"));
      const bytes = Buffer.from(twin.html);
      const { brotli, gzip } = await compressedForms(bytes);
      writeFileSync(file, bytes);
      writeFileSync(`${file}.br`, brotli);
      writeFileSync(`${file}.gz`, gzip);
      removed[sitePath] = twin.removed;
    }
    return { buildDir: twinDir, removed, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
