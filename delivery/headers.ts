// The security headers of every response, the same on the three hosts (decision 193):
// the Node server sends them; nginx.ts and static-host.ts write them into their configurations.
import { PROVIDER_ORIGIN, PROVIDER_SCRIPT_SRC } from "../shared/booking-provider.ts";
import { ADMIN_EXTRA_HEADERS, ADMIN_PATH_PREFIX, adminCsp } from "./admin-policy.ts";

/** A "document" (a page, a server's own answer) or a "file", which never runs under its own CSP. */
export type ResponseKind = "document" | "file";

/** The policy of files, short on purpose (docs/decisions/023-page-policy-on-documents-only.md). */
export const FILE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Permissions the site never uses, denied to the page and every frame in it. */
const DENIED_PERMISSIONS = [
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

/** The one Content-Security-Policy of every page, with the SHA-256 (base64) of every inline script and style. */
export function buildCsp({ scriptHashes, styleHashes }: { scriptHashes: string[]; styleHashes: string[] }) {
  const quoted = (list: string[]) => [...new Set(list)].sort().map((hash) => `'sha256-${hash}'`);
  const directives = [
    ["default-src", "'none'"],
    ["script-src", "'self'", ...quoted(scriptHashes), new URL(PROVIDER_SCRIPT_SRC).origin],
    ["style-src", "'self'", ...quoted(styleHashes)],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["manifest-src", "'self'"],
    ["frame-src", PROVIDER_ORIGIN],
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

/** The headers of one response; under /admin/ the editor's own (delivery/admin-policy.ts). @param pathname decoded */
export function securityHeadersFor(pathname: string, csp: string, kind: ResponseKind = "document") {
  if (!pathname.startsWith(ADMIN_PATH_PREFIX)) return kind === "file" ? fileSecurityHeaders() : securityHeaders(csp);
  return {
    ...securityHeaders(adminCsp()),
    ...ADMIN_EXTRA_HEADERS,
    // GitHub's sign-in opens in a pop-up that reports back to the editor.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  };
}
