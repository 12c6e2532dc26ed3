// The request handler behind `npm start` (started by start.ts; no side effects on import). It makes
// nginx's choices from delivery/policy.ts: what a request may reach, which precompressed twin it
// gets, when it is answered 304, and the request limits; Node's fs streams the file.
import http from "node:http";
import { createReadStream, readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { NODE_ACCESS_LOG_FIELDS } from "../delivery/access-log.ts";
import { securityHeaders, securityHeadersFor, type ResponseKind } from "../delivery/headers.ts";
import {
  ALLOW_HEADER,
  CACHE_CONTROL,
  GONE_STATUS,
  LIMITS,
  acceptedPrecompressed,
  cacheControlFor,
  contentTypeFor,
  notFoundFileFor,
  route,
} from "../delivery/policy.ts";
import { isNotModified, loadBuild, regularFileStats } from "./build-files.ts";
import { answerSignIn } from "./sign-in-node.ts";
import type { SignInEnv } from "./sign-in.ts";

type Request = http.IncomingMessage;
type Response = http.ServerResponse<http.IncomingMessage>;
export { BuildError, loadBuild } from "./build-files.ts";

/** What Node's parser refuses before a request exists, and the status nginx answers it with. */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_URI_TOO_LONG: 414,
};

/** The longest header line of a request, name to line break, as nginx counts it (Node's header text is latin1). */
function longestHeaderLine({ rawHeaders }: Request) {
  let longest = 0;
  for (let index = 0; index + 1 < rawHeaders.length; index += 2)
    longest = Math.max(longest, rawHeaders[index]!.length + 2 + rawHeaders[index + 1]!.length + 2);
  return longest;
}

/** HTTP/1.1 requires Host; Node's own check (requireHostHeader) would answer without the security headers. */
const lacksHost = (req: Request) => req.httpVersion === "1.1" && req.headers.host === undefined;

/** The path of a request target without its query string, which can carry personal data (logs). */
const pathOf = (target: string | undefined) => (target ?? "").split("?")[0] ?? "";

/** The path a request asked for, decoded where possible: it picks the not-found page's language. */
function requestPathOf(req: Request) {
  const target = pathOf(req.url ?? "/");
  try {
    return decodeURIComponent(target);
  } catch {
    return target;
  }
}

const candidatesFor = (req: Request) => [
  ...acceptedPrecompressed(req.headers["accept-encoding"]),
  { coding: "identity", suffix: "" },
];

function logError(req: Request, message: string) {
  console.error(`${new Date().toISOString()} server: ${req.method} ${pathOf(req.url)}: ${message}`);
}

