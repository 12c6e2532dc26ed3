// Helpers for the HTTP suite: start the three delivery paths on loopback (the Node server,
// nginx, and Cloudflare's own static-host runtime), and send raw requests over sockets so no
// client library normalises the path or the headers first.
import { spawn } from "node:child_process";
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { waitForPort as waitForPortOn } from "../../scripts/nginx.ts";
import { HOST, startNginxServer as startNginxOn, startNodeServer as startNode } from "../../tooling/servers.ts";
import { STATIC_UPLOAD_DIR } from "../../delivery/static-host.ts";

export const projectDir = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
export const clientDir = path.join(projectDir, "build", "client");
/** What a static host receives (build/static/), served by Cloudflare's runtime below. */
export const staticUploadDir = path.join(projectDir, "build", STATIC_UPLOAD_DIR);
export { HOST };
// Ports 5100-5199 belong to this work area; HTTP_TEST_PORT moves the pair.
const basePort = Number(process.env.HTTP_TEST_PORT ?? 5140);
export const NODE_PORT = basePort;
export const NGINX_PORT = basePort + 1;
export const CLOUDFLARE_PORT = basePort + 2;

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

/** `node server/start.ts` on this suite's port unless told otherwise (tooling/servers.ts). */
export const startNodeServer = (
  /** @type {{ port?: number, env?: Record<string, string> }} */ { port = NODE_PORT, env = {} } = {},
) => startNode({ port, env });

/** nginx on this suite's port unless told otherwise (tooling/servers.ts). */
export const startNginxServer = (
  /** @type {{ port?: number, buildDir?: string, signInUpstream?: string }} */ { port = NGINX_PORT, ...options } = {},
) => startNginxOn({ port, ...options });

/**
 * A compatibility date the workerd binary of wrangler 4.164.0 (workerd 1.20261117) accepts
 * offline; without one, wrangler would ask the network for today's.
 */
export const CLOUDFLARE_COMPATIBILITY_DATE = "2026-11-01";

/**
 * Lines wrangler prints offline that say nothing about the site: it cannot fetch the
 * `Request.cf` object from workers.cloudflare.com, and its banner and bindings table.
 */
const WRANGLER_NOISE =
  /Request\.cf|getaddrinfo ENOTFOUND|GetAddrInfoReqWrap|^\s*at |^\s*$|wrangler \d|─|update available|Shimming|Binding|env\.CF_PAGES|Starting local server|Ready on|Parsed \d+ valid|No Functions|has access to the following bindings|^\[wrangler:info\]/;

/**
 * Starts Cloudflare's static-host runtime (`wrangler pages dev`, the workerd binary from npm)
 * on the static upload with the project's Pages Functions (functions/, as `wrangler pages deploy`
 * uploads them), offline. Its own files go to a temporary directory, not the project; wrangler
 * looks for ./functions there, so that is a link to the project's. `bindings` are the
 * environment the Functions see (the project's secrets on Cloudflare).
 * @param {{ port?: number, dir?: string, bindings?: Record<string, string> }} [options]
 */
export async function startCloudflareServer({ port = CLOUDFLARE_PORT, dir = staticUploadDir, bindings = {} } = {}) {
  const workDir = mkdtempSync(path.join(tmpdir(), "wrangler-"));
  symlinkSync(path.join(projectDir, "functions"), path.join(workDir, "functions"));
  const wrangler = path.join(projectDir, "node_modules", "wrangler", "bin", "wrangler.js");
  const args = ["pages", "dev", dir, "--port", String(port), "--ip", HOST];
  args.push("--compatibility-date", CLOUDFLARE_COMPATIBILITY_DATE, "--show-interactive-dev-session=false");
  for (const [name, value] of Object.entries(bindings)) args.push("--binding", `${name}=${value}`);
  const child = spawn(process.execPath, [wrangler, ...args], {
    cwd: workDir,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1", FORCE_COLOR: "0" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group, so stop() ends workerd too
  });
  let output = "";
  const collect = (/** @type {Buffer} */ chunk) => void (output += chunk.toString());
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
    await exited;
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitForPort(port, 30_000),
      exited.then((code) => {
        throw new Error(`wrangler pages dev exited with ${code}: ${output}`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    name: "cloudflare",
    url: `http://${HOST}:${port}`,
    port,
    /** What wrangler printed that is not its offline noise (warnings about the upload, say). */
    messages: () =>
      output
        .split("\n")
        .filter((line) => !WRANGLER_NOISE.test(line))
        .join("\n"),
    stop,
  };
}

/**
 * Sends `payload` as-is and collects everything until the server closes the socket
 * or `timeoutMs` passes. Returns the parsed status line, headers and raw body.
 * @param {number} port
 * @param {string} payload
 * @returns {Promise<Response & { reason: string }>}
 */
export function rawRequest(port, payload, { timeoutMs = 5000, untilClosed = false } = {}) {
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
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      // wrangler's proxy keeps the connection open after `Connection: close`: a response
      // whose framing says it is complete is finished without waiting for the close.
      // `untilClosed` waits for the server's own close, as a browser does (the access log's test).
      if (!untilClosed && isComplete(Buffer.concat(chunks), /^HEAD /.test(payload))) finish("complete");
    });
    socket.on("end", () => finish("closed"));
    socket.on("close", () => finish("closed"));
    socket.on("error", () => finish("error"));
  });
}

/**
 * Whether a response is complete by its own framing: Content-Length, or the last chunk.
 * @param {Buffer} buffer
 * @param {boolean} isHead
 */
function isComplete(buffer, isHead) {
  const text = buffer.toString("latin1");
  const headerEnd = text.indexOf("\r\n\r\n");
  if (headerEnd === -1) return false;
  const head = text.slice(0, headerEnd).toLowerCase();
  const status = Number(/^http\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  if (isHead || status === 304 || status === 204) return true;
  const body = text.slice(headerEnd + 4);
  if (/\r\ntransfer-encoding: *chunked/.test(head)) return /(^|\r\n)0\r\n\r\n$/.test(body);
  const length = /\r\ncontent-length: *(\d+)/.exec(head)?.[1];
  return length !== undefined && body.length >= Number(length);
}

/**
 * The body of a chunked response without its framing.
 * @param {string} body latin1 text
 */
function dechunk(body) {
  let decoded = "";
  let rest = body;
  for (;;) {
    const lineEnd = rest.indexOf("\r\n");
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (lineEnd === -1 || !(size > 0)) return decoded;
    decoded += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
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
  const body = headerEnd === -1 ? "" : text.slice(headerEnd + 4);
  return {
    status,
    headers,
    body: /chunked/i.test(headers["transfer-encoding"] ?? "") ? dechunk(body) : body,
    raw: text,
  };
}

/**
 * A well-formed GET that asks the server to close afterwards.
 * @param {number} port
 * @param {string} target
 */
export function get(port, target, extraHeaders = "") {
  return rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n${extraHeaders}\r\n`);
}
