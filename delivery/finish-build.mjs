// The last part of `astro build` (the site-delivery integration's build:done hook in
// astro.config.ts), so the build alone writes the complete deployable output. One function per
// step, run in the order of BUILD_STEPS: the pages must match the page table (app/page-table.ts);
// the inline <script> and <style> elements of every page are hashed into the
// Content-Security-Policy; the delivery manifest (Node server), the nginx include and the static
// host's upload with its `_headers` are written; text files are precompressed (brotli + gzip).
// It refuses an output holding a symbolic link: nginx (disable_symlinks) would not serve it,
// and a link could expose a file outside the build.
// CLI, to finish a build directory again by hand: node delivery/finish-build.mjs [build-dir]
import { createHash } from "node:crypto";
import { cp, mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { JSDOM } from "jsdom";
import {
  ADMIN_PAGE_FILE,
  COMPRESSIBLE_EXTENSIONS,
  GONE_FILE,
  PAGES_FILE,
  PRECOMPRESSED,
  buildCsp,
  extensionOf,
  sitePages,
} from "./policy.mjs";
import { build as bundle } from "esbuild";
import { SIGN_IN_PATHS, signInUnit, siteConfig } from "./nginx.mjs";
import {
  HEADERS_FILE,
  ROUTES_FILE,
  STATIC_UPLOAD_DIR,
  headersFile,
  headersFileProblems,
  routesFile,
} from "./static-host.mjs";

/** A build output that cannot be delivered; the message names the file and the reason. */
export class BuildOutputError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(`finish-build: ${message}`);
    this.name = "BuildOutputError";
  }
}

/**
 * What the steps share: the directories, the page table, and what earlier steps found.
 * @typedef {object} BuildOutput
 * @property {string} buildDir
 * @property {string} clientDir
 * @property {import("./policy.mjs").PageEntry[]} entries the page table (build/pages.json)
 * @property {import("./policy.mjs").SitePages} site
 * @property {string} [csp] set by hashInlineBlocks
 * @property {string[]} [scriptHashes]
 * @property {string[]} [styleHashes]
 * @property {number} [compressed] set by precompress
 * @property {string} [publicOrigin] the site's address, for the sign-in unit (absent: a placeholder)
 */

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
      throw new BuildOutputError(`${path.join(dir, entry.name)} is a symbolic link; the output must hold only files`);
    if (entry.isDirectory()) files.push(...(await listFiles(path.join(dir, entry.name), relative + "/")));
    else files.push(relative);
  }
  return files;
}

/** @param {string} file */
async function exists(file) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

const sha256 = (/** @type {string} */ text) => createHash("sha256").update(text, "utf8").digest("base64");

/**
 * Inline (src-less) script bodies and style bodies of one HTML document, read by an HTML parser:
 * the text of a <script> or <style> element is exactly the bytes a browser hashes for the CSP.
 * @param {Element[]} elements every element of the document (allElements)
 */
function inlineBlocks(elements) {
  const scripts = elements.filter((element) => element.localName === "script" && !element.hasAttribute("src"));
  const styles = elements.filter((element) => element.localName === "style");
  return {
    scripts: scripts.map((script) => script.textContent ?? ""),
    styles: styles.map((style) => style.textContent ?? ""),
  };
}

/**
 * Every element of a document, those inside <template> elements included: a page script may
 * put a template's content on the page (the booking island's fallback), and the CSP applies there too.
 * @param {Document} doc
 * @returns {Element[]}
 */
function allElements(doc) {
  /** @type {Element[]} */
  const elements = [];
  /** @type {(Document | DocumentFragment)[]} */
  const roots = [doc];
  for (let root = roots.pop(); root; root = roots.pop()) {
    for (const element of root.querySelectorAll("*")) {
      elements.push(element);
      if (element.localName === "template") roots.push(/** @type {HTMLTemplateElement} */ (element).content);
    }
  }
  return elements;
}

/**
 * The page table and the output must agree both ways: a page missing from either would be
 * answered 404 without any error.
 * @param {BuildOutput} output
 */
