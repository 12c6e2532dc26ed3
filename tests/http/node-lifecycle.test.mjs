// The Node server's life cycle: clear one-line errors at startup, graceful shutdown.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { NODE_ACCESS_LOG_FIELDS } from "../../delivery/access-log.ts";
import { HOST, NODE_PORT, get, projectDir, rawRequest, scratchBuild, startNodeServer } from "./support.mjs";

const PORT = NODE_PORT + 5; // clear of delivery.test.mjs and changed-build.test.mjs

/** @param {Record<string, string>} env */
function runServer(env) {
  return spawnSync(process.execPath, ["server/start.ts"], {
    cwd: projectDir,
    env: { ...process.env, HOST, ...env },
    encoding: "utf8",
    timeout: 5000,
  });
}

/**
 * Waits for a state of the server (its output, say), polling; fails after 5 s.
 * @param {() => boolean} condition
 */
async function until(condition) {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not reached in 5 s: ${condition.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("node server start-up and shutdown", () => {
  it("exits with one clear line when the port is taken", async () => {
    const blocker = net.createServer();
    await new Promise((resolve) => blocker.listen(PORT, HOST, () => resolve(undefined)));
    try {
      const result = runServer({ PORT: String(PORT) });
      assert.equal(result.status, 1);
      assert.equal(result.stderr.trim(), `server: port ${PORT} on ${HOST} is already in use; set PORT to a free port`);
    } finally {
      blocker.close();
    }
  });

  it("exits with one clear line when there is no build", () => {
    const result = runServer({ PORT: String(PORT), BUILD_DIR: mkdtempSync(path.join(tmpdir(), "no-build-")) });
    assert.equal(result.status, 1);
    assert.equal(result.stderr.trim().split("\n").length, 1);
    assert.match(result.stderr, /no production build .*run `npm run build` first/);
  });

  for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"]))
    it(`on ${signal} finishes a request in flight, then exits 0`, { timeout: 15_000 }, async () => {
      const server = await startNodeServer({ port: PORT + 1 });
      // A client that has sent half its request when the signal arrives, then completes it.
      const socket = net.connect(server.port, HOST);
      await new Promise((resolve) => socket.once("connect", resolve));
      /** @type {Promise<string>} */
      const response = new Promise((resolve) => {
        let text = "";
        socket.on("data", (chunk) => (text += chunk.toString()));
        socket.on("close", () => resolve(text));
      });
      socket.write(`GET /booking HTTP/1.1\r\nHost: ${HOST}\r\n`);
      // A request on a second connection, answered: the server has taken the first one in by now.
      assert.equal((await get(server.port, "/")).status, 200);
      server.child.kill(signal);
      // The signal has been handled (no more accepting) before the first request is completed.
      await until(() => new RegExp(`${signal} received`).test(server.output()));
      socket.write("Connection: close\r\n\r\n");
      assert.match(await response, /^HTTP\/1\.1 200 OK/);
      assert.equal(await server.exited, 0);
      assert.match(server.output(), new RegExp(`${signal} received`));
      // And it no longer accepts connections.
      /** @type {boolean} */
      const refused = await new Promise((resolve) => {
        const probe = net.connect(server.port, HOST);
        probe.on("connect", () => (probe.destroy(), resolve(false)));
        probe.on("error", () => resolve(true));
      });
      assert.ok(refused);
    });
});

describe("node server start-up checks", () => {
  it("refuses an empty PORT in one line instead of listening on a random port", () => {
    const result = runServer({ PORT: "" });
    assert.equal(result.status, 1);
    assert.equal(result.stderr.trim().split("\n").length, 1, result.stderr);
    assert.match(result.stderr, /^server: PORT="" is not a port number/);
  });

  it("refuses a build whose delivery.json has no usable CSP, or whose not-found page lacks an encoding", () => {
    const build = scratchBuild();
    try {
      writeFileSync(
        path.join(build.dir, "delivery.json"),
        JSON.stringify({ csp: "default-src 'none'\r\nX-Injected: 1" }),
      );
      const badCsp = runServer({ PORT: String(PORT), BUILD_DIR: build.dir });
      assert.equal(badCsp.status, 1);
      assert.equal(badCsp.stderr.trim().split("\n").length, 1, badCsp.stderr);
      assert.match(badCsp.stderr, /delivery\.json: "csp" must be a one-line Content-Security-Policy/);

      cpSync(path.join(projectDir, "build", "delivery.json"), path.join(build.dir, "delivery.json"));
      rmSync(path.join(build.clientDir, "404.html.br"));
      const noBrotli = runServer({ PORT: String(PORT), BUILD_DIR: build.dir });
      assert.equal(noBrotli.status, 1);
      assert.equal(noBrotli.stderr.trim().split("\n").length, 1, noBrotli.stderr);
      assert.match(noBrotli.stderr, /404\.html\.br is missing or empty; run `npm run build`/);
    } finally {
      build.remove();
    }
  });
});

describe("node server logs", () => {
  /** @param {string} text */
  const accessLines = (text) => text.split("\n").filter((line) => /^\d{4}-\d\d-\d\dT/.test(line));

  it("writes one access line per request to stdout: time, method, path without query, status, bytes, ms", async () => {
    const server = await startNodeServer({ port: PORT + 3, env: { LOG_REQUESTS: "1" } });
    try {
      // Read until the server closes: a client that hangs up the moment it has the body can beat
      // the response's own end, and that response is logged with "-" bytes.
      const page = await rawRequest(
        server.port,
        `GET /booking?utm_source=newsletter&email=someone HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\nAccept-Encoding: br\r\n\r\n`,
        { untilClosed: true },
      );
      await get(server.port, "/nope");
      await until(() => accessLines(server.stdout()).length >= 2);
      const lines = accessLines(server.stdout());
      assert.equal(lines.length, 2, server.stdout());
      // Exactly the fields the privacy policy names for this server (legal.webServer: node).
      assert.equal((lines[0] ?? "").split(" ").length, NODE_ACCESS_LOG_FIELDS.length, lines[0]);
      assert.ok(!(lines[0] ?? "").includes(HOST), "no IP address");
      const [time, method, target, status, bytes, milliseconds] = (lines[0] ?? "").split(" ");
      assert.ok(!Number.isNaN(Date.parse(time ?? "")), `time ${time}`);
      assert.deepEqual([method, target, status], ["GET", "/booking", "200"]);
      assert.equal(Number(bytes), Number(page.headers["content-length"]));
      assert.match(milliseconds ?? "", /^\d+\.\d$/);
      assert.match(lines[1] ?? "", / GET \/nope 404 \d+ /);
      assert.doesNotMatch(server.stdout(), /utm_source|someone/);
      assert.equal(accessLines(server.stderr()).length, 0, "access lines stay off stderr");
    } finally {
      await server.stop();
    }
  });

  it("writes no access lines with LOG_REQUESTS=0", async () => {
    const server = await startNodeServer({ port: PORT + 3, env: { LOG_REQUESTS: "0" } });
    try {
      // Read until the server closes: by then it would have written the response's access line.
      const page = await rawRequest(server.port, `GET / HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`, {
        untilClosed: true,
      });
      assert.equal(page.status, 200);
      assert.deepEqual(accessLines(server.output()), []);
      assert.match(server.stdout(), /^Serving build\/client/);
    } finally {
      await server.stop();
    }
  });
});
