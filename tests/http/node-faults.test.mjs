// Faults inside the Node server, injected in this process: if one escaped as an uncaught
// exception, this test process would die with it. A failed answer becomes a 500 with the
// usual headers, or a closed connection once headers are out, and the next request works.
import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";
import { after, before, it } from "node:test";
import { securityHeaders } from "../../delivery/headers.ts";
import { createSiteServer, loadBuild } from "../../server/site-server.ts";
import { HOST, NODE_PORT, get, projectDir, readDelivery } from "./support.mjs";

const PORT = NODE_PORT + 20;
const server = createSiteServer({ ...loadBuild(path.join(projectDir, "build")), logRequests: false });
// eslint-disable-next-line @typescript-eslint/unbound-method -- put back on the prototype and called with apply
const originalWriteHead = http.ServerResponse.prototype.writeHead;
const originalCreateReadStream = fs.createReadStream;
const originalConsoleError = console.error;
/** @type {string[]} */
const errors = [];

before(async () => {
  console.error = (/** @type {unknown[]} */ ...parts) => errors.push(parts.join(" "));
  await new Promise((resolve) => server.listen(PORT, HOST, () => resolve(undefined)));
});
after(async () => {
  console.error = originalConsoleError;
  await new Promise((resolve) => server.close(resolve));
});

/**
 * Makes the next `count` calls of writeHead throw, as a bug in a handler would.
 * @param {number} count
 */
function failWriteHead(count) {
  let remaining = count;
  http.ServerResponse.prototype.writeHead = /** @type {typeof originalWriteHead} */ (
    function (/** @type {Parameters<typeof originalWriteHead>} */ ...args) {
      if (remaining-- > 0) throw new Error("injected writeHead fault");
      http.ServerResponse.prototype.writeHead = originalWriteHead;
      return originalWriteHead.apply(this, args);
    }
  );
}

it("answers a handler fault with a plain 500 carrying the security headers and no leftover encoding", async () => {
  failWriteHead(1);
  const response = await get(PORT, "/", "Accept-Encoding: br\r\n");
  assert.equal(response.status, 500);
  assert.equal(response.body, "500 Internal Server Error\n");
  assert.equal(response.headers["content-encoding"], undefined);
  assert.equal(response.headers.etag, undefined);
  const expected = securityHeaders(readDelivery().csp);
  for (const [name, value] of Object.entries(expected)) assert.equal(response.headers[name.toLowerCase()], value, name);
  assert.ok(
    errors.some((line) => line.includes("GET /: Error: injected writeHead fault")),
    errors.join("\n"),
  );
  assert.equal((await get(PORT, "/")).status, 200);
});

it("closes the connection when the 500 itself fails, and keeps serving", async () => {
  failWriteHead(2);
  const response = await get(PORT, "/booking");
  assert.equal(response.status, 0, "nothing was sent");
  assert.equal(response.reason, "closed");
  assert.equal((await get(PORT, "/booking")).status, 200);
});

it("closes the connection when the file cannot be read after its headers went out, and keeps serving", async () => {
  // The window between the look-up and the read: the file is gone when the stream opens.
  Object.assign(fs, {
    createReadStream: (/** @type {string} */ file, /** @type {object} */ options) =>
      originalCreateReadStream(`${file}.vanished`, options),
  });
  syncBuiltinESMExports();
  try {
    const response = await get(PORT, "/robots.txt");
    assert.notEqual(response.body, readFileText("robots.txt"), "the body was not sent");
    assert.equal(response.reason, "closed");
  } finally {
    Object.assign(fs, { createReadStream: originalCreateReadStream });
    syncBuiltinESMExports();
  }
  assert.ok(
    errors.some((line) => /GET \/robots\.txt: ENOENT/.test(line)),
    errors.join("\n"),
  );
  assert.equal((await get(PORT, "/robots.txt")).status, 200);
});

it("closes each file whose download the client gave up", async () => {
  const clientDir = path.join(projectDir, "build", "client");
  const openFiles = () =>
    fs.readdirSync("/proc/self/fd").filter((fd) => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(clientDir);
      } catch {
        return false; // closed while being read
      }
    }).length;
  const before = openFiles();
  // The editor's bundle (2 MB, unencoded) is still being sent when each client leaves.
  for (let count = 0; count < 5; count++) {
    await new Promise((resolve) => {
      const socket = net.connect(PORT, HOST, () =>
        socket.write("GET /admin/sveltia-cms.js HTTP/1.1\r\nHost: x\r\nAccept-Encoding: identity\r\n\r\n"),
      );
      socket.once("data", () => resolve(socket.destroy()));
      socket.once("error", resolve);
    });
  }
  const deadline = Date.now() + 5000;
  while (openFiles() > before && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
  assert.equal(openFiles(), before, "no file left open");
});

/** @param {string} file */
function readFileText(file) {
  return fs.readFileSync(path.join(projectDir, "build", "client", file), "utf8");
}
