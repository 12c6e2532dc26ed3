// The audit weighs each page's blocking time against its script-free twin (quality/audit.ts,
// quality/script-free-twin.ts). A header changes what the browser does (Cross-Origin-Opener-Policy
// alone moved Lighthouse's blocking time from 151 to 545 ms, docs/decisions/082), so the twin must
// be served with exactly the site's headers: the same server the audit starts, every page of the
// table, every encoding. Only what follows from the bytes may differ (length, validators, date).
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { builtPages, ROOT } from "../../tooling/built-pages.ts";
import { startBuildServer } from "../../tooling/servers.ts";
import { writeScriptFreeTwin } from "../../quality/script-free-twin.ts";
import path from "node:path";

// Ports 5100-5199 belong to this work area; HTTP_TEST_PORT moves them (these are its +5 and +6).
const basePort = Number(process.env.HTTP_TEST_PORT ?? 5140);
/** Headers that follow from the bytes served, which the twin changes on purpose. */
const FROM_THE_BYTES = new Set(["content-length", "etag", "last-modified", "date"]);
const ENCODINGS = ["br", "gzip", "identity"];

describe("the script-free twin the audit compares against", async () => {
  const paths = builtPages().map((page) => page.route);
  const twin = await writeScriptFreeTwin(paths);
  /** @type {{ baseUrl: string, stop: () => void }} */
  let site;
  /** @type {{ baseUrl: string, stop: () => void }} */
  let twinSite;
  before(async () => {
    site = await startBuildServer(basePort + 5, path.join(ROOT, "build"));
    twinSite = await startBuildServer(basePort + 6, twin.buildDir);
  });
  after(() => {
    site?.stop();
    twinSite?.stop();
    twin.remove();
  });

  /**
   * @param {string} base
   * @param {string} target
   * @param {string} encoding
   */
  const fetchHead = async (base, target, encoding) => {
    const response = await fetch(`${base}${target}`, { headers: { "accept-encoding": encoding }, redirect: "manual" });
    const body = await response.text();
    const headers = Object.fromEntries([...response.headers].filter(([name]) => !FROM_THE_BYTES.has(name)));
    return { status: response.status, headers, body };
  };

  it("has its scripts removed from every page of the table", () => {
    assert.ok(paths.includes("/") && paths.includes("/booking"), "the audited pages are in the table");
    for (const [page, removed] of Object.entries(twin.removed)) assert.ok(removed > 0, `${page}: nothing removed`);
  });

  it("is served with exactly the site's headers, page by page and in every encoding", async () => {
    // A page, a missing page of each language (its 404), an asset and a redirect.
    const targets = [...paths, "/no-such-page", "/de/no-such-page", "/icon.svg", "/booking/"];
    for (const target of targets)
      for (const encoding of ENCODINGS) {
        const [fromSite, fromTwin] = await Promise.all([
          fetchHead(site.baseUrl, target, encoding),
          fetchHead(twinSite.baseUrl, target, encoding),
        ]);
        assert.equal(fromTwin.status, fromSite.status, `${target} (${encoding}): status`);
        assert.deepEqual(fromTwin.headers, fromSite.headers, `${target} (${encoding}): headers`);
        if (paths.includes(target))
          assert.doesNotMatch(fromTwin.body, /<script\b(?![^>]*application\/ld\+json)/, `${target}: twin has scripts`);
      }
  });
});