export async function checkPagesAgainstTable({ clientDir, site }) {
  const htmlFiles = (await listFiles(clientDir)).filter((file) => file.endsWith(".html"));
  // The editor's page is not a page of the site: editor/files.ts writes it, with its own policy.
  const pageHtmlFiles = htmlFiles.filter((file) => file !== ADMIN_PAGE_FILE);
  const tableFiles = [...Object.values(site.pages), ...site.notFound.map(({ file }) => file)];
  for (const file of tableFiles) {
    if (!htmlFiles.includes(file))
      throw new BuildOutputError(`${file} is in the page table (app/page-table.ts) but not in the build`);
  }
  for (const file of pageHtmlFiles) {
    if (!tableFiles.includes(file))
      throw new BuildOutputError(`${file} was built but is not in the page table (app/page-table.ts)`);
  }
}

/**
 * Hashes every inline script and style of every HTML file into the site's policy, and refuses
 * what a hash cannot allow (style attributes, event handler attributes).
 * @param {BuildOutput} output
 */
export async function hashInlineBlocks(output) {
  // The editor's page carries its own policy (delivery/admin-policy.mjs): its import map is not
  // the public pages' business, and hashing it here would allow it on every page.
  const htmlFiles = (await listFiles(output.clientDir)).filter(
    (file) => file.endsWith(".html") && file.split(path.sep).join("/") !== ADMIN_PAGE_FILE,
  );
  /** @type {Set<string>} */
  const scriptHashes = new Set();
  /** @type {Set<string>} */
  const styleHashes = new Set();
  for (const file of htmlFiles) {
    const doc = new JSDOM(await readFile(path.join(output.clientDir, file), "utf8")).window.document;
    const elements = allElements(doc);
    // A style="" attribute cannot be allowed by a hash without 'unsafe-hashes'; keep them out.
    const styled = elements.find((element) => element.hasAttribute("style"));
    if (styled)
      throw new BuildOutputError(
        `${file} has an inline style attribute, which the CSP blocks: ${styled.outerHTML.slice(0, 120)}`,
      );
    const handler = elements
      .flatMap((element) => [...element.attributes])
      .find((attribute) => attribute.name.startsWith("on"));
    if (handler)
      throw new BuildOutputError(
        `${file} has an inline event handler attribute (${handler.name}), which the CSP blocks`,
      );
    const { scripts, styles } = inlineBlocks(elements);
    for (const body of scripts) scriptHashes.add(sha256(body));
    for (const body of styles) styleHashes.add(sha256(body));
  }
  output.scriptHashes = [...scriptHashes].sort();
  output.styleHashes = [...styleHashes].sort();
  output.csp = buildCsp({ scriptHashes: output.scriptHashes, styleHashes: output.styleHashes });
}

/** @param {BuildOutput} output */
function cspOf(output) {
  if (!output.csp) throw new Error("finish-build: hashInlineBlocks must run before this step");
  return output.csp;
}

/**
 * build/delivery.json, the policy the Node server sends.
 * @param {BuildOutput} output
 */
export async function writeDeliveryManifest(output) {
  const manifest = { csp: cspOf(output), scriptHashes: output.scriptHashes, styleHashes: output.styleHashes };
  await writeFile(path.join(output.buildDir, "delivery.json"), JSON.stringify(manifest, null, 2) + "\n");
}

/**
 * build/nginx/site.conf, the include of a production server block.
 * @param {BuildOutput} output
 */
export async function writeNginxConfig(output) {
  await mkdir(path.join(output.buildDir, "nginx"), { recursive: true });
  await writeFile(
    path.join(output.buildDir, "nginx", "site.conf"),
    siteConfig({ csp: cspOf(output), site: output.site }),
  );
}

/**
 * build/sign-in/: the sign-in routes as one dependency-free file for an nginx host
 * (server/sign-in-start.ts), and the systemd unit that runs it.
 * @param {BuildOutput} output
 */
