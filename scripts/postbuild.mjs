// Runs after `react-router build`: hashes the inline <script> and <style> elements of every
// pre-rendered page into the Content-Security-Policy, writes the delivery manifest read by
// the Node server, the static-host `_headers` file and the generated nginx config, and
// finally precompresses every text file (brotli + gzip). Precompression must stay last.
// It refuses an output holding a symbolic link: nginx (disable_symlinks) would not serve it,
// and a link could expose a file outside the build.
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  CACHE_CONTROL,
  COMPRESSIBLE_EXTENSIONS,
  HASHED_ASSET_PREFIX,
  PAGES_FILE,
  buildCsp,
  extensionOf,
  securityHeaders,
  sitePages,
  securityHeadersFor,
  ADMIN_PAGE_FILE,
} from "../delivery/policy.mjs";
import { ADMIN_PATH_PREFIX } from "../delivery/admin-policy.mjs";
import { siteConfig } from "../delivery/nginx.mjs";

const buildDir = path.resolve(process.argv[2] ?? (process.env.SITE_BUILD_DIR || "build"));
const clientDir = path.join(buildDir, "client");

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`postbuild: ${message}`);
  process.exit(1);
}

/**
 * Every file below `dir`, as paths relative to it; fails on the first symbolic link.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function listFiles(dir, prefix = "") {
  const entries = await readdir(dir, { withFileTypes: true });
  /** @type {string[]} */
  const files = [];
  for (const entry of entries) {
    const relative = prefix + entry.name;
    if (entry.isSymbolicLink())
      fail(`${path.join(dir, entry.name)} is a symbolic link; the output must hold only files`);
    if (entry.isDirectory()) files.push(...(await listFiles(path.join(dir, entry.name), relative + "/")));
    else files.push(relative);
  }
  return files;
}

const sha256 = (/** @type {string} */ text) => createHash("sha256").update(text, "utf8").digest("base64");

/**
 * Inline (src-less) script bodies and style bodies of one HTML document.
 * @param {string} html
 */
export function inlineBlocks(html) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , body = ""]) => body);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = ""]) => body);
  return { scripts, styles };
}

try {
  await readFile(path.join(clientDir, "index.html"));
} catch {
  fail(`no pre-rendered pages in ${clientDir}; run react-router build first`);
}

// The SPA fallback holds only the root layout; every route is pre-rendered and unknown
// paths get 404.html, so it is never served. Removing it keeps its hashes out of the CSP.
const files = (await listFiles(clientDir)).filter((file) => file !== "__spa-fallback.html");
await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });

// The page table (app/pages.ts, written to build/pages.json) and the output must agree both
// ways: a page missing from either would be answered 404 without any error.
/** @type {import("../delivery/policy.mjs").SitePages} */
let site;
try {
  site = sitePages(JSON.parse(await readFile(path.join(buildDir, PAGES_FILE), "utf8")));
} catch (error) {
  fail(`${path.join(buildDir, PAGES_FILE)}: ${error instanceof Error ? error.message : String(error)}`);
}
const htmlFiles = files.filter((file) => file.endsWith(".html"));
// The editor's page is not a page of the site: plugins/admin.ts writes it, with its own policy.
const pageHtmlFiles = htmlFiles.filter((file) => file !== ADMIN_PAGE_FILE);
const tableFiles = [...Object.values(site.pages), ...site.notFound.map(({ file }) => file)];
for (const file of tableFiles) {
  if (!htmlFiles.includes(file)) fail(`${file} is in the page table (app/pages.ts) but not in the build`);
}
for (const file of pageHtmlFiles) {
  if (!tableFiles.includes(file)) fail(`${file} was built but is not in the page table (app/pages.ts)`);
}

