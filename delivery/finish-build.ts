// The last part of `astro build` (the site-delivery integration in astro.config.ts), so the build
// alone writes the deployable output (finishBuild, step by step). A symbolic link in the output is
// refused: nginx (disable_symlinks) would not serve it, and it could expose a file.
// CLI, to finish a build directory again by hand: node delivery/finish-build.ts [build-dir]
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build as bundle } from "esbuild";
import { JSDOM } from "jsdom";
import { buildCsp } from "./headers.ts";
import { signInUnit, siteConfig } from "./nginx.ts";
import { readPageTables } from "./pages-digest.ts";
import { precompress } from "./precompress.ts";
import { ADMIN_PAGE_FILE, PAGES_FILE, PRECOMPRESSED, sitePages, type SitePages } from "./policy.ts";
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

/** Every file below `dir`, as paths relative to it; fails on the first symbolic link. */
async function listFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const absolute = path.join(entry.parentPath, entry.name);
    if (entry.isSymbolicLink())
      throw new BuildOutputError(`${absolute} is a symbolic link; the output must hold only files`);
    if (!entry.isDirectory()) files.push(path.relative(dir, absolute));
  }
  return files;
}

export const writeJson = (file: string, value: unknown) => writeFile(file, `${JSON.stringify(value, null, 2)}\n`);

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/** Every element, those in <template>s too: a script may show a template (the booking island's fallback). */
function allElements(root: ParentNode): Element[] {
  return [...root.querySelectorAll("*")].flatMap((element) =>
    element.localName === "template" ? [element, ...allElements((element as HTMLTemplateElement).content)] : [element],
  );
}

/** The page table and the output must agree both ways: a page missing from either would be a silent 404. */
function checkPagesAgainstTable(htmlFiles: string[], site: SitePages) {
  const tableFiles = [...Object.values(site.pages), ...site.notFound.map(({ file }) => file)];
  const unbuilt = tableFiles.find((file) => !htmlFiles.includes(file));
  if (unbuilt) throw new BuildOutputError(`${unbuilt} is in the page table (app/page-table.ts) but not in the build`);
  // The editor's page is not a page of the site: editor/files.ts writes it, with its own policy.
  const unlisted = htmlFiles.find((file) => file !== ADMIN_PAGE_FILE && !tableFiles.includes(file));
  if (unlisted) throw new BuildOutputError(`${unlisted} was built but is not in the page table (app/page-table.ts)`);
}

/**
 * The hashes of every inline script and style of the pages; style and event handler attributes, which
 * no hash allows, are refused. Not the editor's page: its import map would be allowed on every page.
 */
async function inlineHashes(clientDir: string, htmlFiles: string[]) {
  const scriptHashes: Set<string> = new Set();
  const styleHashes: Set<string> = new Set();
  for (const file of htmlFiles.filter((file) => file !== ADMIN_PAGE_FILE)) {
    const doc = new JSDOM(await readFile(path.join(clientDir, file), "utf8")).window.document;
    for (const element of allElements(doc)) {
      // A style="" attribute cannot be allowed by a hash without 'unsafe-hashes'; keep them out.
      if (element.hasAttribute("style"))
        throw new BuildOutputError(
          `${file} has an inline style attribute, which the CSP blocks: ${element.outerHTML.slice(0, 120)}`,
        );
      const handler = [...element.attributes].find((attribute) => attribute.name.startsWith("on"));
      if (handler)
        throw new BuildOutputError(
          `${file} has an inline event handler attribute (${handler.name}), which the CSP blocks`,
        );
      if (element.localName === "script" && !element.hasAttribute("src"))
        scriptHashes.add(sha256(element.textContent ?? ""));
      if (element.localName === "style") styleHashes.add(sha256(element.textContent ?? ""));
    }
  }
  return { scriptHashes: [...scriptHashes].sort(), styleHashes: [...styleHashes].sort() };
}

