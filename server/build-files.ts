// What the Node server reads from a build directory: everything it needs, checked once at start-up
// (loadBuild), and the files it serves, looked up and validated per request as nginx does.
import { lstatSync, readFileSync, type Stats } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { readPageTables } from "../delivery/pages-digest.ts";
import { PAGES_FILE, PRECOMPRESSED, sitePages, type SitePages } from "../delivery/policy.ts";

/** Errors that mean "no such file" (404, as nginx treats them), not a server fault. */
const MISSING_FILE_CODES = new Set(["ENOENT", "ENOTDIR", "ENAMETOOLONG"]);

/** A build the server cannot serve; the message is one line naming the file and the fix. */
export class BuildError extends Error {}

/** Reads and checks, once at start-up, everything the server takes from a build (delivery.json, client/). */
export function loadBuild(buildDir: string) {
  const clientDir = path.join(buildDir, "client");
  const deliveryFile = path.join(buildDir, "delivery.json");
  let delivery: unknown;
  try {
    delivery = JSON.parse(readFileSync(deliveryFile, "utf8"));
  } catch (error) {
    const reason = isErrorWithCode(error) && error.code === "ENOENT" ? "is missing" : "is not readable JSON";
    throw new BuildError(`${deliveryFile} ${reason}; run \`npm run build\` first`);
  }
  const csp = typeof delivery === "object" && delivery !== null && "csp" in delivery ? delivery.csp : undefined;
  // The CSP goes into a header of every response: anything a header cannot carry would make each one fail.
  if (typeof csp !== "string" || !/^[\x20-\x7e]+$/.test(csp) || !csp.includes("default-src")) {
    throw new BuildError(`${deliveryFile}: "csp" must be a one-line Content-Security-Policy; run \`npm run build\``);
  }
  let site: SitePages;
  try {
    site = sitePages(...readPageTables(buildDir));
  } catch (error) {
    const reason = error instanceof SyntaxError || isErrorWithCode(error) ? "is missing or not JSON" : String(error);
    throw new BuildError(`${path.join(buildDir, PAGES_FILE)}: ${reason}; run \`npm run build\``);
  }
  const readNotFound = (file: string) => {
    try {
      const body = readFileSync(file);
      if (body.length > 0) return body;
    } catch {
      // reported below, in the same words as an empty file
    }
    throw new BuildError(`${file} is missing or empty; run \`npm run build\``);
  };
  // Each language's not-found page, answered 404 from memory in each coding.
  const codings = [{ coding: "identity", suffix: "" }, ...PRECOMPRESSED];
  const notFoundPages = new Map(
    site.notFound.map(({ file }) => [
      file,
      new Map(codings.map(({ coding, suffix }) => [coding, readNotFound(path.join(clientDir, file + suffix))])),
    ]),
  );
  return { clientDir, csp, site, notFoundPages };
}

function isErrorWithCode(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && "code" in error;
}

/** A regular file's stats, or undefined: a symbolic link anywhere below `root` is no file (disable_symlinks). */
export function regularFileStats(root: string, relative: string) {
  let current = root;
  let stats: Stats | undefined;
  try {
    for (const segment of relative.split("/")) {
      current = path.join(current, segment);
      stats = lstatSync(current);
      if (stats.isSymbolicLink()) return undefined;
    }
  } catch (error) {
    if (isErrorWithCode(error) && MISSING_FILE_CODES.has(error.code ?? "")) return undefined;
    throw error;
  }
  return stats?.isFile() ? stats : undefined;
}

/** RFC 9110 13.2.2: If-None-Match (weak, a list or `*`), else If-Modified-Since as nginx's `exact`. */
export function isNotModified(req: IncomingMessage, etag: string, lastModified: string) {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
    return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
  }
  const ifModifiedSince = req.headers["if-modified-since"];
  return ifModifiedSince !== undefined && Date.parse(ifModifiedSince) === Date.parse(lastModified);
}
