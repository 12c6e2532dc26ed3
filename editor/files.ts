import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build as esbuild, type Plugin as EsbuildPlugin } from "esbuild";
import {
  buildEditorConfig,
  CONTENT_FOLDERS,
  toEditorYaml,
  type EditorConfig,
} from "../content-pipeline/editor-config.ts";
import { CONTENT_FILES, type SiteFacts } from "../content-pipeline/schemas.ts";
import { DEFAULT_LOCALE, LOCALES } from "../shared/locales.ts";
import { stemsText } from "../content-pipeline/german-compounds.ts";
import type { PreviewContent } from "./preview/content.ts";
import { ADMIN_IMPORT_MAP, IMMUTABLE_CDN_URL, IMMUTABLE_LOCAL_PATH } from "../delivery/admin-policy.ts";

/** Where the editor lives on the site. delivery/admin-policy.ts gives this path its own headers. */
export const ADMIN_DIR = "admin";

/** Sveltia CMS's one-file browser build (a classic script, not a module) and its directory. */
const sveltiaDist = path.join(path.dirname(createRequire(import.meta.url).resolve("@sveltia/cms")), "..", "dist");
const sveltiaAssets = path.join(sveltiaDist, "..", "npm", "assets");
/** Sveltia's own dependencies, as npm installed them for it. */
const requireFromSveltia = createRequire(path.join(sveltiaDist, "..", "package.json"));

/**
 * The web fonts of Sveltia's interface (text, code, icons), self-hosted from the same npm package
 * (`npm/assets`, where its bundler-facing build keeps them). The one-file build's stylesheet names
 * them on cdn.jsdelivr.net; setup.js rewrites those URLs to these copies as the stylesheet is
 * inserted, before anything is laid out, so the browser never asks the CDN.
 */
const FONTS = [
  { cdn: "source-sans-3:vf@5.3.0/latin-wght-normal.woff2", asset: /^source-sans-3-latin-wght-normal-[\w-]+\.woff2$/ },
  { cdn: "noto-mono@5.3.0/latin-400-normal.woff2", asset: /^noto-mono-latin-400-normal-[\w-]+\.woff2$/ },
  {
    cdn: "material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2",
    asset: /^material-symbols-outlined-latin-wght-normal-[\w-]+\.woff2$/,
  },
] as const;
const FONT_CDN = "https://cdn.jsdelivr.net/fontsource/fonts/";
const GITHUB_API = "https://api.github.com";

/**
 * Requests the one-file build makes to third parties on its own, before anyone signs in, answered
 * in the page with an empty 204 (Sveltia treats that like an unreachable service):
 * - the hourly "is there a newer release?" check (a release arrives here through package.json);
 * - GitHub's public status page, polled for a "GitHub is having problems" badge.
 * (Its interface strings for a browser language other than English, which it fetches from
 * unpkg.com, are redirected to copies from the package instead: see {@link renderSetupScript}.)
 */
export const ANSWERED_LOCALLY = [
  "https://unpkg.com/@sveltia/cms/package.json",
  "https://www.githubstatus.com/api/v2/status.json",
];

type SveltiaFiles = {
  version: string;
  script: Buffer;
  fonts: { cdnUrl: string; fileName: string; body: Buffer }[];
  locales: { fileName: string; body: Buffer }[];
};

