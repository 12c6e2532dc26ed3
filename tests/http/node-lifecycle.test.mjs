// The Node server's life cycle: clear one-line errors at startup, graceful shutdown.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { HOST, NODE_PORT, projectDir, startNodeServer } from "./support.mjs";

const PORT = NODE_PORT + 5; // clear of delivery.test.mjs

function runServer(env) {
  return spawnSync(process.execPath, ["server/start.mjs"], {
    cwd: projectDir,
    env: { ...process.env, HOST, ...env },
    encoding: "utf8",
    timeout: 5000,
  });
}

describe("node server start-up and shutdown", () => {
  it("exits with one clear line when the port is taken", async () => {
    const blocker = net.createServer();
    await new Promise((resolve) => blocker.listen(PORT, HOST, resolve));
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

  for (const signal of ["SIGTERM", "SIGINT"])
    it(`on ${signal} finishes a request in flight, then exits 0`, { timeout: 15_000 }, async () => {
      const server = await startNodeServer({ port: PORT + 1 });
      // A client that has sent half its request when the signal arrives, then completes it.
      const socket = net.connect(server.port, HOST);
      await new Promise((resolve) => socket.once("connect", resolve));
      const response = new Promise((resolve) => {
        let text = "";
        socket.on("data", (chunk) => (text += chunk));
        socket.on("close", () => resolve(text));
      });
      socket.write(`GET /booking HTTP/1.1\r\nHost: ${HOST}\r\n`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      server.child.kill(signal);
      await new Promise((resolve) => setTimeout(resolve, 300));
      socket.write("Connection: close\r\n\r\n");
      assert.match(await response, /^HTTP\/1\.1 200 OK/);
      assert.equal(await server.exited, 0);
      assert.match(server.output(), new RegExp(`${signal} received`));
      // And it no longer accepts connections.
      const refused = await new Promise((resolve) => {
        const probe = net.connect(server.port, HOST);
        probe.on("connect", () => (probe.destroy(), resolve(false)));
        probe.on("error", () => resolve(true));
      });
      assert.ok(refused);
    });
});
