// The single source of truth for delivering the built site: routing, security headers,
// caching and limits. The Node server (server/), the nginx config (delivery/nginx.ts ->
// build/nginx/) and the static host's upload with its headers file (delivery/static-host.ts
// -> build/static/) are all derived from this module, and tests/http checks that the three
// agree, running Cloudflare's own runtime for the third.

import { ADMIN_EXTRA_HEADERS, ADMIN_PATH_PREFIX, adminCsp } from "./admin-policy.ts";
import type { GoneEntry, PageEntry } from "../app/page-table.ts";

/** The browser editor's page, answered at ADMIN_PATH_PREFIX. */
export const ADMIN_PAGE_FILE = "admin/index.html";

/** Methods the site answers; anything else gets 405 with an `Allow` header. */
export const ALLOWED_METHODS = ["GET", "HEAD"];
export const ALLOW_HEADER = ALLOWED_METHODS.join(", ");

/** One page in one language, as the build lists it in build/pages.json: the page table's own type. */
export type { PageEntry } from "../app/page-table.ts";

/**
 * What the servers need from the page table: each page's path and file, the not-found page
 * of each language's path prefix, longest prefix first ("/de/" before "/"), and the addresses
 * of closed roles, answered 410 Gone with the file of their language's closed-role page.
 */
export type SitePages = {
  pages: Record<string, string>;
  notFound: { prefix: string; file: string }[];
  gone?: Record<string, string>;
};

/** A closed role's address answers this status on every server (Cloudflare through functions/_middleware.ts). */
export const GONE_STATUS = 410;

/** The page table's file in a build directory. */
export const PAGES_FILE = "pages.json";

/**
 * Closed roles' addresses in a build directory ({ id: "gone", locale, path, file } each, from
 * app/page-table.ts goneEntries): a file of their own, as they are no pages of the table.
 */
export const GONE_FILE = "gone.json";

/**
 * Checks build/pages.json (and build/gone.json, the closed roles) and turns them into the routing tables.
 * @param entries the parsed page table
 * @param [goneEntries] the parsed closed roles, if any
 */
export function sitePages(entries: unknown, goneEntries: unknown = []): SitePages {
  if (!Array.isArray(entries) || entries.length === 0) throw new Error(`${PAGES_FILE} must list the pages`);
  const gone: Record<string, string> = {};
  const site: SitePages = { pages: {}, notFound: [], gone };
  for (const entry of entries as unknown[]) {
    const { id, path, file } = (entry ?? {}) as Partial<PageEntry>;
    if (typeof path !== "string" || !path.startsWith("/") || typeof file !== "string" || !file.endsWith(".html")) {
      throw new Error(
        `${PAGES_FILE}: an entry needs a path starting with "/" and an .html file (got ${JSON.stringify(entry)})`,
      );
    }
    if (id === "not-found") site.notFound.push({ prefix: path.slice(0, path.lastIndexOf("/") + 1), file });
    else site.pages[path] = file;
  }
  if (!Array.isArray(goneEntries)) throw new Error(`${GONE_FILE} must list the closed roles`);
  for (const entry of goneEntries as unknown[]) {
    const { id, path, file } = (entry ?? {}) as Partial<GoneEntry>;
    if (
      id !== "gone" ||
      typeof path !== "string" ||
      !path.startsWith("/") ||
      typeof file !== "string" ||
      !file.endsWith(".html")
    )
      throw new Error(
        `${GONE_FILE}: an entry needs id "gone", a path starting with "/" and an .html file (got ${JSON.stringify(entry)})`,
      );
    if (Object.hasOwn(site.pages, path)) throw new Error(`${GONE_FILE}: ${path} is a page of the table too`);
    gone[path] = file;
  }
  if (!site.notFound.some((page) => page.prefix === "/")) throw new Error(`${PAGES_FILE}: no not-found page for "/"`);
  site.notFound.sort((a, b) => b.prefix.length - a.prefix.length);
  return site;
}

