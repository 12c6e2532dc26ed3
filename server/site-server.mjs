// The request handler behind `npm start`, separate from start.mjs so it has no side effects
// on import. sirv serves the files (precompressed variants, ETag/304, Content-Length);
// this module only decides what a request may reach, per delivery/policy.mjs.
import http from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import sirv from "sirv";
import {
  ALLOW_HEADER,
  CACHE_CONTROL,
  LIMITS,
  NOT_FOUND_FILE,
  cacheControlFor,
  contentTypeFor,
  route,
  securityHeaders,
} from "../delivery/policy.mjs";

const STATUS_TEXT = http.STATUS_CODES;

/**
 * @param {{ clientDir: string, csp: string }} options
 * @returns {http.Server}
 */
export function createSiteServer({ clientDir, csp }) {
  const headers = securityHeaders(csp);
  const files = sirv(clientDir, {
    etag: true,
    gzip: true,
    brotli: true,
    dotfiles: false,
    extensions: [], // page routes are resolved by the policy, never by guessing extensions
  });

  // The not-found page is answered with status 404, which sirv cannot do, so its three
  // encodings are read once at startup.
  const notFoundPage = {
    identity: readFileSync(path.join(clientDir, NOT_FOUND_FILE)),
    br: readFileSync(path.join(clientDir, `${NOT_FOUND_FILE}.br`)),
    gzip: readFileSync(path.join(clientDir, `${NOT_FOUND_FILE}.gz`)),
  };

  function setCommonHeaders(res, cacheControl) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader("Cache-Control", cacheControl);
  }

  function sendText(req, res, status, extra = {}) {
    setCommonHeaders(res, CACHE_CONTROL.revalidate);
    const body = `${status} ${STATUS_TEXT[status]}\n`;
    res.writeHead(status, {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      ...extra,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function sendNotFound(req, res) {
    setCommonHeaders(res, CACHE_CONTROL.revalidate);
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : "identity";
    const body = notFoundPage[encoding];
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.writeHead(404, { "Content-Type": contentTypeFor(NOT_FOUND_FILE), "Content-Length": body.length });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function handle(req, res) {
    const decision = route(req.method ?? "", req.url ?? "");
    switch (decision.kind) {
      case "bad-request":
      case "uri-too-long":
        return sendText(req, res, decision.status, { Connection: "close" });
      case "method-not-allowed":
        return sendText(req, res, 405, { Allow: ALLOW_HEADER });
      case "redirect":
        setCommonHeaders(res, CACHE_CONTROL.revalidate);
        res.writeHead(301, { Location: decision.location, "Content-Length": 0 });
        return res.end();
      case "not-found":
        return sendNotFound(req, res);
      default: {
        // page or file: hand sirv the file's own path (a page route maps to its HTML file).
        const pathname = `/${decision.file}`;
        setCommonHeaders(res, decision.kind === "page" ? CACHE_CONTROL.revalidate : cacheControlFor(pathname));
        res.setHeader("Content-Type", contentTypeFor(pathname));
        req.url = pathname.split("/").map(encodeURIComponent).join("/");
        delete req._parsedUrl;
        // Ranges of precompressed bodies are not worth the edge cases for a small static site.
        delete req.headers.range;
        return files(req, res, () => {
          res.removeHeader("Content-Type");
          sendNotFound(req, res);
        });
      }
    }
  }

  const server = http.createServer(
    {
      maxHeaderSize: LIMITS.maxHeaderBytes,
      headersTimeout: LIMITS.headersTimeoutMs,
      requestTimeout: LIMITS.requestTimeoutMs,
      keepAliveTimeout: LIMITS.keepAliveTimeoutMs,
      connectionsCheckingInterval: 1000, // how often the two timeouts above are enforced
    },
    (req, res) => {
      try {
        handle(req, res);
      } catch (error) {
        console.error(`server: ${req.method} ${req.url}: ${error instanceof Error ? error.message : error}`);
        if (!res.headersSent) sendText(req, res, 500);
        else res.destroy();
      }
    },
  );
  // Idle sockets (a half-open connection that sends nothing) are dropped too.
  server.timeout = LIMITS.requestTimeoutMs;

  // CONNECT (proxy tunnelling) bypasses the request handler in Node; refuse it like any other method.
  server.on("connect", (req, socket) => {
    const body = "405 Method Not Allowed\n";
    const lines = [
      "HTTP/1.1 405 Method Not Allowed",
      ...Object.entries({ ...headers, "Cache-Control": CACHE_CONTROL.revalidate, Allow: ALLOW_HEADER }).map(
        ([name, value]) => `${name}: ${value}`,
      ),
      "Content-Type: text/plain; charset=utf-8",
      `Content-Length: ${body.length}`,
      "Connection: close",
    ];
    socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
  });

  // Malformed requests that never reach the handler (garbage request line, oversized
  // headers, header timeout): a short answer with the security headers, then close.
  server.on("clientError", (error, socket) => {
    if (!socket.writable || error.code === "ECONNRESET") return socket.destroy();
    const status =
      error.code === "HPE_HEADER_OVERFLOW"
        ? 431
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? 408
          : error.code === "HPE_URI_TOO_LONG"
            ? 414
            : 400;
    const body = `${status} ${STATUS_TEXT[status]}\n`;
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}`,
      ...Object.entries({ ...headers, "Cache-Control": CACHE_CONTROL.revalidate }).map(
        ([name, value]) => `${name}: ${value}`,
      ),
      "Content-Type: text/plain; charset=utf-8",
      `Content-Length: ${body.length}`,
      "Connection: close",
    ];
    socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
  });
  return server;
}