/** Reads Sveltia's script and fonts; fails the build if a new release moved what setup.js relies on. */
export function readSveltia(): SveltiaFiles {
  const script = readFileSync(path.join(sveltiaDist, "sveltia-cms.js"));
  const text = script.toString("utf8");
  const assets = readdirSync(sveltiaAssets);
  const fonts = FONTS.map(({ cdn, asset }) => {
    const cdnUrl = FONT_CDN + cdn;
    const fileName = assets.find((name) => asset.test(name));
    if (!text.includes(cdnUrl) || !fileName)
      throw new Error(
        `editor/files.ts: @sveltia/cms no longer loads ${cdnUrl} or ships it in npm/assets; update FONTS`,
      );
    return { cdnUrl, fileName, body: readFileSync(path.join(sveltiaAssets, fileName)) };
  });
  const fontUrls = new Set(text.match(/https:\/\/cdn\.jsdelivr\.net\/[^)`'"\s]+/g) ?? []);
  if (fontUrls.size !== FONTS.length)
    throw new Error(`editor/files.ts: @sveltia/cms names other CDN files: ${[...fontUrls].join(", ")}`);
  const { version } = JSON.parse(readFileSync(path.join(sveltiaDist, "..", "package.json"), "utf8")) as {
    version: string;
  };
  if (!text.includes(`https://unpkg.com/@sveltia/cms`))
    throw new Error("editor/files.ts: @sveltia/cms no longer loads its locales from unpkg.com; update setup.js");
  // Immutable.js, imported from unpkg.com at the version Sveltia names, mapped to the site's copy.
  const immutableVersion = /immutable:`\^?([\d.]+)`/.exec(text)?.[1];
  if (!immutableVersion || IMMUTABLE_CDN_URL !== `https://unpkg.com/immutable@${immutableVersion}/dist/immutable.es.js`)
    throw new Error(
      `editor/files.ts: @sveltia/cms imports immutable@${immutableVersion ?? "?"}; update IMMUTABLE_CDN_URL in delivery/admin-policy.ts`,
    );
  const localeDir = path.join(sveltiaDist, "..", "locales");
  const locales = readdirSync(localeDir)
    .filter((name) => name.endsWith(".json"))
    .map((fileName) => ({ fileName, body: readFileSync(path.join(localeDir, fileName)) }));
  return { version, script, fonts, locales };
}

/**
 * `admin/setup.js`, run before Sveltia: points the interface's font URLs at the self-hosted copies
 * and answers the {@link ANSWERED_LOCALLY} requests, so the sign-in screen asks nothing of a third party.
 */
export function renderSetupScript({ fonts, version }: Pick<SveltiaFiles, "fonts" | "version">): string {
  const local = Object.fromEntries(fonts.map(({ cdnUrl, fileName }) => [cdnUrl, `/${ADMIN_DIR}/fonts/${fileName}`]));
  const remoteLocales = `https://unpkg.com/@sveltia/cms@${version}/locales/`;
  return `// Generated by editor/files.ts, which explains why. Runs before sveltia-cms.js.
"use strict";
(function () {
  var fonts = ${JSON.stringify(local)};
  var localise = function (node) {
    if (node.nodeName !== "STYLE" || node.textContent.indexOf(${JSON.stringify(FONT_CDN)}) === -1) return;
    var css = node.textContent;
    Object.keys(fonts).forEach(function (url) {
      css = css.split(url).join(fonts[url]);
    });
    node.textContent = css;
  };
  new MutationObserver(function (records) {
    records.forEach(function (record) {
      record.addedNodes.forEach(localise);
    });
  }).observe(document.documentElement, { childList: true, subtree: true });

  var answeredHere = ${JSON.stringify(ANSWERED_LOCALLY)};
  var remoteLocales = ${JSON.stringify(remoteLocales)};
  // Sveltia starts from admin/init.js instead, which adds what only the browser knows to the config.
  window.CMS_MANUAL_INIT = true;

  var fetch = window.fetch.bind(window);
  // GitHub's API as the editor signed in: the Authorization header Sveltia sends, and the commit
  // each save creates (GraphQL createCommitOnBranch), for admin/extras.js's "what became of my
  // save" box. Kept in this closure; only requests to GitHub's API carry the header.
  var github = { origin: ${JSON.stringify(GITHUB_API)}, authorization: "", commit: undefined };
  window.siteEditorGitHub = {
    request: function (path) {
      return fetch(github.origin + path, {
        headers: { Accept: "application/vnd.github+json", Authorization: github.authorization },
        cache: "no-store",
      });
    },
    lastCommit: function () {
      return github.commit;
    },
  };
  var recordCommit = function (response) {
    response
      .clone()
      .json()
      .then(function (body) {
        var commit = body && body.data && body.data.createCommitOnBranch && body.data.createCommitOnBranch.commit;
        if (commit && commit.oid) github.commit = commit.oid;
      })
      .catch(function () {});
    return response;
  };

  window.fetch = function (input, init) {
    var url = String(typeof input === "string" ? input : input instanceof URL ? input.href : input && input.url);
    if (answeredHere.indexOf(url.split("?")[0]) !== -1) return Promise.resolve(new Response(null, { status: 204 }));
    if (url.indexOf(remoteLocales) === 0) return fetch("/${ADMIN_DIR}/locales/" + url.slice(remoteLocales.length), init);
    if (url.indexOf(github.origin + "/") === 0) {
      var headers = new Headers((init && init.headers) || (input instanceof Request ? input.headers : undefined));
      if (headers.get("Authorization")) github.authorization = headers.get("Authorization");
      var body = init && typeof init.body === "string" ? init.body : "";
      if (body.indexOf("createCommitOnBranch") !== -1) return fetch(input, init).then(recordCommit);
    }
    return fetch(input, init);
  };
})();
`;
}

/**
 * `admin/init.js`, run after Sveltia: starts it with config.yml plus the sign-in routes' origin,
 * which is the editor's own (on the live site, a preview host or loopback alike), so GitHub's
 * answer is posted from this origin to this origin (server/sign-in.ts).
 */
export const INIT_SCRIPT = `// Generated by editor/files.ts. Runs after sveltia-cms.js.
"use strict";
window.CMS.init({ config: { backend: { base_url: window.location.origin } } });
`;

/** `admin/index.html`: no inline style and one inline script, the import map, allowed by its hash. admin/extras.js
 * registers the preview and the save status between Sveltia's script and init.js, which starts it. */
export function renderAdminHtml(title: string): string {
  const escaped = title.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="referrer" content="same-origin" />
    <title>${escaped}</title>
    <script type="importmap">${ADMIN_IMPORT_MAP}</script>
  </head>
  <body>
    <script src="/${ADMIN_DIR}/setup.js"></script>
    <script src="/${ADMIN_DIR}/sveltia-cms.js"></script>
    <script src="/${ADMIN_DIR}/extras.js"></script>
    <script src="/${ADMIN_DIR}/init.js"></script>
  </body>
</html>
`;
}

/**
 * Where the preview's bundle meets what only the build has: the site's facts (a virtual module of
 * the site's build) and Node's built-ins, which the content pipeline's
 * browser-safe parts (typography, legal pages, articles) import beside their build-only parts.
 */
const previewShims = (root: string): EsbuildPlugin => ({
  name: "admin-preview-shims",
  setup(build) {
    const shim = (name: string) => path.join(root, "editor", "preview", "shims", name);
    build.onResolve({ filter: /^virtual:site-facts$/ }, () => ({ path: shim("site-facts.ts") }));
    build.onResolve({ filter: /^node:(fs|path|module|crypto)$/ }, () => ({ path: shim("node.ts") }));
  },
});

/**
 * `admin/extras.js` (editor/editor-extras.tsx under the project's `root`): the preview templates and
 * the save status, with their own React and the build's content; one classic script, for the editor
 * only. esbuild bundles it while the editor's files are made: a second entry of the site's own
 * Vite build would come out as a module, split into chunks and named by hash, none of which
 * Sveltia's classic scripts and the admin policy's fixed paths allow.
 */
export async function bundleEditorExtras(content: PreviewContent, repo: string, root: string): Promise<string> {
  const result = await esbuild({
    entryPoints: [path.join(root, "editor", "editor-extras.tsx")],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    legalComments: "none",
    jsx: "automatic",
    logLevel: "silent",
    define: {
      "process.env.NODE_ENV": '"production"',
      __PREVIEW_CONTENT__: JSON.stringify(content),
      __EDITOR_REPO__: JSON.stringify(repo),
    },
    plugins: [previewShims(root)],
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("editor/files.ts: esbuild wrote no admin/extras.js");
  return `// Generated by editor/files.ts from editor/editor-extras.tsx.\n${output.text}`;
}

/**
 * Sveltia renders preview templates with React DOM, which its one-file build loads on demand as
 * `chunks/react-dom.js` beside its own script (else from unpkg.com, which the policy refuses).
 */
function readSveltiaChunks(): { fileName: string; body: Buffer }[] {
  const dir = path.join(sveltiaDist, "chunks");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".js"))
    .map((fileName) => ({ fileName, body: readFileSync(path.join(dir, fileName)) }));
}