/** build/sign-in/: the sign-in process for an nginx host, one dependency-free file, and its systemd unit. */
async function writeSignInServer(buildDir: string, publicOrigin = "https://www.example.com") {
  const dir = path.join(buildDir, "sign-in");
  await bundle({
    entryPoints: [path.join(import.meta.dirname, "../server/sign-in-start.ts")],
    outfile: path.join(dir, "server.mjs"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    logLevel: "error",
    banner: { js: "// Built from server/sign-in-start.ts by delivery/finish-build.ts; do not edit." },
  });
  await writeFile(path.join(dir, "site-sign-in.service"), signInUnit(publicOrigin));
}

/** build/static/: build/client without the twins, which a static host would serve as files, and its own files. */
async function writeStaticUpload(buildDir: string, headers: string, routes: string) {
  const uploadDir = path.join(buildDir, STATIC_UPLOAD_DIR);
  const twinSuffixes = PRECOMPRESSED.map(({ suffix }) => suffix);
  await rm(uploadDir, { recursive: true, force: true });
  await cp(path.join(buildDir, "client"), uploadDir, {
    recursive: true,
    filter: (source) => !twinSuffixes.some((suffix) => source.endsWith(suffix)),
  });
  await writeFile(path.join(uploadDir, HEADERS_FILE), headers);
  await writeFile(path.join(uploadDir, ROUTES_FILE), routes);
}

/** Finishes a build directory Astro has written, and says what it wrote; `publicOrigin` goes into the sign-in unit. */
export async function finishBuild(buildDir: string, { publicOrigin }: { publicOrigin?: string } = {}) {
  const clientDir = path.join(buildDir, "client");
  if (!existsSync(path.join(clientDir, "index.html")))
    throw new BuildOutputError(`no pre-rendered pages in ${clientDir}; run astro build first`);
  // Symbolic links are refused before anything is moved.
  const htmlFiles = (await listFiles(clientDir)).filter((file) => file.endsWith(".html"));
  let site: SitePages;
  try {
    site = sitePages(...readPageTables(buildDir));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new BuildOutputError(`${path.join(buildDir, PAGES_FILE)}: ${message}`);
  }
  // Too many closed roles for the static host's `_routes.json` is refused before anything is written, too.
  let routes: string;
  try {
    routes = routesFile(site.gone);
  } catch (error) {
    throw new BuildOutputError((error as Error).message);
  }
  checkPagesAgainstTable(htmlFiles, site);
  const { scriptHashes, styleHashes } = await inlineHashes(clientDir, htmlFiles);
  const csp = buildCsp({ scriptHashes, styleHashes });
  // A `_headers` beyond the static host's documented limits is refused before anything is written.
  const headers = headersFile(csp);
  const problems = headersFileProblems(headers);
  if (problems.length > 0) throw new BuildOutputError(problems.join("; "));
  // The Node server's policy, nginx's include of a production server block, the sign-in process.
  await writeJson(path.join(buildDir, "delivery.json"), { csp, scriptHashes, styleHashes });
  await mkdir(path.join(buildDir, "nginx"), { recursive: true });
  await writeFile(path.join(buildDir, "nginx", "site.conf"), siteConfig({ csp, site }));
  await writeSignInServer(buildDir, publicOrigin);
  // After every step that changes build/client.
  const compressed = await precompress(clientDir);
  await writeStaticUpload(buildDir, headers, routes);
  return (
    `finish-build: CSP with ${scriptHashes.length} script and ${styleHashes.length} style hashes; ` +
    `wrote delivery.json, nginx/site.conf, ${STATIC_UPLOAD_DIR}/ with ${HEADERS_FILE}; ` +
    `precompressed ${compressed} files (br + gz)`
  );
}

if (import.meta.main) {
  try {
    console.log(await finishBuild(path.resolve(process.argv[2] ?? (process.env.SITE_BUILD_DIR || "build"))));
  } catch (error) {
    console.error(error instanceof BuildOutputError ? error.message : error);
    process.exit(1);
  }
}