/** The not-found page for a path: the one of the path's language (its prefix), else the default. */
export function notFoundFileFor(pathname: string, site: SitePages) {
  // sitePages() guarantees a "/" entry, which every path starts with.
  const page = site.notFound.find(({ prefix }) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
  return page?.file ?? "404.html";
}

/**
 * What a response is, for its headers: a "document" (a page, a not-found page, a server's own
 * answer) or a "file" from the build (script, font, image, text), which a browser never runs
 * under its own Content-Security-Policy or Permissions-Policy.
 */
export type ResponseKind = "document" | "file";

/**
 * The policy of files: nothing may load in them if one is opened directly (an SVG, say), and
 * nothing may frame them. Short on purpose: the site's policy lists a hash per inline script of
 * every page, about 1.6 KB that each of a page's dozen files would otherwise repeat
 * (docs/decisions/023-page-policy-on-documents-only.md).
 */
export const FILE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers of one response: the site's policy on documents, FILE_CSP on files, and under
 * /admin/ the browser editor's own policy (delivery/admin-policy.ts), out of search engines.
 * @param pathname the decoded request path
 * @param csp the site's policy from buildCsp
 */
export function securityHeadersFor(
  pathname: string,
  csp: string,
  kind: ResponseKind = "document",
): Record<string, string> {
  if (!pathname.startsWith(ADMIN_PATH_PREFIX)) return kind === "file" ? fileSecurityHeaders() : securityHeaders(csp);
  return {
    ...securityHeaders(adminCsp()),
    ...ADMIN_EXTRA_HEADERS,
    // GitHub's sign-in opens in a pop-up that reports back to the editor.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  };
}

/**
 * "Sign In with GitHub" for the editor (server/sign-in.ts): answered by code on every server, never
 * by a file: the Node server itself, nginx by proxy to build/sign-in/server.mjs, Cloudflare by
 * the Pages Functions in functions/oauth/.
 */
export const SIGN_IN_ROUTES = { authorize: "/oauth/authorize", callback: "/oauth/callback" } as const;

/** Served on every server for ACME challenges and security.txt (RFC 8615); other dotfiles stay hidden. */
export const WELL_KNOWN_PREFIX = "/.well-known/";

/** Files under this prefix carry a content hash in their name, so they never change. */
export const HASHED_ASSET_PREFIX = "/assets/";

export const CACHE_CONTROL = {
  immutable: "public, max-age=31536000, immutable",
  // HTML and unhashed files: the browser may store them but must revalidate (ETag/304).
  revalidate: "no-cache",
};

/** Request limits, the same in the Node server and nginx. */
export const LIMITS = {
  maxUrlBytes: 2048, // longer request targets get 414
  // One header line, name to line break, may be 8192 bytes: nginx's header buffer size,
  // which the Node server checks line by line. Longer: 431 (Node) / 400 (nginx).
  maxHeaderLineBytes: 8 * 1024,
  // All header lines together: nginx's four such buffers; Node's maxHeaderSize.
  maxHeaderBytes: 4 * 8 * 1024,
  headersTimeoutMs: 5000, // a client must finish sending its headers in this time
  requestTimeoutMs: 10000,
  keepAliveTimeoutMs: 5000,
};

/**
 * The sign-in's own limits (server/sign-in.ts). Its wait for GitHub stays under the one limit every
 * server puts in front of it, LIMITS.requestTimeoutMs: the Node server's socket timeout, the sign-in
 * process's behind nginx, and nginx's proxy_read_timeout (delivery/nginx.ts). Two seconds are left
 * for the rest of the answer, so a slow GitHub ends in the popup's message, never an empty reply.
 */
export const SIGN_IN_LIMITS = {
  githubTimeoutMaxMs: LIMITS.requestTimeoutMs - 2000,
  /** GitHub's token answer is a few hundred bytes; a larger one is refused unread. */
  tokenResponseMaxBytes: 64 * 1024,
  /** How long a started sign-in stays valid: the cookie's Max-Age and the state's own time. */
  stateLifetimeSeconds: 600,
};

/** Content types by extension, so every delivery path labels a file the same way. */
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

/** Extensions precompressed at build time (brotli + gzip); fonts and images are already compressed. */
export const COMPRESSIBLE_EXTENSIONS = [
  "html",
  "js",
  "mjs",
  "css",
  "json",
  "webmanifest",
  "map",
  "txt",
  "xml",
  "svg",
  "ico",
  "data",
  "yml",
];

/** Scheduling provider (Calendly): its embed script and its booking frame. Checked against app/lib/calendly.ts by a unit test. */
export const PROVIDER = {
  scriptOrigin: "https://assets.calendly.com",
  frameOrigin: "https://calendly.com",
};

/** Permissions the site never uses, denied to the page and every frame in it. */
export const DENIED_PERMISSIONS = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "sync-xhr",
  "usb",
  "xr-spatial-tracking",
];

/**
 * The Content-Security-Policy of every page. One policy for the whole site, not one per page:
 * the three servers send the same header for every document, from one list of hashes, which
 * keeps them easy to hold equal (tests/http/delivery.test.mjs). The inline scripts and the inlined stylesheet of every
 * pre-rendered page are allowed by their SHA-256 hashes, computed after each build.
 * @param hashes base64 SHA-256 digests
 */
export function buildCsp({ scriptHashes, styleHashes }: { scriptHashes: string[]; styleHashes: string[] }) {
  const quoted = (list: string[]) => [...new Set(list)].sort().map((hash) => `'sha256-${hash}'`);
  const directives = [
    ["default-src", "'none'"],
    ["script-src", "'self'", ...quoted(scriptHashes), PROVIDER.scriptOrigin],
    ["style-src", "'self'", ...quoted(styleHashes)],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["manifest-src", "'self'"],
    ["frame-src", PROVIDER.frameOrigin],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'none'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/**
 * Headers sent on every document, in all three delivery paths.
 * @param csp the policy from buildCsp
 */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    // Browsers ignore HSTS over plain HTTP, so sending it everywhere is safe; it takes effect behind TLS.
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": DENIED_PERMISSIONS.map((feature) => `${feature}=()`).join(", "),
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/**
 * Headers sent on every file served from the build (see ResponseKind): the document headers with
 * FILE_CSP, and without Permissions-Policy, which only documents obey.
 */
export function fileSecurityHeaders(): Record<string, string> {
  const headers = securityHeaders(FILE_CSP);
  delete headers["Permissions-Policy"];
  return headers;
}

/** The file extension of a path, lower-cased, or "" when there is none. */
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
 * Paths in build/client that are never served at their own path: dotfiles (except under
 * /.well-known/, but dotfiles inside it too), the static-host headers file, HTML (reachable
 * only through its page route, so each page has one URL; a page's own file redirects there)
 * and precompressed twins (only via content negotiation). A regular expression in a form both JavaScript and nginx (PCRE) read,
 * matched case-insensitively against the decoded path.
 */
export const HIDDEN_PATH_PATTERN = String.raw`^/(?!\.well-known/)(.*/)?\.|^/\.well-known/(.*/)?\.|^/_(headers|redirects)$|\.(html?|br|gz)$`;
const hiddenPath = new RegExp(HIDDEN_PATH_PATTERN, "i");

/** @param pathname a decoded path starting with "/" */
export function isHiddenFile(pathname: string) {
  return hiddenPath.test(pathname);
}

/** Precompressed twins written by the build (delivery/finish-build.ts), in the order a server prefers them. */
export const PRECOMPRESSED = [
  { coding: "br", suffix: ".br" },
  { coding: "gzip", suffix: ".gz" },
];

/**
 * Whether an Accept-Encoding value accepts `coding`, decided as nginx's gzip_static and
 * brotli_static decide: the first list element naming exactly that coding counts, and a
 * weight of zero (q=0, 0.0, 0.00, 0.000) or an unreadable weight refuses it. nginx does not
 * expand `*`, and neither does this.
 */
export function acceptsEncoding(acceptEncoding: string | undefined, coding: string) {
  for (const element of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...parameters] = element.split(";").map((part) => part.trim());
    if (name.toLowerCase() !== coding) continue;
    const weight = parameters.find((parameter) => /^q\s*=/i.test(parameter));
    if (weight === undefined) return true;
    const value = weight.replace(/^q\s*=\s*/i, "");
    return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) && Number(value) > 0;
  }
  return false;
}

/**
 * The precompressed codings a request accepts, best first. nginx tries brotli before gzip
 * whatever the weights say, so the Node server does too and both send the same bytes.
 */
export function acceptedPrecompressed(acceptEncoding: string | undefined): { coding: string; suffix: string }[] {
  return PRECOMPRESSED.filter(({ coding }) => acceptsEncoding(acceptEncoding, coding));
}

/**
 * Redirects are permanent and keep the method: 308, the status Cloudflare Pages answers with,
 * so the three delivery paths send the same one.
 */
export const REDIRECT_STATUS = 308;

/**
 * The page a non-canonical address of it leads to, as Cloudflare Pages leads there (and nginx
 * and the Node server follow): the other trailing-slash form ("/booking/" -> "/booking",
 * "/de" -> "/de/") and the page's file ("/booking.html" -> "/booking", "/index.html" -> "/",
 * "/de/index.html" -> "/de/"). Undefined for any other path.
 * @param pathname a decoded path
 */
export function canonicalPathOf(pathname: string, site: SitePages): string | undefined {
  const otherForm = pathname.endsWith("/") ? pathname.replace(/\/+$/, "") : `${pathname}/`;
  if (otherForm !== pathname && Object.hasOwn(site.pages, otherForm)) return otherForm;
  return Object.entries(site.pages).find(([, file]) => `/${file}` === pathname)?.[0];
}

/**
 * Routing for one request, independent of any server.
 * @param rawTarget the request target exactly as received (path and query)
 * @param site the build's pages
 */
export function route(
  method: string,
  rawTarget: string,
  site: SitePages,
): {
  kind:
    | "page"
    | "file"
    | "redirect"
    | "not-found"
    | "gone"
    | "method-not-allowed"
    | "bad-request"
    | "uri-too-long"
    | "sign-in";
  status: number;
  file?: string;
  pathname?: string;
  location?: string;
} {
  if (Buffer.byteLength(rawTarget) > LIMITS.maxUrlBytes) return { kind: "uri-too-long", status: 414 };
  if (!rawTarget.startsWith("/")) return { kind: "bad-request", status: 400 };
  const queryStart = rawTarget.indexOf("?");
  const rawPath = queryStart === -1 ? rawTarget : rawTarget.slice(0, queryStart);
  const query = queryStart === -1 ? "" : rawTarget.slice(queryStart);

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
    return { kind: "sign-in", status: 200, pathname };
  if (!ALLOWED_METHODS.includes(method)) return { kind: "method-not-allowed", status: 405 };

  const { pages } = site;
  // The browser editor's page (written by editor/files.ts, outside the page table).
  if (pathname === ADMIN_PATH_PREFIX) return { kind: "page", status: 200, file: ADMIN_PAGE_FILE, pathname };
  if (`${pathname}/` === ADMIN_PATH_PREFIX || pathname === `/${ADMIN_PAGE_FILE}`)
    return { kind: "redirect", status: REDIRECT_STATUS, location: ADMIN_PATH_PREFIX + query };
  if (Object.hasOwn(pages, pathname)) return { kind: "page", status: 200, file: pages[pathname], pathname };
  const gone = site.gone ?? {};
  if (Object.hasOwn(gone, pathname)) return { kind: "gone", status: GONE_STATUS, file: gone[pathname], pathname };
  const canonical = canonicalPathOf(pathname, site);
  if (canonical !== undefined) return { kind: "redirect", status: REDIRECT_STATUS, location: canonical + query };
  const notFound = { kind: "not-found" as const, status: 404, file: notFoundFileFor(pathname, site) };
  if (isHiddenFile(pathname) || pathname.endsWith("/")) return notFound;
  return { kind: "file", status: 200, file: pathname.slice(1), pathname };
}
