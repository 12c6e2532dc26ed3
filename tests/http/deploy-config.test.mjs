// The production example deploy/nginx.conf (TLS, HTTP->HTTPS, bare domain -> www) must stay
// valid with the generated site.conf of the current build, and behave as its comments say:
// run with a throwaway self-signed certificate, on loopback ports instead of 80 and 443.
import assert from "node:assert/strict";
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, it } from "node:test";
import tls from "node:tls";
import { ACCESS_LOG_FIELDS, IDENTIFYING_FIELDS, NGINX_ACCESS_LOG_FORMAT } from "../../delivery/access-log.ts";
import { BROTLI_MODULE, keepStartingUser } from "../../delivery/nginx.ts";
import { securityHeaders } from "../../delivery/headers.ts";
import { NGINX_BINARY, waitForPort } from "../../scripts/nginx.ts";
import { HOST, NGINX_PORT, clientDir, parseResponse, projectDir, rawRequest, readDelivery } from "./support.mjs";

const HTTP_PORT = NGINX_PORT + 30;
const HTTPS_PORT = NGINX_PORT + 31;
const prefix = mkdtempSync(path.join(tmpdir(), "deploy-check-"));
const configFile = path.join(prefix, "nginx.conf");
const accessLog = path.join(prefix, "access.log");
/** @type {import("node:child_process").ChildProcess | undefined} */
let nginx;