/** @type {Set<string>} */
const scriptHashes = new Set();
/** @type {Set<string>} */
const styleHashes = new Set();
for (const file of htmlFiles) {
  const html = await readFile(path.join(clientDir, file), "utf8");
  // A style="" attribute cannot be allowed by a hash without 'unsafe-hashes'; keep them out.
  const styleAttribute = html.match(/<[a-z][^>]*\sstyle\s*=\s*["'][^"']*["']/i);
  if (styleAttribute)
    fail(`${file} has an inline style attribute, which the CSP blocks: ${styleAttribute[0].slice(0, 120)}`);
  if (
    /<[a-z][^>]*\son[a-z]+\s*=/i.test(
      html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<style\b[\s\S]*?<\/style>/gi, ""),
    )
  ) {
    fail(`${file} has an inline event handler attribute, which the CSP blocks`);
  }
  const { scripts, styles } = inlineBlocks(html);
  for (const body of scripts) scriptHashes.add(sha256(body));
  for (const body of styles) styleHashes.add(sha256(body));
}

const csp = buildCsp({ scriptHashes: [...scriptHashes], styleHashes: [...styleHashes] });
await writeFile(
  path.join(buildDir, "delivery.json"),
  JSON.stringify({ csp, scriptHashes: [...scriptHashes].sort(), styleHashes: [...styleHashes].sort() }, null, 2) + "\n",
);

// Netlify / Cloudflare Pages: `/*` matches every path (unknown paths get 404.html from the host).
// Cache-Control is only set for hashed assets: hosts join the values of a header set by two
// matching rules, and their default for everything else already means "revalidate".
const headerBlock = (/** @type {string} */ pattern, /** @type {Record<string, string>} */ headers) =>
  [
    pattern,
    ...Object.entries(headers).map(([name, value]) => (name.startsWith("! ") ? `  ${name}` : `  ${name}: ${value}`)),
  ].join("\n");
const headersFile = [
  "# Generated by scripts/postbuild.mjs from delivery/policy.mjs; do not edit by hand.",
  headerBlock("/*", securityHeaders(csp)),
  headerBlock(`${HASHED_ASSET_PREFIX}*`, { "Cache-Control": CACHE_CONTROL.immutable }),
  // Cloudflare Pages: "! Name" detaches the site-wide value, so the editor gets only its own policy.
  headerBlock(`${ADMIN_PATH_PREFIX}*`, {
    "! Content-Security-Policy": "",
    "! Cross-Origin-Opener-Policy": "",
    ...Object.fromEntries(
      Object.entries(securityHeadersFor(ADMIN_PATH_PREFIX, csp)).filter(
        ([name]) =>
          name === "Content-Security-Policy" || name === "Cross-Origin-Opener-Policy" || name === "X-Robots-Tag",
      ),
    ),
  }),
].join("\n\n");
await writeFile(path.join(clientDir, "_headers"), headersFile + "\n");
// Netlify answers an unknown path under a language's prefix with that language's not-found
// page only by a rule; Cloudflare Pages finds the nearest 404.html itself and skips the rule.
const redirectsFile = [
  "# Generated by scripts/postbuild.mjs from the page table; do not edit by hand.",
  ...site.notFound.filter(({ prefix }) => prefix !== "/").map(({ prefix, file }) => `${prefix}* /${file} 404`),
].join("\n");
await writeFile(path.join(clientDir, "_redirects"), redirectsFile + "\n");

await mkdir(path.join(buildDir, "nginx"), { recursive: true });
await writeFile(path.join(buildDir, "nginx", "site.conf"), siteConfig({ csp, site }));

// Last step: precompress text files. Written as name.br and name.gz beside the original.
let compressed = 0;
for (const file of files) {
  if (file === "__spa-fallback.html" || !COMPRESSIBLE_EXTENSIONS.includes(extensionOf(file))) continue;
  const absolute = path.join(clientDir, file);
  const original = await readFile(absolute);
  const brotli = brotliCompressSync(original, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
    },
  });
  await writeFile(`${absolute}.br`, brotli);
  await writeFile(`${absolute}.gz`, gzipSync(original, { level: 9 }));
  compressed += 1;
}

console.log(
  `postbuild: CSP with ${scriptHashes.size} script and ${styleHashes.size} style hashes; ` +
    `wrote _headers, nginx/site.conf, delivery.json; precompressed ${compressed} files (br + gz)`,
);
