// The page table (app/page-table.ts, written to build/pages.json) against the build and the three
// delivery paths (the Node server, nginx, and Cloudflare's runtime serving the static upload):
// every page in every language is answered 200 with its own file at its own URL, without a
// redirect, each language's unknown paths get that language's not-found page with 404, and
// nothing else was built.
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { ADMIN_EXTRA_HEADERS, adminCsp } from "../../delivery/admin-policy.ts";
import { REDIRECT_STATUS } from "../../delivery/policy.ts";
import {
  clientDir,
  get,
  projectDir,
  readDelivery,
  startCloudflareServer,
  startNginxServer,
  startNodeServer,
} from "./support.mjs";

/** @type {unknown} */
const pageTable = JSON.parse(readFileSync(path.join(projectDir, "build", "pages.json"), "utf8"));
const entries = /** @type {import("../../app/page-table.ts").PageEntry[]} */ (pageTable);
const pages = entries.filter((entry) => entry.id !== "not-found");
const notFoundPages = entries.filter((entry) => entry.id === "not-found");

/**
 * @param {{ headers: Record<string, string | undefined>, body: string }} response
 */
function bodyOf(response) {
  const bytes = Buffer.from(response.body, "latin1");
  const encoding = response.headers["content-encoding"];
  const raw = encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes;
  return raw.toString("utf8");
}

/** @param {string} file */
const builtFile = (file) => readFileSync(path.join(clientDir, file), "utf8");

/** @param {string} dir @returns {string[]} */
function htmlFilesUnder(dir, prefix = "") {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    if (item.isDirectory()) return htmlFilesUnder(path.join(dir, item.name), `${prefix}${item.name}/`);
    return item.name.endsWith(".html") ? [`${prefix}${item.name}`] : [];
  });
}

describe("the page table and the build", () => {
  it("lists both languages of every page, and each page's translations both ways", () => {
    const locales = new Set(entries.map((entry) => entry.locale));
    assert.deepEqual([...locales].sort(), ["de", "en"]);
    for (const page of pages) {
      // Every page but an untranslated article or role (or a later page of the list, or a country's
      // roles where only one language has a role there) exists in both languages.
      if (!["article", "role", "roles-country"].includes(page.id) && (page.listPage ?? 1) === 1)
        assert.deepEqual(Object.keys(page.alternates).sort(), ["de", "en"], page.path);
      assert.equal(page.alternates[page.locale], page.path, page.path);
      for (const [locale, alternate] of Object.entries(page.alternates)) {
        const other = pages.find((candidate) => candidate.path === alternate);
        assert.ok(other, `${page.path}: its ${locale} alternate ${alternate} is not a page`);
        assert.equal(other.alternates[page.locale], page.path, `${alternate} does not link back to ${page.path}`);
      }
    }
  });

  it("agrees with the pre-rendered files in both directions", () => {
    // The editor's page (editor/files.ts) is the one HTML file outside the table.
    const built = htmlFilesUnder(clientDir)
      .filter((file) => file !== "admin/index.html")
      .sort();
    assert.deepEqual(built, entries.map((entry) => entry.file).sort());
  });
});

/** @type {Record<string, { port: number, stop: () => Promise<void> } | null>} */
const servers = { node: null, nginx: null, cloudflare: null };
before(async () => {
  servers.node = await startNodeServer();
  servers.nginx = await startNginxServer();
  servers.cloudflare = await startCloudflareServer();
});
after(async () => {
  await servers.node?.stop();
  await servers.nginx?.stop();
  await servers.cloudflare?.stop();
});

for (const name of ["node", "nginx", "cloudflare"]) {
  describe(`${name}: the pages of the table`, () => {
    const port = () => /** @type {{ port: number }} */ (servers[name]).port;

    for (const page of pages) {
      it(`${page.path} is its own pre-rendered page, in ${page.locale}`, async () => {
        const response = await get(port(), page.path, "Accept-Encoding: br\r\n");
        assert.equal(response.status, 200);
        const html = bodyOf(response);
        assert.equal(html, builtFile(page.file));
        assert.match(html, new RegExp(`<html lang="${page.locale}`));
      });
    }

    it("gives each page one address: the other trailing-slash form and the page's file redirect to it", async () => {
      for (const page of pages) {
        const otherForm = page.path.endsWith("/") ? page.path.slice(0, -1) : `${page.path}/`;
        for (const target of page.path === "/" ? [`/${page.file}`] : [otherForm, `/${page.file}`]) {
          const response = await get(port(), `${target}?ref=x`);
          assert.equal(response.status, REDIRECT_STATUS, target);
          assert.equal(response.headers.location, `${page.path}?ref=x`, target);
        }
      }
    });

    for (const notFound of notFoundPages) {
      const prefix = notFound.path.slice(0, notFound.path.lastIndexOf("/") + 1);
      for (const target of [
        `${prefix}no-such-page`,
        `${prefix}assets-that-are-not/here.js`,
        `${prefix}no-such-page.html`,
        `${prefix}termin/index.html`,
      ]) {
        it(`${target} gets the ${notFound.locale} not-found page with status 404`, async () => {
          const response = await get(port(), target, "Accept-Encoding: gzip\r\n");
          assert.equal(response.status, 404);
          const html = bodyOf(response);
          assert.equal(html, builtFile(notFound.file));
          assert.match(html, new RegExp(`<html lang="${notFound.locale}`));
        });
      }
    }

    it("has no router data files: pages navigate as documents (docs/decisions/130)", async () => {
      for (const target of ["/booking.data", "/de/termin.data", "/de/_.data"]) {
        const response = await get(port(), target);
        assert.equal(response.status, 404, target);
      }
    });
  });

  describe(`${name}: the editor at /admin/`, () => {
    const port = () => /** @type {{ port: number }} */ (servers[name]).port;

    it("answers /admin/ and its files with the editor's own policy, kept out of search engines", async () => {
      for (const target of ["/admin/", "/admin/sveltia-cms.js", "/admin/config.yml"]) {
        const response = await get(port(), target);
        assert.equal(response.status, 200, target);
        assert.equal(response.headers["content-security-policy"], adminCsp(), target);
        assert.equal(response.headers["x-robots-tag"], ADMIN_EXTRA_HEADERS["X-Robots-Tag"], target);
      }
      for (const target of ["/admin", "/admin/index.html"]) {
        const moved = await get(port(), target);
        assert.equal(moved.status, REDIRECT_STATUS, target);
        assert.equal(moved.headers.location, "/admin/", target);
      }
    });

    it("keeps the site's own policy everywhere else", async () => {
      const home = await get(port(), "/");
      assert.equal(home.headers["content-security-policy"], readDelivery().csp);
      assert.equal(home.headers["x-robots-tag"], undefined);
      const robots = await get(port(), "/robots.txt", "Accept-Encoding: identity\r\n");
      assert.match(robots.body, /^Disallow: \/admin$/m);
    });
  });
}