/** The editor's configuration: every content file's form, and the folders of articles and roles. */
export function editorConfigFor(site: Pick<SiteFacts, "editor" | "siteUrl">): EditorConfig {
  return buildEditorConfig(
    [...CONTENT_FILES],
    {
      locales: [...LOCALES],
      defaultLocale: DEFAULT_LOCALE,
      repo: site.editor.repo,
      branch: site.editor.branch,
      siteUrl: site.siteUrl,
    },
    CONTENT_FOLDERS,
  );
}

/**
 * Every file of the editor, by path under the site root (no leading slash). `preview`: the
 * preview pane's words and facts, this build's own; `stylesheet`: the pages' own, which the pane
 * shows them in; `root`: the project's directory, where editor/ is.
 */
export async function renderAdminFiles(
  preview: PreviewContent,
  stylesheet: string,
  root: string,
): Promise<Map<string, string | Buffer>> {
  const config = editorConfigFor(preview.site);
  const sveltia = readSveltia();
  const files = new Map<string, string | Buffer>([
    [`${ADMIN_DIR}/index.html`, renderAdminHtml(config.app_title)],
    [`${ADMIN_DIR}/config.yml`, toEditorYaml(config)],
    [`${ADMIN_DIR}/setup.js`, renderSetupScript(sveltia)],
    [`${ADMIN_DIR}/sveltia-cms.js`, sveltia.script],
    [`${ADMIN_DIR}/extras.js`, await bundleEditorExtras(preview, config.backend.repo, root)],
    [`${ADMIN_DIR}/init.js`, INIT_SCRIPT],
    // The German compounds' dictionary, for the preview's soft hyphens (content-pipeline/typography.ts).
    [`${ADMIN_DIR}/de-stems.txt`, stemsText()],
    // A visitor's first paint never waits for a face (`optional`); the pane shows the page as it
    // looks once the faces are in, so it waits for them (`block`) rather than keep the fallback for good.
    [`${ADMIN_DIR}/site.css`, stylesheet.replaceAll("font-display:optional", "font-display:block")],
  ]);
  for (const font of sveltia.fonts) files.set(`${ADMIN_DIR}/fonts/${font.fileName}`, font.body);
  for (const locale of sveltia.locales) files.set(`${ADMIN_DIR}/locales/${locale.fileName}`, locale.body);
  for (const chunk of readSveltiaChunks()) files.set(`${ADMIN_DIR}/chunks/${chunk.fileName}`, chunk.body);
  files.set(
    IMMUTABLE_LOCAL_PATH.slice(1),
    readFileSync(path.join(path.dirname(requireFromSveltia.resolve("immutable")), "immutable.es.js")),
  );
  return files;
}
