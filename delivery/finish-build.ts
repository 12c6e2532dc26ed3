// The last part of `astro build` (the site-delivery integration's build:done hook in
// astro.config.ts), so the build alone writes the complete deployable output. One function per
// step, run in the order of BUILD_STEPS: the pages must match the page table (app/page-table.ts);
// the inline <script> and <style> elements of every page are hashed into the
// Content-Security-Policy; the delivery manifest (Node server), the nginx include and the static
// host's upload with its `_headers` are written; text files are precompressed (brotli + gzip).
// It refuses an output holding a symbolic link: nginx (disable_symlinks) would not serve it,
// and a link could expose a file outside the build.
// CLI, to finish a build directory again by hand: node delivery/finish-build.ts [build-dir]
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
} from "./policy.ts";
import type { PageEntry, SitePages } from "./policy.ts";
import { build as bundle } from "esbuild";
import { SIGN_IN_PATHS, signInUnit, siteConfig } from "./nginx.ts";
import {
  HEADERS_FILE,
  ROUTES_FILE,
  STATIC_UPLOAD_DIR,
  headersFile,
  headersFileProblems,
  routesFile,
} from "./static-host.ts";

/** A build output that cannot be delivered; the message names the file and the reason. */
export class BuildOutputError extends Error {
  constructor(message: string) {
    super(`finish-build: ${message}`);
    this.name = "BuildOutputError";
  }
}

/** What the steps share: the directories, the page table, and what earlier steps found. */
export type BuildOutput = {
  buildDir: string;
  clientDir: string;
  /** The page table (build/pages.json). */
  entries: PageEntry[];
  site: SitePages;
  /** Set by hashInlineBlocks. */
  csp?: string;
  scriptHashes?: string[];
  styleHashes?: string[];
  /** Set by precompress. */
  compressed?: number;
  /** The site's address, for the sign-in unit (absent: a placeholder). */
  publicOrigin?: string;
};

/** Every file below `dir`, as paths relative to it; fails on the first symbolic link. */
async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = prefix + entry.name;
    if (entry.isSymbolicLink())
      throw new BuildOutputError(`${path.join(dir, entry.name)} is a symbolic link; the output must hold only files`);
    if (entry.isDirectory()) files.push(...(await listFiles(path.join(dir, entry.name), relative + "/")));
    else files.push(relative);
  }
  return files;
}

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/**
 * Inline (src-less) script bodies and style bodies of one HTML document, read by an HTML parser:
 * the text of a <script> or <style> element is exactly the bytes a browser hashes for the CSP.
 * @param elements every element of the document (allElements)
 */
