// Delivery rules for the browser editor at /admin/ (Sveltia CMS, written by editor/files.ts): its own
// Content-Security-Policy, as it injects styles at run time and talks to GitHub's API. Measured in
// Chromium (tests/e2e/admin.spec.ts: no violation) and read from Sveltia 0.221.1's GitHub backend;
// recheck when @sveltia/cms changes version.
import { createHash } from "node:crypto";

/** Every response under this prefix carries {@link adminCsp} and {@link ADMIN_EXTRA_HEADERS}. */
export const ADMIN_PATH_PREFIX = "/admin/";

/** The editor is for the agency alone: search engines must not index or follow it. */
export const ADMIN_EXTRA_HEADERS = { "X-Robots-Tag": "noindex, nofollow" };

/** Where Sveltia imports Immutable.js from, and where the site serves the same package (editor/files.ts). */
export const IMMUTABLE_CDN_URL = "https://unpkg.com/immutable@5.1.9/dist/immutable.es.js";
export const IMMUTABLE_LOCAL_PATH = "/admin/vendor/immutable.es.js";

/** admin/index.html's import map: Sveltia's `import()` of Immutable.js goes to the site's copy. */
export const ADMIN_IMPORT_MAP = JSON.stringify({ imports: { [IMMUTABLE_CDN_URL]: IMMUTABLE_LOCAL_PATH } });

/** The editor's Content-Security-Policy, one directive per line below with the reason for each source. */
export function adminCsp(): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'none'"],
    // The editor's scripts and modules, all from the site; the import map by its hash; no eval.
    ["script-src", "'self'", `'sha256-${createHash("sha256").update(ADMIN_IMPORT_MAP).digest("base64")}'`],
    // Sveltia inserts <style> elements and style attributes that change per release: hashes are impractical.
    ["style-src", "'self'", "'unsafe-inline'"],
    // The site's logo; Sveltia's own thumbnails (blob:, data:); the signed-in GitHub user's avatar.
    ["img-src", "'self'", "blob:", "data:", "https://avatars.githubusercontent.com"],
    // The interface fonts, copied to /admin/fonts/.
    ["font-src", "'self'"],
    // config.yml; Sveltia's fetch() of its built-in logo (data:); GitHub's API, the editor's only backend.
    ["connect-src", "'self'", "data:", "https://api.github.com"],
    // The preview pane, a blob: document in an iframe.
    ["frame-src", "blob:"],
    // Sveltia's preview document sets a <base> so that the page's /media/… resolve to the site.
    ["base-uri", "'self'"],
    // No HTML forms (sign-in opens GitHub in a pop-up, which this policy does not govern).
    ["form-action", "'none'"],
    // No other site may frame the editor (clickjacking), as X-Frame-Options: DENY says.
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}