/** `signInEnv` holds the sign-in's client ID and secret (server/sign-in.ts); the process's environment by default. */
type SiteServerOptions = ReturnType<typeof loadBuild> & { logRequests?: boolean; signInEnv?: SignInEnv };
export function createSiteServer(options: SiteServerOptions) {
  const { clientDir, csp, site, notFoundPages, logRequests = true, signInEnv = process.env } = options;
  /** Starts a response from nothing: a handler that failed halfway may have set Content-Encoding or ETag. */
  function resetHeaders(res: Response, cacheControl: string, kind: ResponseKind = "document") {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    const headers = { ...securityHeadersFor(requestPathOf(res.req), csp, kind), "Cache-Control": cacheControl };
    res.setHeaders(new Map(Object.entries(headers)));
  }

  function sendText(req: Request, res: Response, status: number, extra: Record<string, string> = {}) {
    resetHeaders(res, CACHE_CONTROL.revalidate);
    const body = `${status} ${http.STATUS_CODES[status]}\n`;
    res.writeHead(status, {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      ...extra,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** A page from memory (a not-found or closed-role page) with its status, in the coding chosen for it. */
  function sendPage(req: Request, res: Response, status: number, file: string, coding: string, body: Buffer) {
    resetHeaders(res, CACHE_CONTROL.revalidate);
    res.setHeader("Vary", "Accept-Encoding");
    if (coding !== "identity") res.setHeader("Content-Encoding", coding);
    res.writeHead(status, { "Content-Type": contentTypeFor(file), "Content-Length": body.length });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function sendNotFound(req: Request, res: Response) {
    const file = notFoundFileFor(requestPathOf(req), site);
    const { coding } = candidatesFor(req)[0]!;
    sendPage(req, res, 404, file, coding, notFoundPages.get(file)!.get(coding)!);
  }

  /** A closed role's address: 410 Gone with its language's closed-role page, read now (it is small). */
  function sendGone(req: Request, res: Response, file: string) {
    for (const { coding, suffix } of candidatesFor(req)) {
      if (!regularFileStats(clientDir, file + suffix)) continue;
      let body;
      try {
        body = readFileSync(path.join(clientDir, file + suffix));
      } catch {
        continue;
      }
      return sendPage(req, res, GONE_STATUS, file, coding, body);
    }
    return sendNotFound(req, res);
  }

  /** A page or public file below build/client: the best variant on disk now, 304 when the copy is current. */
  function sendFile(req: Request, res: Response, file: string, cacheControl: string, kind: ResponseKind) {
    let chosen;
    for (const candidate of candidatesFor(req)) {
      const stats = regularFileStats(clientDir, file + candidate.suffix);
      if (stats) {
        chosen = { ...candidate, stats };
        break;
      }
    }
    if (!chosen) return sendNotFound(req, res);

    resetHeaders(res, cacheControl, kind);
    res.setHeader("Vary", "Accept-Encoding");
    // The validator format sirv, the server's library before, sent: browsers' stored copies stay current.
    const etag = `W/"${chosen.stats.size}-${chosen.stats.mtime.getTime()}"`;
    const lastModified = chosen.stats.mtime.toUTCString();
    res.setHeader("ETag", etag);
    res.setHeader("Last-Modified", lastModified);
    if (isNotModified(req, etag, lastModified)) {
      res.writeHead(304);
      return res.end();
    }
    // Whole files only (nginx's max_ranges 0): a Range header is not answered 206.
    res.writeHead(200, {
      "Content-Type": contentTypeFor(file),
      "Content-Length": chosen.stats.size,
      ...(chosen.coding === "identity" ? {} : { "Content-Encoding": chosen.coding }),
    });
    if (req.method === "HEAD") return res.end();
    const stream = createReadStream(path.join(clientDir, file + chosen.suffix));
    // A file that cannot be read once the headers are out (it vanished): close this response.
    stream.once("error", (error) => {
      logError(req, error.message);
      res.destroy();
    });
    res.once("close", () => stream.destroy());
    stream.pipe(res);
  }

  function handle(req: Request, res: Response) {
    if (lacksHost(req)) return sendText(req, res, 400, { Connection: "close" });
    if (longestHeaderLine(req) > LIMITS.maxHeaderLineBytes) return sendText(req, res, 431, { Connection: "close" });
    const decision = route(req.method ?? "", req.url ?? "", site);
    switch (decision.kind) {
      case "bad-request":
      case "uri-too-long":
        return sendText(req, res, decision.status, { Connection: "close" });
      case "method-not-allowed":
        return sendText(req, res, 405, { Allow: ALLOW_HEADER });
      case "redirect":
        resetHeaders(res, CACHE_CONTROL.revalidate);
        res.writeHead(decision.status, { Location: decision.location ?? "/", "Content-Length": 0 });
        return res.end();
      case "sign-in":
        // Asynchronous (it may call GitHub): its failures are answered here, not by respond().
        return void answerSignIn(req, res, signInEnv)
          .then((answered) => {
            if (!answered) sendText(req, res, 400, { Connection: "close" });
          })
          .catch((error: unknown) => {
            logError(req, error instanceof Error ? error.name : "error");
            if (res.headersSent) res.destroy();
            else sendText(req, res, 500);
          });
      case "page":
        return sendFile(req, res, decision.file ?? "", CACHE_CONTROL.revalidate, "document");
      case "file":
        return sendFile(req, res, decision.file ?? "", cacheControlFor(`/${decision.file}`), "file");
      case "gone":
        return sendGone(req, res, decision.file ?? "");
      default:
        return sendNotFound(req, res);
    }
  }

  /** Runs one response: its access log line, and a 500 (a closed connection once headers are out) if it fails. */
  function respond(req: Request, res: Response, answer: () => void) {
    const started = performance.now();
    if (logRequests) {
      res.once("close", () => {
        const withBody = req.method !== "HEAD" && res.statusCode !== 304;
        // Ended: the whole body was handed to the socket. (writableFinished also waits for the
        // flush, which a client that closes as soon as it has the body can beat: a false "-".)
        const bytes = !res.writableEnded ? "-" : withBody ? Number(res.getHeader("content-length") ?? 0) : 0;
        const values: Record<(typeof NODE_ACCESS_LOG_FIELDS)[number], string | number | undefined> = {
          time: new Date().toISOString(),
          method: req.method,
          path: pathOf(req.url),
          status: res.statusCode,
          bytes,
          duration: (performance.now() - started).toFixed(1),
        };
        // The fields the privacy policy names for this server (delivery/access-log.ts), in order.
        process.stdout.write(`${NODE_ACCESS_LOG_FIELDS.map((field) => values[field]).join(" ")}\n`);
      });
    }
    try {
      answer();
    } catch (error) {
      logError(req, error instanceof Error ? (error.stack ?? error.message) : String(error));
      try {
        if (res.headersSent) res.destroy();
        else sendText(req, res, 500);
      } catch {
        res.destroy();
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
      requireHostHeader: false, // checked in handle(), so the 400 carries the security headers
    },
    (req, res) => respond(req, res, () => handle(req, res)),
  );
  // Idle sockets (a half-open connection that sends nothing) are dropped too.
  server.timeout = LIMITS.requestTimeoutMs;

  // `Expect: 100-continue`: answered directly, without the interim 100, since no body is ever read.
  server.on("checkContinue", (req, res) => respond(req, res, () => handle(req, res)));
  // Any other expectation cannot be met: 417, with the usual headers (Node's own 417 has none).
  server.on("checkExpectation", (req, res) =>
    respond(req, res, () => sendText(req, res, lacksHost(req) ? 400 : 417, { Connection: "close" })),
  );

  /** A whole response written straight to a socket, for requests that never become a request object. */
  function rawResponse(status: number, extra: Record<string, string> = {}) {
    const body = `${status} ${http.STATUS_CODES[status]}\n`;
    const lines = [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
      ...Object.entries({ ...securityHeaders(csp), "Cache-Control": CACHE_CONTROL.revalidate, ...extra }).map(
        ([name, value]) => `${name}: ${value}`,
      ),
      "Content-Type: text/plain; charset=utf-8",
      `Content-Length: ${body.length}`,
      "Connection: close",
    ];
    return `${lines.join("\r\n")}\r\n\r\n${body}`;
  }

  // CONNECT (proxy tunnelling) bypasses the request handler in Node; refuse it like any other method.
  server.on("connect", (_req, socket) => {
    socket.end(rawResponse(405, { Allow: ALLOW_HEADER }));
  });

  // Malformed requests that never reach the handler (garbage request line, oversized headers,
  // header timeout): a short answer with the security headers, then close.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === "ECONNRESET") return socket.destroy();
    socket.end(rawResponse(CLIENT_ERROR_STATUS[error.code ?? ""] ?? 400));
  });
  return server;
}
