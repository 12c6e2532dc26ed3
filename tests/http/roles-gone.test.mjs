// A closed role's address answers 410 Gone, with its language's closed-role page and the site's
// headers, on the three delivery paths: the Node server, nginx and Cloudflare's own runtime
// (its Pages Function, functions/_middleware.ts, as a static host's _redirects cannot send 410).
// The build has no closed role while the sample roles are open, so a copy of it gets two, one per
// language, through the same functions the build uses (delivery/nginx.ts, delivery/static-host.ts).
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { parse } from "yaml";
import { securityHeaders } from "../../delivery/headers.ts";
import { GONE_FILE, GONE_STATUS, PAGES_FILE, sitePages } from "../../delivery/policy.ts";
import { siteConfig } from "../../delivery/nginx.ts";
import { ROUTES_FILE, STATIC_UPLOAD_DIR, routesFile } from "../../delivery/static-host.ts";
import {
  NODE_PORT,
  get,
  projectDir,
  readDelivery,
  scratchBuild,
  startCloudflareServer,
  startNginxServer,
  startNodeServer,
} from "./support.mjs";

/** @param {"en" | "de"} locale */
const closedTitle = (locale) => {
  /** @type {unknown} */
  const words = parse(readFileSync(path.join(projectDir, "content", locale, "roles.yml"), "utf8"));
  return /** @type {{ closed: { title: string } }} */ (words).closed.title;
};

/** Ports of their own beside the other suites' (HTTP_TEST_PORT moves them all). */
const ROLES_PORT = NODE_PORT + 10;

const build = scratchBuild();
/** @typedef {import("../../app/page-table.ts").PageEntry} PageEntry */
/** @type {unknown} */
const table = JSON.parse(readFileSync(path.join(build.dir, PAGES_FILE), "utf8"));
const entries = /** @type {PageEntry[]} */ (table);
/** @param {string} id @param {string} [locale] */
const entryOf = (id, locale) => {
  const found = entries.find((entry) => entry.id === id && (!locale || entry.locale === locale));
  assert.ok(found, `the build has a page "${id}"`);
  return found;
};
const closedPage = (/** @type {string} */ locale) => entryOf("role-closed", locale);
const openRole = entryOf("role");
const gone = {
  en: `${path.posix.dirname(closedPage("en").path)}/a-role-that-closed-yesterday`,
  de: `${path.posix.dirname(closedPage("de").path)}/eine-gestern-geschlossene-position`,
};
const goneEntries = Object.entries(gone).map(([locale, gonePath]) => ({
  id: "gone",
  locale,
  path: gonePath,
  file: closedPage(locale).file,
}));
writeFileSync(path.join(build.dir, GONE_FILE), JSON.stringify(goneEntries));
const { csp } = readDelivery();
const site = sitePages(entries, goneEntries);
writeFileSync(path.join(build.dir, "nginx", "site.conf"), siteConfig({ csp, site }));
writeFileSync(path.join(build.dir, STATIC_UPLOAD_DIR, ROUTES_FILE), routesFile(site.gone ?? {}));

/** @type {[string, () => Promise<{ port: number, stop: () => Promise<void> }>][]} */
const servers = [
  ["node", () => startNodeServer({ port: ROLES_PORT, env: { BUILD_DIR: build.dir } })],
  ["nginx", () => startNginxServer({ port: ROLES_PORT + 1, buildDir: build.dir })],
  ["cloudflare", () => startCloudflareServer({ port: ROLES_PORT + 2, dir: path.join(build.dir, STATIC_UPLOAD_DIR) })],
];

after(() => build.remove());

for (const [name, start] of servers) {
  describe(`closed roles on ${name}`, () => {
    /** @type {{ port: number, stop: () => Promise<void> } | undefined} */
    let server;
    before(async () => {
      server = await start();
    });
    after(async () => server?.stop());

    for (const locale of /** @type {const} */ (["en", "de"])) {
      it(`answers 410 Gone at a closed role's address (${locale}), with the closed-role page and the site's headers`, async () => {
        const response = await get(/** @type {{ port: number }} */ (server).port, gone[locale]);
        assert.equal(response.status, GONE_STATUS);
        assert.match(response.headers["content-type"] ?? "", /^text\/html/);
        const title = closedTitle(locale);
        const body = Buffer.from(response.body, "latin1").toString("utf8");
        assert.ok(body.includes(title.replaceAll("'", "&#x27;")), `the body says "${title}"`);
        for (const [header, value] of Object.entries(securityHeaders(csp)))
          assert.equal(response.headers[header.toLowerCase()], value, header);
      });
    }

    it("still answers an open role 200 and an address that never was a role 404", async () => {
      assert.equal((await get(/** @type {{ port: number }} */ (server).port, openRole.path)).status, 200);
      assert.equal((await get(/** @type {{ port: number }} */ (server).port, `${gone.en}-never-was`)).status, 404);
    });
  });
}
