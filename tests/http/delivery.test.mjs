// The production delivery paths, over real sockets: the Node server (`npm start`) and
// Debian's nginx with the generated config, both on loopback. The same expectations run
// against both, and a last group checks that they, the static-host `_headers` file and
// Cloudflare's own runtime serving the static upload agree with delivery/policy.ts.
import assert from "node:assert/strict";
import { readFileSync, readdirSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { FILE_CSP, fileSecurityHeaders, securityHeaders } from "../../delivery/headers.ts";
import { CACHE_CONTROL, LIMITS, REDIRECT_STATUS } from "../../delivery/policy.ts";
import { ADMIN_EXTRA_HEADERS, adminCsp } from "../../delivery/admin-policy.ts";
import { HEADERS_FILE, HEADERS_LIMITS } from "../../delivery/static-host.ts";
import {
  HOST,
  clientDir,
  get,
  rawRequest,
  readDelivery,
  startCloudflareServer,
  startNginxServer,
  startNodeServer,
  staticUploadDir,
} from "./support.mjs";
import { parse } from "yaml";

/**
 * A text of content/en/<file> (the agency edits it), HTML-escaped as React writes it.
 * @param {string} file
 * @param {string[]} keys
 */
function englishText(file, keys) {
  /** @type {unknown} */
  let value = parse(readFileSync(path.join(import.meta.dirname, "../../content/en", file), "utf8"));
  for (const key of keys) value = /** @type {Record<string, unknown>} */ (value)[key];
  return String(value).replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
}

const delivery = readDelivery();
const expectedHeaders = securityHeaders(delivery.csp);
const hashedScript = readdirSync(path.join(clientDir, "assets")).find((name) => name.endsWith(".js"));
const hashedFont = readdirSync(path.join(clientDir, "assets")).find((name) => name.endsWith(".woff2"));
assert.ok(hashedScript && hashedFont, "the build has hashed scripts and fonts under /assets/");

/** Strings that would only appear in a response if something outside the site leaked. */
const LEAK_MARKERS = ["root:x:0", '"executive-search-site"', "scriptHashes", "do not edit by hand", "[core]", "BEGIN "];

/** @typedef {import("./support.mjs").Response} Response */

/**
 * @param {Response} response
 * @param {string} label
 * @param {Record<string, string>} [expected] the document headers unless given
 */
function assertSecurityHeaders(response, label, expected = expectedHeaders) {
  for (const [name, value] of Object.entries(expected)) {
    assert.equal(response.headers[name.toLowerCase()], value, `${label}: ${name}`);
  }
  assert.equal(response.headers["x-powered-by"], undefined, `${label}: X-Powered-By`);
  assert.doesNotMatch(response.headers.server ?? "", /\d/, `${label}: Server header carries a version`);
}

/** @param {Response} response */
function decode(response) {
  const bytes = Buffer.from(response.body, "latin1");
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(bytes);
  if (encoding === "gzip") return gunzipSync(bytes);
  return bytes;
}

/** At least 25 hostile requests; `allowed` lists the statuses a safe answer may have. */
const longPath = "/" + "a".repeat(10 * 1024);
const hugeHeader = `X-Filler: ${"b".repeat(64 * 1024)}\r\n`;
/** @type {Hostile[]} */
const HOSTILE = [
  ["plain traversal", "GET /../../../../etc/passwd HTTP/1.1"],
  ["traversal from /assets", "GET /assets/../../package.json HTTP/1.1"],
  ["traversal to the build manifest", "GET /../delivery.json HTTP/1.1"],
  ["percent-encoded slashes", "GET /..%2f..%2f..%2fetc%2fpasswd HTTP/1.1"],
  ["percent-encoded dots", "GET /%2e%2e/%2e%2e/%2e%2e/etc/passwd HTTP/1.1"],
  ["double-encoded dots", "GET /%252e%252e/%252e%252e/etc/passwd HTTP/1.1"],
  ["double-encoded from /assets", "GET /assets/%252e%252e%252f%252e%252e%252fpackage.json HTTP/1.1"],
  ["overlong UTF-8 dots", "GET /%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd HTTP/1.1"],
  ["overlong UTF-8 slashes", "GET /..%c0%af..%c0%afpackage.json HTTP/1.1"],
  ["raw backslashes", "GET /..\\..\\..\\etc\\passwd HTTP/1.1"],
  ["backslash from /assets", "GET /assets\\..\\..\\package.json HTTP/1.1"],
  ["encoded backslashes", "GET /..%5c..%5cpackage.json HTTP/1.1"],
  ["NUL byte, encoded, before an extension", "GET /index.html%00.js HTTP/1.1"],
  ["NUL byte, encoded, alone", "GET /%00 HTTP/1.1"],
  ["NUL byte, raw", "GET /\0 HTTP/1.1"],
  ["malformed percent-encoding", "GET /%E0%A4%A HTTP/1.1"],
  ["invalid percent digits", "GET /%zz HTTP/1.1"],
  ["dangling percent", "GET /booking% HTTP/1.1"],
  ["dotfile", "GET /.env HTTP/1.1"],
  ["git config", "GET /.git/config HTTP/1.1"],
  ["static-host headers file", "GET /_headers HTTP/1.1"],
  ["10 KB path", `GET ${longPath} HTTP/1.1`],
  ["64 KB header", "GET / HTTP/1.1", hugeHeader],
  ["PROPFIND", "PROPFIND / HTTP/1.1"],
  ["TRACE", "TRACE / HTTP/1.1"],
  ["CONNECT", "CONNECT 127.0.0.1:22 HTTP/1.1"],
  ["made-up method", "BREW /booking HTTP/1.1"],
  ["garbage request line", "\x16\x03\x01\x02\x00 garbage"],
  ["request line without target", "GET"],
  // HTTP/0.9 cannot carry a status or headers: Node times it out (408), nginx closes at once.
  ["HTTP/0.9 request", "GET /", null, "\r\n", { closeWithoutAnswer: true }],
  [
    "request smuggling: Content-Length and Transfer-Encoding",
    "GET / HTTP/1.1",
    "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n",
  ],
];

/** @typedef {[string, string, (string | null)?, string?, { closeWithoutAnswer: boolean }?]} Hostile */

/** @param {Hostile} hostile */
function hostilePayload([, requestLine, extraHeaders, terminator]) {
  if (terminator) return requestLine + terminator;
  return `${requestLine}\r\nHost: ${HOST}\r\nConnection: close\r\n${extraHeaders ?? ""}\r\n`;
}

/** @type {Record<string, { port: number, stop: () => Promise<void> } | null>} */
const servers = { node: null, nginx: null, cloudflare: null };
/** @param {string} name */
const portOf = (name) => {
  const server = servers[name];
  if (!server) throw new Error(`${name} is not running`);
  return server.port;
};
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

for (const name of ["node", "nginx"]) {
  describe(`${name}: routing and statuses`, () => {
    const port = () => portOf(name);

    it("serves the home and booking pages with 200 and their content", async () => {
      const home = await get(port(), "/", "Accept-Encoding: identity\r\n");
      assert.equal(home.status, 200);
      assert.ok(home.body.includes(englishText("home.yml", ["intro", "title"])));
      const booking = await get(port(), "/booking?utm_source=newsletter");
      assert.equal(booking.status, 200);
      assert.ok(booking.body.includes(englishText("booking.yml", ["title"])));
    });

    it("answers unknown paths with the not-found page and status 404", async () => {
      for (const target of ["/no-such-page", "/booking/extra", "/assets/", "/images", "/booking/index.html"]) {
        const response = await get(port(), target);
        assert.equal(response.status, 404, target);
        assert.ok(response.body.includes(englishText("common.yml", ["notFound", "title"])), target);
        assert.equal(response.headers["content-type"], "text/html; charset=utf-8", target);
      }
    });

    it("redirects a trailing slash or the page's file to the page, keeping the query, to a path not a host", async () => {
      for (const [target, location] of [
        ["/booking/?ref=x", "/booking?ref=x"],
        ["/booking.html?ref=x", "/booking?ref=x"],
        ["/index.html?ref=x", "/?ref=x"],
      ]) {
        const response = await rawRequest(
          port(),
          `GET ${target} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
        );
        assert.equal(response.status, REDIRECT_STATUS, target);
        assert.equal(response.headers.location, location, target);
      }
    });

    it("answers HEAD like GET without a body", async () => {
      const response = await rawRequest(port(), `HEAD / HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`);
      assert.equal(response.status, 200);
      assert.equal(response.body, "");
      assert.ok(Number(response.headers["content-length"]) > 1000);
    });

    it("refuses every other method with 405 and Allow: GET, HEAD", async () => {
      for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
        const response = await rawRequest(
          port(),
          `${method} /booking HTTP/1.1\r\nHost: ${HOST}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
        );
        assert.equal(response.status, 405, method);
        assert.equal(response.headers.allow, "GET, HEAD", method);
        assertSecurityHeaders(response, `${method} /booking`);
      }
    });
  });

  describe(`${name}: headers, compression and caching`, () => {
    const port = () => portOf(name);

    it("sends the full security header set on pages, 404s, 405, redirects and 400", async () => {
      /** @type {[string, string][]} */
      const requests = [
        ["GET /", `GET / HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`],
        ["GET /booking", `GET /booking HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`],
        ["GET 404", `GET /nope HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`],
        [
          "GET missing asset",
          `GET /assets/gone-after-a-deploy.js HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`,
        ],
        [
          "POST asset",
          `POST /assets/${hashedScript} HTTP/1.1\r\nHost: ${HOST}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
        ],
        ["redirect", `GET /booking/ HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`],
        ["400", `GET /%zz HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`],
      ];
      for (const [label, payload] of requests)
        assertSecurityHeaders(await rawRequest(port(), payload), `${name} ${label}`);
    });

    it("sends files the short file policy instead of the pages' list of hashes, and no Permissions-Policy", async () => {
      for (const target of [`/assets/${hashedScript}`, "/icon.svg", "/robots.txt", "/.well-known/security.txt"]) {
        const response = await get(port(), target);
        assert.equal(response.status, 200, target);
        assertSecurityHeaders(response, `${name} ${target}`, fileSecurityHeaders());
        assert.equal(response.headers["content-security-policy"], FILE_CSP, target);
        assert.equal(response.headers["permissions-policy"], undefined, target);
      }
      const notModified = await get(port(), `/assets/${hashedScript}`, `If-None-Match: *\r\n`);
      assert.equal(notModified.status, 304);
      assertSecurityHeaders(notModified, `${name} 304 of an asset`, fileSecurityHeaders());
    });

    it("has a CSP without unsafe-inline/eval, scoped to self, hashes and the provider", () => {
      const csp = delivery.csp;
      assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|\*/);
      for (const directive of [
        "default-src 'none'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ]) {
        assert.ok(csp.includes(directive), directive);
      }
      assert.match(csp, /script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+ https:\/\/assets\.calendly\.com;/);
      assert.match(csp, /style-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+;/);
      assert.match(csp, /frame-src https:\/\/calendly\.com;/);
    });

    it("serves brotli, gzip or identity by Accept-Encoding, each decoding to the same file", async () => {
      const original = readFileSync(path.join(clientDir, "index.html"));
      for (const [accept, expected] of [
        ["br, gzip, deflate", "br"],
        ["gzip, deflate", "gzip"],
        ["identity", undefined],
      ]) {
        const response = await get(port(), "/", `Accept-Encoding: ${accept}\r\n`);
        assert.equal(response.headers["content-encoding"], expected, accept);
        assert.equal(response.headers.vary, "Accept-Encoding", accept);
        assert.ok(decode(response).equals(original), `${accept}: body differs from index.html`);
      }
      const notFound = await get(port(), "/nope", "Accept-Encoding: br\r\n");
      assert.equal(notFound.headers["content-encoding"], "br");
      assert.ok(decode(notFound).equals(readFileSync(path.join(clientDir, "404.html"))));
    });

    it("labels each kind of file with its Content-Type", async () => {
      /** @type {[string, string][]} */
      const cases = [
        ["/", "text/html; charset=utf-8"],
        [`/assets/${hashedScript}`, "text/javascript; charset=utf-8"],
        [`/assets/${hashedFont}`, "font/woff2"],
        ["/images/markets-map.svg", "image/svg+xml; charset=utf-8"],
      ];
      for (const [target, type] of cases)
        assert.equal((await get(port(), target)).headers["content-type"], type, target);
    });

    it("caches hashed assets for a year and makes HTML revalidate", async () => {
      assert.equal((await get(port(), `/assets/${hashedScript}`)).headers["cache-control"], CACHE_CONTROL.immutable);
      assert.equal((await get(port(), `/assets/${hashedFont}`)).headers["cache-control"], CACHE_CONTROL.immutable);
      for (const target of ["/", "/booking", "/nope", "/images/markets-map.svg"]) {
        assert.equal((await get(port(), target)).headers["cache-control"], CACHE_CONTROL.revalidate, target);
      }
    });

    it("answers a matching If-None-Match with 304 and no body", async () => {
      const first = await get(port(), "/booking", "Accept-Encoding: br\r\n");
      assert.ok(first.headers.etag, "ETag present");
      const second = await get(port(), "/booking", `Accept-Encoding: br\r\nIf-None-Match: ${first.headers.etag}\r\n`);
      assert.equal(second.status, 304);
      assert.equal(second.body, "");
      assert.equal(second.headers["cache-control"], CACHE_CONTROL.revalidate);
    });

    it("ignores Range and sends the whole file, as both servers do", async () => {
      const response = await get(
        port(),
        `/assets/${hashedScript}`,
        "Accept-Encoding: identity\r\nRange: bytes=0-9\r\n",
      );
      assert.equal(response.status, 200);
      assert.equal(
        Number(response.headers["content-length"]),
        readFileSync(path.join(clientDir, "assets", hashedScript)).length,
      );
    });

    it("does not serve precompressed twins at their own paths", async () => {
      for (const target of ["/index.html.br", `/assets/${hashedScript}.gz`])
        assert.equal((await get(port(), target)).status, 404, target);
    });
  });

  describe(`${name}: negotiation, revalidation and the edges of HTTP`, () => {
    const port = () => portOf(name);

    it("reads Accept-Encoding weights as nginx does, for files and the not-found page alike", async () => {
      const cases = [
        ["br;q=0, gzip", "gzip"], // brotli refused by its weight
        ["gzip;q=0", undefined],
        ["br;q=0.000, gzip ; q=0", undefined],
        ["nobr, xgzip", undefined], // other codings' names merely contain "br" and "gzip"
        ["br;q=0.5, gzip;q=1", "br"], // nginx prefers brotli whatever the weights
        ["BR", "br"],
        ["*", undefined], // nginx does not expand the wildcard
      ];
      for (const [accept, expected] of cases) {
        for (const target of ["/", "/nope"]) {
          const response = await get(port(), target, `Accept-Encoding: ${accept}\r\n`);
          assert.equal(response.headers["content-encoding"], expected, `${target} with ${accept}`);
          const original = readFileSync(path.join(clientDir, target === "/" ? "index.html" : "404.html"));
          assert.ok(decode(response).equals(original), `${target} with ${accept}: body does not decode to the file`);
        }
      }
    });

    it("answers If-None-Match lists and * and an exact If-Modified-Since with a 304 carrying the validators", async () => {
      const first = await get(port(), "/booking", "Accept-Encoding: br\r\n");
      const { etag, "last-modified": lastModified } = first.headers;
      assert.ok(etag && lastModified, "ETag and Last-Modified on the 200");
      const conditions = [`If-None-Match: "stale", ${etag}`, "If-None-Match: *", `If-Modified-Since: ${lastModified}`];
      for (const condition of conditions) {
        const response = await get(port(), "/booking", `Accept-Encoding: br\r\n${condition}\r\n`);
        assert.equal(response.status, 304, condition);
        assert.equal(response.body, "", condition);
        assert.equal(response.headers.etag, etag, `${condition}: ETag`);
        assert.equal(response.headers["last-modified"], lastModified, `${condition}: Last-Modified`);
        assert.equal(response.headers.vary, "Accept-Encoding", `${condition}: Vary`);
        assert.equal(response.headers["cache-control"], CACHE_CONTROL.revalidate, `${condition}: Cache-Control`);
        assertSecurityHeaders(response, `${name} 304 for ${condition}`);
      }
      const anHourEarlier = new Date(Date.parse(lastModified) - 3600_000).toUTCString();
      for (const condition of [`If-None-Match: "stale", W/"other"`, `If-Modified-Since: ${anHourEarlier}`]) {
        const response = await get(port(), "/booking", `Accept-Encoding: br\r\n${condition}\r\n`);
        assert.equal(response.status, 200, condition);
      }
    });

    it("puts the security headers on answers to an HTTP/1.1 request without Host and to an unknown Expect", async () => {
      const noHost = await rawRequest(port(), "GET / HTTP/1.1\r\nConnection: close\r\n\r\n");
      assert.equal(noHost.status, 400);
      assertSecurityHeaders(noHost, `${name} without Host`);
      const expectation = await get(port(), "/", "Expect: teapot\r\n");
      // Node refuses an expectation it cannot meet; nginx ignores the field.
      assert.equal(expectation.status, name === "node" ? 417 : 200);
      assertSecurityHeaders(expectation, `${name} with Expect: teapot`);
    });

    it(`accepts a header line of ${LIMITS.maxHeaderLineBytes} bytes and refuses one byte more`, async () => {
      const prefix = "X-Filler: ";
      const line = (/** @type {number} */ bytes) => `${prefix}${"b".repeat(bytes - prefix.length - 2)}\r\n`;
      const fits = await get(port(), "/", line(LIMITS.maxHeaderLineBytes));
      assert.equal(fits.status, 200);
      const tooLong = await get(port(), "/", line(LIMITS.maxHeaderLineBytes + 1));
      assert.equal(tooLong.status, name === "node" ? 431 : 400);
      assertSecurityHeaders(tooLong, `${name} header line too long`);
    });

    it("serves /.well-known/security.txt from the build and hides every other dotfile", async () => {
      const response = await get(port(), "/.well-known/security.txt", "Accept-Encoding: identity\r\n");
      assert.equal(response.status, 200);
      assert.equal(response.headers["content-type"], "text/plain; charset=utf-8");
      const file = path.join(clientDir, ".well-known", "security.txt");
      assert.equal(response.body, readFileSync(file, "utf8"));
      assert.match(response.body, /^Contact: mailto:[^@\s]+@[^@\s]+$/m);
      assert.match(response.body, /^Canonical: https:\/\/[^\s]+\/\.well-known\/security\.txt$/m);
      const expires = Date.parse(/^Expires: (.+)$/m.exec(response.body)?.[1] ?? "");
      const builtAt = statSync(file).mtimeMs;
      const days = (expires - builtAt) / 86_400_000;
      assert.ok(days > 364 && days < 367, `Expires is ${days.toFixed(1)} days after the build`);
      for (const target of ["/.well-known/", "/.well-known/.secret", "/assets/.well-known/x", "/.git/HEAD"]) {
        assert.equal((await get(port(), target)).status, 404, target);
      }
    });
  });

  describe(`${name}: hostile requests`, () => {
    const port = () => portOf(name);

    for (const entry of HOSTILE) {
      it(`refuses safely: ${entry[0]}`, async () => {
        const response = await rawRequest(port(), hostilePayload(entry), { timeoutMs: 8000 });
        for (const marker of LEAK_MARKERS) assert.ok(!response.raw.includes(marker), `leaked ${marker}`);
        assert.notEqual(response.reason, "timeout", "the server neither answered nor closed within 8 s");
        if (entry[4]?.closeWithoutAnswer && response.status === 0) {
          assert.equal(response.raw, "", "closed without sending anything");
          return;
        }
        // Every hostile request is refused with a 4xx (400, 404, 405, 414, 431...), never a 2xx or 5xx.
        assert.ok(response.status >= 400 && response.status < 500, `status ${response.status || response.reason}`);
      });
    }

    it("stays healthy after all of them", async () => {
      await Promise.all(HOSTILE.map((entry) => rawRequest(port(), hostilePayload(entry))));
      const response = await get(port(), "/");
      assert.equal(response.status, 200);
    });

    it("serves others while 50 half-open connections stall, then drops them", { timeout: 30_000 }, async () => {
      const stalled = await Promise.all(
        Array.from(
          { length: 50 },
          () =>
            /** @type {Promise<net.Socket>} */ (
              new Promise((resolve, reject) => {
                const socket = net.connect(port(), HOST, () => {
                  socket.write(`GET / HTTP/1.1\r\nHost: ${HOST}\r\nX-Slow: `); // never finished
                  socket.resume(); // read whatever the server answers, so its close is seen
                  resolve(socket);
                });
                socket.on("error", reject);
              })
            ),
        ),
      );
      const closed = stalled.map((socket) => new Promise((resolve) => void socket.once("close", resolve)));
      for (const socket of stalled) socket.on("error", () => {});
      const started = Date.now();
      const response = await get(port(), "/booking");
      assert.equal(response.status, 200);
      assert.ok(Date.now() - started < 1000, `a normal request took ${Date.now() - started} ms`);
      const dropped = await Promise.race([
        Promise.all(closed).then(() => true),
        /** @type {Promise<boolean>} */ (new Promise((resolve) => setTimeout(() => resolve(false), 15_000))),
      ]);
      stalled.forEach((socket) => void socket.destroy());
      assert.ok(dropped, "the server still holds half-open connections after 15 s");
      assert.equal((await get(port(), "/")).status, 200);
    });
  });
}

describe("the three delivery paths agree with the policy", () => {
  const paths = [
    "/",
    "/booking",
    "/booking/",
    "/nope",
    `/assets/${hashedScript}`,
    "/images/markets-map.svg",
    "/index.html",
  ];

  it("Node and nginx answer the same statuses, caching, types and security headers", async () => {
    const compared = [
      "cache-control",
      "content-type",
      "location",
      ...Object.keys(expectedHeaders).map((name) => name.toLowerCase()),
    ];
    for (const target of paths) {
      const [node, nginx] = await Promise.all([get(portOf("node"), target), get(portOf("nginx"), target)]);
      assert.equal(node.status, nginx.status, target);
      for (const header of compared) {
        if (header === "content-type" && node.status === REDIRECT_STATUS) continue; // nginx adds a small HTML body to redirects
        assert.equal(node.headers[header], nginx.headers[header], `${target}: ${header}`);
      }
    }
  });

  it("the _headers file carries the same security headers and asset caching, within the host's limits", () => {
    const text = readFileSync(path.join(staticUploadDir, HEADERS_FILE), "utf8");
    for (const line of text.split("\n")) assert.ok(line.length <= HEADERS_LIMITS.maxLineCharacters, line.slice(0, 60));
    /** @type {Record<string, Record<string, string>>} */
    const rules = {};
    let current = "";
    for (const line of text.split("\n")) {
      if (!line.trim() || line.startsWith("#")) continue;
      if (!line.startsWith(" ")) rules[(current = line.trim())] = {};
      else {
        // "! Name" (Cloudflare's detach syntax) has no value.
        const colon = line.indexOf(":");
        const rule = rules[current] ?? {};
        if (colon === -1) rule[line.trim()] = "";
        else rule[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
      }
    }
    assert.deepEqual(rules["/*"], expectedHeaders);
    assert.deepEqual(rules["/assets/*"], {
      "! Content-Security-Policy": "",
      "! Permissions-Policy": "",
      "Content-Security-Policy": FILE_CSP,
      "Cache-Control": CACHE_CONTROL.immutable,
    });
    assert.ok(Object.keys(rules).length <= HEADERS_LIMITS.maxRules);
  });

  it("the CSP hashes match the inline scripts and styles of every page in the build", () => {
    const { createHash } = awaitCrypto;
    const seen = { script: new Set(), style: new Set() };
    /** @type {unknown} */
    const table = JSON.parse(readFileSync(path.join(clientDir, "..", "pages.json"), "utf8"));
    const pageFiles = /** @type {{ file: string }[]} */ (table).map((entry) => entry.file);
    for (const file of pageFiles) {
      const html = readFileSync(path.join(clientDir, file), "utf8");
      for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (!/\bsrc=/.test(attributes ?? ""))
          seen.script.add(
            createHash("sha256")
              .update(body ?? "")
              .digest("base64"),
          );
      }
      for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
        seen.style.add(
          createHash("sha256")
            .update(body ?? "")
            .digest("base64"),
        );
      }
    }
    assert.deepEqual([...seen.script].sort(), delivery.scriptHashes);
    assert.deepEqual([...seen.style].sort(), delivery.styleHashes);
  });
});

/**
 * Where Cloudflare Pages differs from nginx by design, on a response nginx answers as `nginx`;
 * each exception is asserted below, so a change of either side shows.
 */
const CLOUDFLARE_CONTENT_TYPES = {
  // Pages labels files itself; both JavaScript types run, and it knows no .ico type of ours.
  "text/javascript; charset=utf-8": "application/javascript",
  "image/x-icon": "image/vnd.microsoft.icon",
  "image/svg+xml; charset=utf-8": "image/svg+xml",
};

describe("Cloudflare Pages (its own runtime, serving the static upload) agrees with nginx", () => {
  const targets = [
    "/",
    "/booking?utm_source=newsletter",
    "/de/",
    "/de/termin",
    "/privacy",
    "/booking/",
    "/booking.html?ref=x",
    "/de",
    "/de/index.html",
    "/index.html",
    "/nope",
    "/de/nope",
    "/booking/index.html",
    `/assets/${hashedScript}`,
    `/assets/${hashedFont}`,
    "/assets/gone-after-a-deploy.js",
    "/images/markets-map.svg",
    "/robots.txt",
    "/.well-known/security.txt",
    "/favicon.ico",
    "/booking.data",
    "/index.html.br",
    `/assets/${hashedScript}.gz`,
    "/.env",
    "/.git/config",
    "/admin",
    "/admin/",
    "/admin/config.yml",
  ];
  const headerNames = Object.keys(expectedHeaders).map((name) => name.toLowerCase());

  it("answers the same statuses and redirect targets: every page at its URL, twins not public", async () => {
    for (const target of targets) {
      const [cloudflare, nginx] = await Promise.all([get(portOf("cloudflare"), target), get(portOf("nginx"), target)]);
      assert.equal(cloudflare.status, nginx.status, target);
      assert.equal(cloudflare.headers.location, nginx.headers.location, target);
    }
  });

  it("sends the same security headers; the policy and Permissions-Policy follow the path, not the kind of response", async () => {
    for (const target of targets) {
      const [cloudflare, nginx] = await Promise.all([get(portOf("cloudflare"), target), get(portOf("nginx"), target)]);
      const pathname = target.split("?")[0] ?? target;
      for (const header of headerNames) {
        if (header === "content-security-policy" || header === "permissions-policy") continue;
        assert.equal(cloudflare.headers[header], nginx.headers[header], `${target}: ${header}`);
      }
      // A _headers rule matches paths: under /assets/ the file policy (a missing asset's 404 too),
      // under /admin (and its redirect) the editor's, elsewhere the pages' set, files included. That set still
      // blocks scripts from elsewhere and framing.
      const [csp, permissions] = pathname.startsWith("/assets/")
        ? [FILE_CSP, undefined]
        : pathname === "/admin" || pathname.startsWith("/admin/")
          ? [adminCsp(), expectedHeaders["Permissions-Policy"]]
          : [delivery.csp, expectedHeaders["Permissions-Policy"]];
      assert.equal(cloudflare.headers["content-security-policy"], csp, `${target}: Content-Security-Policy`);
      assert.equal(cloudflare.headers["permissions-policy"], permissions, `${target}: Permissions-Policy`);
      // Pages adds this to every response by design; it exposes nothing a visitor cannot fetch anyway.
      assert.equal(cloudflare.headers["access-control-allow-origin"], "*", target);
    }
  });

  it("keeps the editor's own policy under /admin/, out of search engines", async () => {
    for (const target of ["/admin/", "/admin/config.yml", "/admin/sveltia-cms.js"]) {
      const response = await get(portOf("cloudflare"), target);
      assert.equal(response.status, 200, target);
      assert.equal(response.headers["content-security-policy"], adminCsp(), target);
      assert.equal(response.headers["cross-origin-opener-policy"], "same-origin-allow-popups", target);
      assert.equal(response.headers["x-robots-tag"], ADMIN_EXTRA_HEADERS["X-Robots-Tag"], target);
    }
  });

  it("labels files with the same types, except the few Pages names itself", async () => {
    for (const target of targets) {
      const [cloudflare, nginx] = await Promise.all([get(portOf("cloudflare"), target), get(portOf("nginx"), target)]);
      if (nginx.status === REDIRECT_STATUS) continue; // nginx adds a small HTML body to redirects, Pages none
      const expected = nginx.headers["content-type"] ?? "";
      const type = /** @type {Record<string, string>} */ (CLOUDFLARE_CONTENT_TYPES)[expected] ?? expected;
      assert.equal(cloudflare.headers["content-type"], type, target);
    }
  });

  it("caches hashed assets for a year and makes everything else revalidate", async () => {
    for (const target of targets) {
      const [cloudflare, nginx] = await Promise.all([get(portOf("cloudflare"), target), get(portOf("nginx"), target)]);
      const cacheControl = cloudflare.headers["cache-control"];
      if (nginx.headers["cache-control"] === CACHE_CONTROL.immutable && nginx.status === 200)
        assert.equal(cacheControl, CACHE_CONTROL.immutable, target);
      else if (cloudflare.status === REDIRECT_STATUS) assert.equal(cacheControl, undefined, target);
      // Pages' own wording of "ask again every time", and never to store its not-found answers.
      else if (cloudflare.status === 404) assert.equal(cacheControl, "no-store", target);
      else assert.equal(cacheControl, "public, max-age=0, must-revalidate", target);
    }
  });

  it("serves each language's not-found page with 404; /404 itself is the one soft 404", async () => {
    /** @type {[string, string][]} */
    const cases = [
      ["/nope", "404.html"],
      ["/de/gibt-es-nicht", "de/404.html"],
    ];
    for (const [target, file] of cases) {
      const response = await get(portOf("cloudflare"), target, "Accept-Encoding: identity\r\n");
      assert.equal(response.status, 404, target);
      assert.equal(
        Buffer.from(response.body, "latin1").toString("utf8"),
        readFileSync(path.join(clientDir, file), "utf8"),
      );
    }
    // Pages serves its 404.html files as pages of their own (nginx and Node: 404); no page links there.
    const soft = await get(portOf("cloudflare"), "/404");
    assert.equal(soft.status, 200);
    const moved = await get(portOf("cloudflare"), "/de/404.html");
    assert.equal(moved.status, REDIRECT_STATUS);
    assert.equal(moved.headers.location, "/de/404");
  });

  it("never serves _headers itself, and refuses methods other than GET and HEAD", async () => {
    const headersFile = await get(portOf("cloudflare"), "/_headers");
    // The local runtime answers 502 here; the point is that the file's text never goes out.
    assert.notEqual(headersFile.status, 200);
    assert.doesNotMatch(headersFile.body, /Generated by the build/);
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      const response = await rawRequest(
        portOf("cloudflare"),
        `${method} /booking HTTP/1.1\r\nHost: ${HOST}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      assert.equal(response.status, 405, method);
    }
  });
});

const awaitCrypto = await import("node:crypto");
