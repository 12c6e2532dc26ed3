// How the built site is delivered: routing, caching and limits (the headers are in headers.ts).
// The Node server (server/) reads it; the build writes nginx's include (nginx.ts) and the static
// host's upload (static-host.ts) from it; tests/http checks that the three agree (decision 193).
import type { GoneEntry, PageEntry } from "../app/page-table.ts";
import { ADMIN_PATH_PREFIX } from "./admin-policy.ts";

/** The browser editor's page, answered at ADMIN_PATH_PREFIX. */
export const ADMIN_PAGE_FILE = "admin/index.html";

/** Methods the site answers; anything else gets 405 with this `Allow` header. */
export const ALLOW_HEADER = "GET, HEAD";

/** The page table as the servers route it: not-found pages longest prefix first ("/de/" before "/"). */
export type SitePages = {
  pages: Record<string, string>;
  notFound: { prefix: string; file: string }[];
  gone: Record<string, string>;
};

export const GONE_STATUS = 410;

/** The page table's file in a build directory, and the closed roles' addresses (app/page-table.ts goneEntries). */
export const PAGES_FILE = "pages.json";
export const GONE_FILE = "gone.json";

/** An entry's path and file, or an error naming the list and the entry. */
function checkedEntry(entry: unknown, listFile: string, requiredId?: "gone") {
  const { id, path, file } = (entry ?? {}) as Partial<PageEntry | GoneEntry>;
  const needsId = requiredId ? `id "${requiredId}", ` : "";
  if (
    (requiredId && id !== requiredId) ||
    typeof path !== "string" ||
    !path.startsWith("/") ||
    typeof file !== "string" ||
    !file.endsWith(".html")
  )
    throw new Error(
      `${listFile}: an entry needs ${needsId}a path starting with "/" and an .html file (got ${JSON.stringify(entry)})`,
    );
  return { id, path, file };
}

/** Checks the parsed build/pages.json (and build/gone.json, if any) and turns them into routing tables. */
export function sitePages(entries: unknown, goneEntries: unknown = []): SitePages {
  if (!Array.isArray(entries) || entries.length === 0) throw new Error(`${PAGES_FILE} must list the pages`);
  const site: SitePages = { pages: {}, notFound: [], gone: {} };
  for (const entry of entries as unknown[]) {
    const { id, path, file } = checkedEntry(entry, PAGES_FILE);
    if (id === "not-found") site.notFound.push({ prefix: path.slice(0, path.lastIndexOf("/") + 1), file });
    else site.pages[path] = file;
  }
  if (!Array.isArray(goneEntries)) throw new Error(`${GONE_FILE} must list the closed roles`);
  for (const entry of goneEntries as unknown[]) {
    const { path, file } = checkedEntry(entry, GONE_FILE, "gone");
    if (Object.hasOwn(site.pages, path)) throw new Error(`${GONE_FILE}: ${path} is a page of the table too`);
    site.gone[path] = file;
  }
  if (!site.notFound.some((page) => page.prefix === "/")) throw new Error(`${PAGES_FILE}: no not-found page for "/"`);
  site.notFound.sort((a, b) => b.prefix.length - a.prefix.length);
  return site;
}

/** The not-found page for a path: the one of the path's language (its prefix), else the default. */
export function notFoundFileFor(pathname: string, site: SitePages) {
  // sitePages() guarantees a "/" entry, which every path starts with.
  return site.notFound.find(({ prefix }) => pathname.startsWith(prefix) || `${pathname}/` === prefix)!.file;
}

/** "Sign In with GitHub" for the editor (server/sign-in.ts), answered by code on every server. */
export const SIGN_IN_ROUTES = { authorize: "/oauth/authorize", callback: "/oauth/callback" } as const;

/** Files here carry a content hash in their name, so they never change. */
export const HASHED_ASSET_PREFIX = "/assets/";

export const CACHE_CONTROL = {
  immutable: "public, max-age=31536000, immutable",
  // HTML and unhashed files: the browser may store them but must revalidate (ETag/304).
  revalidate: "no-cache",
};

/** Request limits, the same in the Node server and nginx. */
export const LIMITS = {
  maxUrlBytes: 2048, // longer request targets get 414
  // One header line, name to line break: nginx's header buffer size, which the Node server checks
  // line by line. Longer: 431 (Node) / 400 (nginx).
  maxHeaderLineBytes: 8 * 1024,
  // All header lines together: nginx's four such buffers; Node's maxHeaderSize.
  maxHeaderBytes: 4 * 8 * 1024,
  headersTimeoutMs: 5000, // a client must finish sending its headers in this time
  requestTimeoutMs: 10000,
  keepAliveTimeoutMs: 5000,
};

/** The sign-in's limits: its wait for GitHub ends 2 s before every server in front of it gives up (decision 150). */
export const SIGN_IN_LIMITS = {
  githubTimeoutMaxMs: LIMITS.requestTimeoutMs - 2000,
  /** GitHub's token answer is a few hundred bytes; a larger one is refused unread. */
  tokenResponseMaxBytes: 64 * 1024,
  /** How long a started sign-in stays valid: the cookie's Max-Age and the state's own time. */
  stateLifetimeSeconds: 600,
};

export const CONTENT_TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json; charset=utf-8",
  webmanifest: "application/manifest+json; charset=utf-8",
  yml: "text/yaml; charset=utf-8",
  map: "application/json; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  svg: "image/svg+xml; charset=utf-8",
  ico: "image/x-icon",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  woff: "font/woff",
  woff2: "font/woff2",
};