export async function writeSignInServer(output) {
  const dir = path.join(output.buildDir, "sign-in");
  await bundle({
    entryPoints: [fileURLToPath(new URL("../server/sign-in-start.ts", import.meta.url))],
    outfile: path.join(dir, "server.mjs"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    logLevel: "error",
    banner: { js: "// Built from server/sign-in-start.ts by delivery/finish-build.mjs; do not edit." },
  });
  await writeFile(
    path.join(dir, "site-sign-in.service"),
    signInUnit({ ...SIGN_IN_PATHS, publicOrigin: output.publicOrigin ?? "https://www.example.com" }),
  );
}

/**
 * The highest brotli quality for every file a visitor loads; one less for files over 1 MiB (the
 * editor's 2.1 MB bundle): measured on it, quality 11 took 13.9 s and gave 504 KB, quality 10
 * 3.3 s and 512 KB. Six builds in the gate each paid those 10 s.
 * @param {number} bytes
 */
function brotliQuality(bytes) {
  return bytes > 1024 * 1024 ? constants.BROTLI_MAX_QUALITY - 1 : constants.BROTLI_MAX_QUALITY;
}

/** Files at least this big are compressed once per content, not once per build. */
const CACHED_FROM_BYTES = 256 * 1024;
/** Where their compressed forms are kept, by content hash: Vite's and Babel's cache folder
 * (PRECOMPRESS_CACHE_DIR elsewhere, as in the unit test). */
const PRECOMPRESS_CACHE = fileURLToPath(new URL("../node_modules/.cache/site-precompress/", import.meta.url));

/**
 * Brotli and gzip forms of one file. A big file (the editor's bundle, the same in every build)
 * is taken from the cache when a build before compressed the same bytes: 1.3–2 s less per build
 * after the first (docs/decisions/180-tests-in-the-headless-shell.md).
 * @param {Buffer} original
 * @returns {Promise<{ brotli: Buffer, gzip: Buffer }>}
 */
async function compressedForms(original) {
  const quality = brotliQuality(original.length);
  const compress = () => ({
    brotli: brotliCompressSync(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzip: gzipSync(original, { level: 9 }),
  });
  if (original.length < CACHED_FROM_BYTES) return compress();
  // The settings are part of the key: a change to them compresses again.
  const key = `${createHash("sha256").update(original).digest("hex")}-br${quality}-gz9`;
  const cacheDir = process.env.PRECOMPRESS_CACHE_DIR ?? PRECOMPRESS_CACHE;
  const cached = path.join(cacheDir, key);
  try {
    return { brotli: await readFile(`${cached}.br`), gzip: await readFile(`${cached}.gz`) };
  } catch {
    const forms = compress();
    // Written under a name of its own, then renamed: two builds at once never read half a file.
    const partial = `${cached}.${process.pid}`;
    try {
      await mkdir(cacheDir, { recursive: true });
      await writeFile(`${partial}.br`, forms.brotli);
      await writeFile(`${partial}.gz`, forms.gzip);
      await rename(`${partial}.gz`, `${cached}.gz`);
      await rename(`${partial}.br`, `${cached}.br`);
    } catch {
      // A read-only node_modules: the build still has its compressed files, only not cached.
    }
    return forms;
  }
}

/**
 * Precompresses text files, written as name.br and name.gz beside the original, for nginx and
 * the Node server. Runs after every step that changes build/client.
 * @param {BuildOutput} output
 */
export async function precompress(output) {
  let compressed = 0;
  for (const file of await listFiles(output.clientDir)) {
    if (!COMPRESSIBLE_EXTENSIONS.includes(extensionOf(file))) continue;
    const absolute = path.join(output.clientDir, file);
    const { brotli, gzip } = await compressedForms(await readFile(absolute));
    await writeFile(`${absolute}.br`, brotli);
    await writeFile(`${absolute}.gz`, gzip);
    compressed += 1;
  }
  output.compressed = compressed;
}

/**
 * Refuses a policy the static host would not apply: its `_headers` must keep within the host's
 * documented limits. Runs before anything is written, so a refused build leaves no new output.
 * @param {BuildOutput} output
 */
export function checkStaticHostHeaders(output) {
  const problems = headersFileProblems(headersFile(cspOf(output)));
  if (problems.length > 0) throw new BuildOutputError(problems.join("; "));
}

/**
 * build/static/: what a static host receives. build/client without the precompressed twins,
 * which a static host would serve as public files, plus `_headers`.
 * @param {BuildOutput} output
 */
export async function writeStaticUpload(output) {
  const headers = headersFile(cspOf(output));
  const uploadDir = path.join(output.buildDir, STATIC_UPLOAD_DIR);
  const twinSuffixes = PRECOMPRESSED.map(({ suffix }) => suffix);
  await rm(uploadDir, { recursive: true, force: true });
  await cp(output.clientDir, uploadDir, {
    recursive: true,
    filter: (source) => !twinSuffixes.some((suffix) => source.endsWith(suffix)),
  });
  await writeFile(path.join(uploadDir, HEADERS_FILE), headers);
  await writeFile(path.join(uploadDir, ROUTES_FILE), routesFile(output.site.gone ?? {}));
}

/**
 * The steps, in order. Precompression follows every step that changes build/client.
 * @type {((output: BuildOutput) => Promise<void> | void)[]}
 */
export const BUILD_STEPS = [
  checkPagesAgainstTable,
  hashInlineBlocks,
  checkStaticHostHeaders,
  writeDeliveryManifest,
  writeNginxConfig,
  writeSignInServer,
  precompress,
  writeStaticUpload,
];

/**
 * The closed roles of a build directory (build/gone.json), none when the file is absent.
 * @param {string} buildDir
 * @returns {Promise<unknown>}
 */
export async function readGoneEntries(buildDir) {
  const file = path.join(buildDir, GONE_FILE);
  if (!(await exists(file))) return [];
  /** @type {unknown} */
  const entries = JSON.parse(await readFile(file, "utf8"));
  return entries;
}

/**
 * Finishes a build directory whose build/pages.json and build/client Astro has written.
 * @param {string} buildDir
 * @param {{ publicOrigin?: string }} [options] the site's address, for the sign-in unit
 * @returns {Promise<BuildOutput>}
 */
export async function finishBuild(buildDir, { publicOrigin } = {}) {
  const clientDir = path.join(buildDir, "client");
  if (!(await exists(path.join(clientDir, "index.html"))))
    throw new BuildOutputError(`no pre-rendered pages in ${clientDir}; run astro build first`);
  // Symbolic links are refused before anything is moved.
  await listFiles(clientDir);
  const pagesFile = path.join(buildDir, PAGES_FILE);
  /** @type {BuildOutput["entries"]} */
  let entries;
  /** @type {BuildOutput["site"]} */
  let site;
  try {
    /** @type {unknown} */
    const table = JSON.parse(await readFile(pagesFile, "utf8"));
    site = sitePages(table, await readGoneEntries(buildDir));
    // sitePages() has checked every entry's path and file.
    entries = /** @type {BuildOutput["entries"]} */ (table);
  } catch (error) {
    throw new BuildOutputError(`${pagesFile}: ${error instanceof Error ? error.message : String(error)}`);
  }
  /** @type {BuildOutput} */
  const output = { buildDir, clientDir, entries, site, publicOrigin };
  for (const step of BUILD_STEPS) await step(output);
  return output;
}

/** @param {BuildOutput} output */
export function summary(output) {
  return (
    `finish-build: CSP with ${output.scriptHashes?.length} script and ${output.styleHashes?.length} style hashes; ` +
    `wrote delivery.json, nginx/site.conf, ${STATIC_UPLOAD_DIR}/ with ${HEADERS_FILE}; ` +
    `precompressed ${output.compressed} files (br + gz)`
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(summary(await finishBuild(path.resolve(process.argv[2] ?? (process.env.SITE_BUILD_DIR || "build")))));
  } catch (error) {
    console.error(error instanceof BuildOutputError ? error.message : error);
    process.exit(1);
  }
}
