// Helpers for the HTTP suite: start the two servers on loopback, and send raw requests
// over sockets so no client library normalises the path or the headers first.
import { spawn } from "node:child_process";
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startNginx, waitForPort as waitForPortOn } from "../../scripts/nginx.mjs";

export const projectDir = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
export const clientDir = path.join(projectDir, "build", "client");
export const HOST = "127.0.0.1";
// Ports 5100-5199 belong to this work area; HTTP_TEST_PORT moves the pair.
const basePort = Number(process.env.HTTP_TEST_PORT ?? 5140);
export const NODE_PORT = basePort;
export const NGINX_PORT = basePort + 1;

/** @returns {{ csp: string, scriptHashes: string[], styleHashes: string[] }} */
export function readDelivery() {
  const file = path.join(projectDir, "build", "delivery.json");
  try {
    /** @type {unknown} */
    const delivery = JSON.parse(readFileSync(file, "utf8"));
    return /** @type {{ csp: string, scriptHashes: string[], styleHashes: string[] }} */ (delivery);
  } catch {
    throw new Error(`${file} is missing: the HTTP tests need a production build, run \`npm run build\` first`);
  }
}

/**
 * A throwaway copy of build/ for tests that add, remove or break files.
 * @returns {{ dir: string, clientDir: string, remove: () => void }}
 */
export function scratchBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), "scratch-build-"));
  cpSync(path.join(projectDir, "build"), dir, { recursive: true, verbatimSymlinks: true });
  chmodSync(dir, 0o755); // nginx's workers run as another user when the tests run as root
  return { dir, clientDir: path.join(dir, "client"), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * @param {number} port
 * @param {number} [timeoutMs]
 */
export function waitForPort(port, timeoutMs = 5000) {
  return waitForPortOn(HOST, port, timeoutMs);
}

/**
 * Starts `node server/start.mjs`; returns a handle with the child and a stop().
 * @param {{ port?: number, env?: Record<string, string> }} [options]
 */
export async function startNodeServer({ port = NODE_PORT, env = {} } = {}) {
  const child = spawn(process.execPath, ["server/start.mjs"], {
    cwd: projectDir,
    env: { ...process.env, PORT: String(port), HOST, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stdout = "";
  let stderr = "";
  child.stdout.on(
    "data",
    (/** @type {Buffer} */ chunk) => ((output += chunk.toString()), (stdout += chunk.toString())),
  );
  child.stderr.on(
    "data",
    (/** @type {Buffer} */ chunk) => ((output += chunk.toString()), (stderr += chunk.toString())),
  );
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  await Promise.race([
    waitForPort(port),
    exited.then((code) => {
      throw new Error(`server exited with ${code}: ${output}`);
    }),
  ]);
  return {
    name: "node",
    url: `http://${HOST}:${port}`,
    port,
    child,
    exited,
    output: () => output,
    stdout: () => stdout,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** @param {{ port?: number, buildDir?: string }} [options] */
export async function startNginxServer({ port = NGINX_PORT, buildDir } = {}) {
  const nginx = await startNginx({ host: HOST, port, buildDir });
  return { name: "nginx", port, ...nginx };
}

/**
 * Sends `payload` as-is and collects everything until the server closes the socket
 * or `timeoutMs` passes. Returns the parsed status line, headers and raw body.
 * @param {number} port
 * @param {string} payload
 * @returns {Promise<Response & { reason: string }>}
 */
export function rawRequest(port, payload, { timeoutMs = 5000 } = {}) {
  return new Promise((resolve) => {
    const socket = net.connect(port, HOST);
    /** @type {Buffer[]} */
    const chunks = [];
    let settled = false;
    const finish = (/** @type {string} */ reason) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parseResponse(Buffer.concat(chunks)), reason });
    };
    const timer = setTimeout(() => finish("timeout"), timeoutMs);
    socket.on("connect", () => socket.write(payload));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => finish("closed"));
    socket.on("close", () => finish("closed"));
    socket.on("error", () => finish("error"));
  });
}

/** @typedef {{ status: number, headers: Record<string, string>, body: string, raw: string }} Response */

/**
 * @param {Buffer} buffer
 * @returns {Response}
 */
export function parseResponse(buffer) {
  const text = buffer.toString("latin1");
  const headerEnd = text.indexOf("\r\n\r\n");
  const head = headerEnd === -1 ? text : text.slice(0, headerEnd);
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, body: headerEnd === -1 ? "" : text.slice(headerEnd + 4), raw: text };
}

/**
 * A well-formed GET that asks the server to close afterwards.
 * @param {number} port
 * @param {string} target
 */
export function get(port, target, extraHeaders = "") {
  return rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n${extraHeaders}\r\n`);
}