/** Extensions precompressed at build time (brotli + gzip): text, icons, data; not fonts and images. */
export const COMPRESSIBLE_EXTENSIONS = [
  ...Object.keys(CONTENT_TYPES).filter((extension) => CONTENT_TYPES[extension]?.includes("charset=")),
  "ico",
  "data",
];

export function extensionOf(pathname: string) {
  const name = pathname.slice(pathname.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

export function contentTypeFor(pathname: string) {
  return CONTENT_TYPES[extensionOf(pathname)] ?? "application/octet-stream";
}

export function cacheControlFor(pathname: string) {
  return pathname.startsWith(HASHED_ASSET_PREFIX) ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate;
}

/**
 * Never served at their own path: dotfiles but /.well-known/ (whose own dotfiles are), the static
 * host's files, HTML (a page's one address is its route), precompressed twins. JavaScript and PCRE.
 */
export const HIDDEN_PATH_PATTERN = String.raw`^/(?!\.well-known/)(.*/)?\.|^/\.well-known/(.*/)?\.|^/_(headers|redirects)$|\.(html?|br|gz)$`;
const hiddenPath = new RegExp(HIDDEN_PATH_PATTERN, "i");
export const isHiddenFile = (pathname: string) => hiddenPath.test(pathname);

/** Precompressed twins (delivery/precompress.ts), in the order a server prefers them. */
export const PRECOMPRESSED = [
  { coding: "br", suffix: ".br" },
  { coding: "gzip", suffix: ".gz" },
];

/** Precompressed codings a request accepts, brotli first whatever the weights (nginx's gzip_static, decision 021). */
export function acceptedPrecompressed(acceptEncoding: string | undefined) {
  const elements = (acceptEncoding ?? "").split(",").map((element) => element.split(";").map((part) => part.trim()));
  return PRECOMPRESSED.filter(({ coding }) => {
    // As in nginx, the first element naming the coding decides.
    const element = elements.find(([name = ""]) => name.toLowerCase() === coding);
    const weight = element?.slice(1).find((parameter) => /^q\s*=/i.test(parameter));
    if (weight === undefined) return element !== undefined;
    const value = weight.replace(/^q\s*=\s*/i, "");
    return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) && Number(value) > 0;
  });
}

/** Redirects are permanent and keep the method: 308, what Cloudflare Pages answers, on every server. */
export const REDIRECT_STATUS = 308;

type Refusal = "method-not-allowed" | "bad-request" | "uri-too-long"; // whatever the request asks for
type Route = {
  kind: "page" | "file" | "redirect" | "not-found" | "gone" | "sign-in" | Refusal;
  status: number;
  file?: string;
  location?: string;
};

/** Routing for one request, independent of any server; `rawTarget` as received, query included. */
export function route(method: string, rawTarget: string, site: SitePages): Route {
  if (Buffer.byteLength(rawTarget) > LIMITS.maxUrlBytes) return { kind: "uri-too-long", status: 414 };
  if (!rawTarget.startsWith("/")) return { kind: "bad-request", status: 400 };
  const [, rawPath = "", query = ""] = /^([^?]*)(.*)$/s.exec(rawTarget) ?? []; // the query keeps its "?"

  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { kind: "bad-request", status: 400 }; // malformed percent-encoding
  }
  // NUL bytes, backslashes (Windows-style separators) and dot segments have no place in this site's URLs.
  if (/[\0\\]/.test(pathname) || /(^|\/)\.\.?(\/|$)/.test(pathname) || pathname.includes("//")) {
    return { kind: "bad-request", status: 400 };
  }

  // The sign-in routes answer every method themselves (405 for all but GET and HEAD).
  if (pathname === SIGN_IN_ROUTES.authorize || pathname === SIGN_IN_ROUTES.callback)
    return { kind: "sign-in", status: 200 };
  if (!ALLOW_HEADER.split(", ").includes(method)) return { kind: "method-not-allowed", status: 405 };

  // The browser editor's page (written by editor/files.ts, outside the page table).
  if (pathname === ADMIN_PATH_PREFIX) return { kind: "page", status: 200, file: ADMIN_PAGE_FILE };
  if (`${pathname}/` === ADMIN_PATH_PREFIX || pathname === `/${ADMIN_PAGE_FILE}`)
    return { kind: "redirect", status: REDIRECT_STATUS, location: ADMIN_PATH_PREFIX + query };
  if (Object.hasOwn(site.pages, pathname)) return { kind: "page", status: 200, file: site.pages[pathname] };
  if (Object.hasOwn(site.gone, pathname)) return { kind: "gone", status: GONE_STATUS, file: site.gone[pathname] };
  // A page's other trailing-slash form and its file lead to the page, as on Cloudflare Pages.
  const otherForm = pathname.endsWith("/") ? pathname.slice(0, -1) : `${pathname}/`;
  const pageOfFile = Object.entries(site.pages).find(([, file]) => `/${file}` === pathname)?.[0];
  const canonical = Object.hasOwn(site.pages, otherForm) ? otherForm : pageOfFile;
  if (canonical !== undefined) return { kind: "redirect", status: REDIRECT_STATUS, location: canonical + query };
  const notFound = { kind: "not-found" as const, status: 404, file: notFoundFileFor(pathname, site) };
  if (isHiddenFile(pathname) || pathname.endsWith("/")) return notFound;
  return { kind: "file", status: 200, file: pathname.slice(1) };
}
