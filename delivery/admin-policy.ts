// Delivery rules for the browser editor at /admin/ (Sveltia CMS, written by editor/files.ts).
// The editor gets its own Content-Security-Policy instead of the site's: it is a large
// single-page app that injects its styles at run time and talks to GitHub's API. Measured in
// Chromium against the sign-in screen (tests/e2e/admin.spec.ts: zero violations, zero console
// errors, nothing requested from another origin); the GitHub sources after sign-in are read from
// Sveltia 0.221.1's GitHub backend. Recheck when @sveltia/cms changes version.
import { createHash } from "node:crypto";

/** Every response under this prefix carries {@link adminCsp} and {@link ADMIN_EXTRA_HEADERS}. */
export const ADMIN_PATH_PREFIX = "/admin/";

/** The editor is for the agency alone: search engines must not index or follow it. */
export const ADMIN_EXTRA_HEADERS = { "X-Robots-Tag": "noindex, nofollow" };

/** GitHub's REST and GraphQL API, the only backend the editor is configured for. */
export const GITHUB_API_ORIGIN = "https://api.github.com";

/** Where GitHub serves the signed-in user's avatar, shown in the editor's toolbar. */
export const GITHUB_AVATAR_ORIGIN = "https://avatars.githubusercontent.com";

/**
 * Where Sveltia imports Immutable.js from on its own (the entries its preview templates and event
 * listeners receive are Immutable maps), and where the site serves the same package instead
 * (editor/files.ts copies it from node_modules and fails the build if Sveltia asks for another).
 */
export const IMMUTABLE_CDN_URL = "https://unpkg.com/immutable@5.1.9/dist/immutable.es.js";
export const IMMUTABLE_LOCAL_PATH = "/admin/vendor/immutable.es.js";

/** admin/index.html's import map: Sveltia's `import()` of Immutable.js goes to the site's copy. */
export const ADMIN_IMPORT_MAP = JSON.stringify({ imports: { [IMMUTABLE_CDN_URL]: IMMUTABLE_LOCAL_PATH } });

/** The import map's hash, the one inline script the policy allows. */
export function adminImportMapHash() {
  return `'sha256-${createHash("sha256").update(ADMIN_IMPORT_MAP).digest("base64")}'`;
}

/** The editor's Content-Security-Policy, one directive per line below with the reason for each source. */
export function adminCsp(): string {
  const directives: [string, ...string[]][] = [
    // Nothing is allowed unless a directive below allows it.
    ["default-src", "'none'"],
    // admin/setup.js, sveltia-cms.js, extras.js, init.js and the modules Sveltia imports (chunks/,
    // vendor/), all served from the site; the import map by its hash; no other inline script, no eval.
    ["script-src", "'self'", adminImportMapHash()],
    // Sveltia (Svelte) inserts its stylesheets as <style> elements and sets style attributes at run
    // time, with content that changes per release, so hashes are impractical; no external stylesheet.
    ["style-src", "'self'", "'unsafe-inline'"],
    // 'self': the site's logo (/icon.svg); blob: and data: are Sveltia's own thumbnails of that logo
    // (favicon, touch icon) and of repository images; the avatar of the signed-in GitHub user.
    ["img-src", "'self'", "blob:", "data:", GITHUB_AVATAR_ORIGIN],
    // The interface fonts, copied from the npm package to /admin/fonts/ (setup.js points Sveltia there).
    ["font-src", "'self'"],
    // 'self': config.yml and the logo; data: Sveltia reads its built-in logo with fetch() before the
    // configuration has loaded; the GitHub API for reading and committing content after sign-in.
    ["connect-src", "'self'", "data:", GITHUB_API_ORIGIN],
    // The preview pane: Sveltia writes it as a blob: document in an iframe (custom preview templates),
    // which frames the page being edited in an empty same-document frame of the chosen width.
    ["frame-src", "blob:"],
    // Only the editor's own origin may be a <base>: Sveltia's preview document sets it, so the
    // page's relative URLs (/media/…) resolve to the site.
    ["base-uri", "'self'"],
    // The editor submits no HTML forms (sign-in opens GitHub in a pop-up window, which this policy does not govern).
    ["form-action", "'none'"],
    // No other site may frame the editor (clickjacking); the same as X-Frame-Options: DENY.
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}