function inlineBlocks(elements: Element[]) {
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
 */
function allElements(doc: Document): Element[] {
  const elements: Element[] = [];
  const roots: (Document | DocumentFragment)[] = [doc];
  for (let root = roots.pop(); root; root = roots.pop()) {
    for (const element of root.querySelectorAll("*")) {
      elements.push(element);
      if (element.localName === "template") roots.push((element as HTMLTemplateElement).content);
    }
  }
  return elements;
}

/**
 * The page table and the output must agree both ways: a page missing from either would be
 * answered 404 without any error.
 */
export async function checkPagesAgainstTable({ clientDir, site }: BuildOutput) {
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
 */
export async function hashInlineBlocks(output: BuildOutput) {
  // The editor's page carries its own policy (delivery/admin-policy.ts): its import map is not
  // the public pages' business, and hashing it here would allow it on every page.
  const htmlFiles = (await listFiles(output.clientDir)).filter(
    (file) => file.endsWith(".html") && file.split(path.sep).join("/") !== ADMIN_PAGE_FILE,
  );
  const scriptHashes: Set<string> = new Set();
  const styleHashes: Set<string> = new Set();
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

function cspOf(output: BuildOutput) {
  if (!output.csp) throw new Error("finish-build: hashInlineBlocks must run before this step");
  return output.csp;
}

/** build/delivery.json, the policy the Node server sends. */
export async function writeDeliveryManifest(output: BuildOutput) {
  const manifest = { csp: cspOf(output), scriptHashes: output.scriptHashes, styleHashes: output.styleHashes };
  await writeFile(path.join(output.buildDir, "delivery.json"), JSON.stringify(manifest, null, 2) + "\n");
}

/** build/nginx/site.conf, the include of a production server block. */
export async function writeNginxConfig(output: BuildOutput) {
  await mkdir(path.join(output.buildDir, "nginx"), { recursive: true });
  await writeFile(
    path.join(output.buildDir, "nginx", "site.conf"),
    siteConfig({ csp: cspOf(output), site: output.site }),
  );
}

/**
 * build/sign-in/: the sign-in routes as one dependency-free file for an nginx host
 * (server/sign-in-start.ts), and the systemd unit that runs it.
 */
export async function writeSignInServer(output: BuildOutput) {
  const dir = path.join(output.buildDir, "sign-in");
  await bundle({
    entryPoints: [fileURLToPath(new URL("../server/sign-in-start.ts", import.meta.url))],
    outfile: path.join(dir, "server.mjs"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    logLevel: "error",
    banner: { js: "// Built from server/sign-in-start.ts by delivery/finish-build.ts; do not edit." },
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
 */
function brotliQuality(bytes: number) {
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
 */
async function compressedForms(original: Buffer): Promise<{ brotli: Buffer; gzip: Buffer }> {
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
 */
export async function precompress(output: BuildOutput) {
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
 */
export function checkStaticHostHeaders(output: BuildOutput) {
  const problems = headersFileProblems(headersFile(cspOf(output)));
  if (problems.length > 0) throw new BuildOutputError(problems.join("; "));
}

/**
 * build/static/: what a static host receives. build/client without the precompressed twins,
 * which a static host would serve as public files, plus `_headers`.
 */
export async function writeStaticUpload(output: BuildOutput) {
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

/** The steps, in order. Precompression follows every step that changes build/client. */
export const BUILD_STEPS: ((output: BuildOutput) => Promise<void> | void)[] = [
  checkPagesAgainstTable,
  hashInlineBlocks,
  checkStaticHostHeaders,
  writeDeliveryManifest,
  writeNginxConfig,
  writeSignInServer,
  precompress,
  writeStaticUpload,
];

/** The closed roles of a build directory (build/gone.json), none when the file is absent. */
export async function readGoneEntries(buildDir: string): Promise<unknown> {
  const file = path.join(buildDir, GONE_FILE);
  if (!(await exists(file))) return [];
  const entries: unknown = JSON.parse(await readFile(file, "utf8"));
  return entries;
}

/**
 * Finishes a build directory whose build/pages.json and build/client Astro has written.
 * @param [options] the site's address, for the sign-in unit
 */
export async function finishBuild(
  buildDir: string,
  { publicOrigin }: { publicOrigin?: string } = {},
): Promise<BuildOutput> {
  const clientDir = path.join(buildDir, "client");
  if (!(await exists(path.join(clientDir, "index.html"))))
    throw new BuildOutputError(`no pre-rendered pages in ${clientDir}; run astro build first`);
  // Symbolic links are refused before anything is moved.
  await listFiles(clientDir);
  const pagesFile = path.join(buildDir, PAGES_FILE);
  let entries: BuildOutput["entries"];
  let site: BuildOutput["site"];
  try {
    const table: unknown = JSON.parse(await readFile(pagesFile, "utf8"));
    site = sitePages(table, await readGoneEntries(buildDir));
    // sitePages() has checked every entry's path and file.
    entries = table as BuildOutput["entries"];
  } catch (error) {
    throw new BuildOutputError(`${pagesFile}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const output: BuildOutput = { buildDir, clientDir, entries, site, publicOrigin };
  for (const step of BUILD_STEPS) await step(output);
  return output;
}

export function summary(output: BuildOutput) {
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