before(() => {
  const cert = path.join(prefix, "cert.pem");
  const key = path.join(prefix, "key.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-keyout", key, "-out", cert].concat([
      "-subj",
      "/CN=www.example.com",
      "-addext",
      "subjectAltName=DNS:www.example.com,DNS:example.com",
    ]),
    { stdio: "ignore" },
  );
  writeFileSync(
    path.join(prefix, "release.conf"),
    `root ${clientDir};\ninclude ${path.join(projectDir, "build", "nginx", "site.conf")};\n`,
  );
  const original = readFileSync(path.join(projectDir, "deploy", "nginx.conf"), "utf8");
  const example = original
    .replaceAll("/etc/letsencrypt/live/www.example.com/fullchain.pem", cert)
    .replaceAll("/etc/letsencrypt/live/www.example.com/privkey.pem", key)
    .replaceAll("/etc/nginx/snippets/site-tls.conf", path.join(projectDir, "deploy", "tls.conf"))
    .replaceAll("/srv/site/release.conf", path.join(prefix, "release.conf"))
    .replaceAll("/var/log/nginx/access.log", accessLog)
    .replaceAll(/listen \[::\]:\d+[^;]*;\n/g, "")
    .replaceAll(/listen 80\b/g, `listen ${HOST}:${HTTP_PORT}`)
    .replaceAll(/listen 443\b/g, `listen ${HOST}:${HTTPS_PORT}`);
  for (const placeholder of ["/etc/letsencrypt", "/srv/site", "/var/log", "snippets/", "listen 80", "listen 443"])
    assert.ok(!example.includes(placeholder), `${placeholder} replaced`);
  writeFileSync(path.join(prefix, "site.conf"), example);
  writeFileSync(
    configFile,
    [
      `load_module ${BROTLI_MODULE};`,
      "daemon off;",
      ...keepStartingUser(),
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log;`,
      "events {}",
      `http { access_log off; client_body_temp_path ${prefix}/body; include ${prefix}/site.conf; }`,
      "",
    ].join("\n"),
  );
});
after(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once("exit", resolve));
    nginx.kill("SIGQUIT");
    await exited;
  }
  rmSync(prefix, { recursive: true, force: true });
});

/**
 * One HTTPS request with the given SNI name and Host header; status 0 if refused.
 * @param {string} servername
 * @param {string} host
 * @param {string} [extraHeaders] header lines, each ending in CRLF
 * @returns {Promise<ReturnType<typeof parseResponse> & { handshake: boolean }>}
 */
function httpsRequest(servername, host, extraHeaders = "") {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let handshake = false;
    const socket = tls.connect({ host: HOST, port: HTTPS_PORT, servername, rejectUnauthorized: false }, () => {
      handshake = true;
      socket.write(`GET /booking?x=1 HTTP/1.1\r\nHost: ${host}\r\n${extraHeaders}Connection: close\r\n\r\n`);
    });
    socket.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    socket.on("error", () => {});
    socket.on("close", () => resolve({ ...parseResponse(Buffer.concat(chunks)), handshake }));
  });
}

it("deploy/nginx.conf passes nginx -t with the generated site.conf", () => {
  const check = spawnSync(NGINX_BINARY, ["-t", "-p", prefix, "-c", configFile], { encoding: "utf8" });
  assert.equal(check.status, 0, check.stderr);
});

it("redirects HTTP to HTTPS on the same host, the bare domain to www with HSTS, and refuses other names", async () => {
  nginx = spawn(NGINX_BINARY, ["-p", prefix, "-c", configFile], { stdio: "ignore" });
  await waitForPort(HOST, HTTPS_PORT, 5000);
  /** @param {string} host */
  const plain = (host) =>
    rawRequest(HTTP_PORT, `GET /booking?x=1 HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

  assert.equal((await plain("example.com")).headers.location, "https://example.com/booking?x=1");
  assert.equal((await plain("www.example.com")).headers.location, "https://www.example.com/booking?x=1");
  const unknownPlain = await plain("attacker.example");
  assert.equal(unknownPlain.raw, "", "unknown Host over HTTP: closed without an answer");

  const bare = await httpsRequest("example.com", "example.com");
  assert.equal(bare.status, 301);
  assert.equal(bare.headers.location, "https://www.example.com/booking?x=1");
  const hsts = securityHeaders(readDelivery().csp)["Strict-Transport-Security"];
  assert.equal(bare.headers["strict-transport-security"], hsts);

  const site = await httpsRequest("www.example.com", "www.example.com");
  assert.equal(site.status, 200);
  assert.equal(site.headers["strict-transport-security"], hsts);

  const unknownName = await httpsRequest("attacker.example", "attacker.example");
  assert.equal(unknownName.handshake, false, "unknown SNI: handshake refused");
  const unknownHost = await httpsRequest("www.example.com", "attacker.example");
  assert.equal(unknownHost.handshake, true);
  assert.equal(unknownHost.raw, "", "known SNI, unknown Host: closed without an answer");
});

it("logs what the privacy policy says nginx logs (legal.webServer: nginx), in the format it names", async () => {
  const original = readFileSync(path.join(projectDir, "deploy", "nginx.conf"), "utf8");
  const logLines = [...original.matchAll(/^\s*access_log\s+([^;]+);/gm)].map((match) => match[1] ?? "");
  assert.ok(logLines.length > 0, "deploy/nginx.conf sets its access log");
  for (const line of logLines) assert.match(line, new RegExp(` ${NGINX_ACCESS_LOG_FORMAT}$`));

  if (!nginx || nginx.exitCode !== null) {
    nginx = spawn(NGINX_BINARY, ["-p", prefix, "-c", configFile], { stdio: "ignore" });
    await waitForPort(HOST, HTTPS_PORT, 5000);
  }
  const referrer = "https://referrer.example/some-page";
  const userAgent = "PolicyCheck/1.0 (test)";
  const page = await httpsRequest(
    "www.example.com",
    "www.example.com",
    `Referer: ${referrer}\r\nUser-Agent: ${userAgent}\r\n`,
  );
  assert.equal(page.status, 200);
  // nginx writes the line when the request ends; the client saw the close first.
  const deadline = Date.now() + 5000;
  const lineOf = () => {
    try {
      return readFileSync(accessLog, "utf8")
        .split("\n")
        .find((line) => line.includes(userAgent));
    } catch {
      return undefined;
    }
  };
  while (!lineOf() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  const line = lineOf();
  assert.ok(line, `an access line for the request in ${accessLog}`);
  const values = { ip: HOST, referrer, userAgent };
  for (const field of IDENTIFYING_FIELDS) {
    const named = ACCESS_LOG_FIELDS.nginx.includes(field);
    assert.equal(
      line.includes(values[field]),
      named,
      `${field}: ${named ? "named and logged" : "not named, not logged"}`,
    );
  }
});
