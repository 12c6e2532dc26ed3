// The fake GitHub API of fake-github-api.ts, served over the network for a browser that Playwright
// does not drive (Firefox ESR through puppeteer-core, whose WebDriver BiDi cannot read a request's
// body in Firefox 140, so GraphQL cannot be answered in the browser). It is an HTTPS proxy: the
// browser is told to use it for https (Firefox prefs below) and to accept its self-made
// certificate; CONNECT api.github.com:443 is answered by the same handlers the Chromium tests
// register with page.route, behind TLS, with GitHub's own CORS answers (preflights included).
// Every other host is refused, as offline. The editor and its policy are exactly as shipped.
import type { Route } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo, Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

type Handler = (route: Route) => unknown;

export type FakeGitHubApiServer = {
  /** Registers handlers as Playwright's page.route does: the newest first, `fallback()` passes on. */
  route: (pattern: string, handler: Handler) => Promise<void>;
  /** Firefox preferences sending https through this proxy (the site on loopback stays direct). */
  firefoxPrefs: Record<string, string | number | boolean>;
  /** Hosts the browser tried to reach other than api.github.com. */
  refusedHosts: string[];
  stop: () => Promise<void>;
};

/** GitHub's answer to a browser's preflight and the headers its API answers carry (api.github.com, 2026). */
const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers":
    "ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset",
};
const PREFLIGHT = {
  ...CORS,
  "Access-Control-Allow-Headers":
    "Authorization, Content-Type, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, Accept-Encoding, X-GitHub-OTP, X-Requested-With, User-Agent, GraphQL-Features, X-Github-Next-Global-ID, X-GitHub-Api-Version",
  "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE",
  "Access-Control-Max-Age": "86400",
};

/** A certificate for api.github.com made now (openssl), which the browser is told to accept. */
function makeCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), "fake-github-tls-"));
  try {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=api.github.com"]
        .concat(["-addext", "subjectAltName=DNS:api.github.com"])
        .concat(["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")]),
      { stdio: "ignore" },
    );
    return { key: readFileSync(path.join(dir, "key.pem")), cert: readFileSync(path.join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startFakeGitHubApiServer(): Promise<FakeGitHubApiServer> {
  const handlers: Handler[] = [];
  const refusedHosts: string[] = [];
  const sockets = new Set<Socket>();

  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    if (req.method === "OPTIONS") {
      res.writeHead(204, PREFLIGHT);
      return res.end();
    }
    const url = `https://api.github.com${req.url ?? "/"}`;
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(", ") : (value ?? ""),
      ]),
    );
    for (const handler of [...handlers].reverse()) {
      let outcome: "fallback" | "done" = "done";
      const route = {
        request: () => ({
          url: () => url,
          method: () => req.method ?? "GET",
          headers: () => headers,
          postDataJSON: () => (body ? (JSON.parse(body) as unknown) : null),
        }),
        fallback: () => Promise.resolve(void (outcome = "fallback")),
        abort: () => Promise.resolve(void res.destroy()),
        fulfill: ({ status = 200, json }: { status?: number; json?: unknown }) => {
          res.writeHead(status, {
            ...CORS,
            "Content-Type": "application/json; charset=utf-8",
            "Cache-Control": "no-store",
          });
          res.end(json === undefined ? "" : JSON.stringify(json));
          return Promise.resolve();
        },
      } as unknown as Route;
      await handler(route);
      if (outcome === "done") return;
    }
    res.writeHead(404, { ...CORS, "Content-Type": "application/json; charset=utf-8" });
    res.end(JSON.stringify({ message: "Not Found" }));
  };

  const api = https.createServer(makeCertificate(), (req, res) => void answer(req, res));
  const proxy = http.createServer((req, res) => {
    refusedHosts.push(req.headers.host ?? "?");
    res.writeHead(403).end();
  });
  proxy.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  proxy.on("connect", (req: http.IncomingMessage, socket: Socket) => {
    if (req.url !== "api.github.com:443") {
      refusedHosts.push(req.url ?? "?");
      socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
      return;
    }
    socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    api.emit("connection", socket);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as AddressInfo;

  return {
    route: (_pattern, handler) => Promise.resolve(void handlers.push(handler)),
    firefoxPrefs: {
      "network.proxy.type": 1,
      "network.proxy.ssl": "127.0.0.1",
      "network.proxy.ssl_port": port,
      "network.proxy.allow_hijacking_localhost": false,
    },
    refusedHosts,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      api.close();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
