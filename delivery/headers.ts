// The security headers of every response, the same on the three hosts (decision 193):
// the Node server sends them; nginx.ts and static-host.ts write them into their configurations.
import { ADMIN_EXTRA_HEADERS, ADMIN_PATH_PREFIX, adminCsp } from "./admin-policy.ts";

/**
 * A "document" (a page, a not-found page, a server's own answer) or a "file" from the build
 * (script, font, image, text), which a browser never runs under its own CSP or Permissions-Policy.
 */
export type ResponseKind = "document" | "file";

/**
 * The policy of files: nothing loads in one opened directly (an SVG, say), nothing frames it. Short
 * on purpose: the site's policy carries a hash per inline script of every page
 * (docs/decisions/023-page-policy-on-documents-only.md).
 */
export const FILE_CSP = "default-src 'none'; frame-ancestors 'none'";

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
 * The Content-Security-Policy of every page: one for the whole site, so the three servers send one
 * header for every document (tests/http/delivery.test.mjs), with the SHA-256 of every inline script
 * and style of the built pages.
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

/** Headers sent on every document. @param csp the policy from buildCsp */
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

/** Headers sent on every file: FILE_CSP, and no Permissions-Policy, which only documents obey. */
export function fileSecurityHeaders(): Record<string, string> {
  const headers = securityHeaders(FILE_CSP);
  delete headers["Permissions-Policy"];
  return headers;
}

/**
 * The headers of one response: the site's policy on documents, FILE_CSP on files, and under
 * /admin/ the browser editor's own policy (delivery/admin-policy.ts), out of search engines.
 * @param pathname the decoded request path
 * @param csp the site's policy from buildCsp
 */
export function securityHeadersFor(pathname: string, csp: string, kind: ResponseKind = "document") {
  if (!pathname.startsWith(ADMIN_PATH_PREFIX)) return kind === "file" ? fileSecurityHeaders() : securityHeaders(csp);
  return {
    ...securityHeaders(adminCsp()),
    ...ADMIN_EXTRA_HEADERS,
    // GitHub's sign-in opens in a pop-up that reports back to the editor.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  };
}
