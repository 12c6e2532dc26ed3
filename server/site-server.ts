// The request handler behind `npm start`, separate from start.ts so it has no side effects
// on import. sirv streams the files (Content-Length, Content-Encoding); this module decides
// what a request may reach, per delivery/policy.ts, which encoding it gets and whether it
// is answered 304, so that both servers make the same choices.
import http from "node:http";
import { existsSync, lstatSync, readFileSync, type Stats } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sirv from "sirv";
import { NODE_ACCESS_LOG_FIELDS } from "../delivery/access-log.ts";
import { answerSignIn } from "./sign-in-node.ts";
import {
  ALLOW_HEADER,
  CACHE_CONTROL,
  GONE_FILE,
  GONE_STATUS,
  LIMITS,
  acceptedPrecompressed,
  cacheControlFor,
  contentTypeFor,
  notFoundFileFor,
  PAGES_FILE,
  sitePages,
  route,
  securityHeaders,
  securityHeadersFor,
} from "../delivery/policy.ts";
import type { ResponseKind, SitePages } from "../delivery/policy.ts";
import type { SignInEnv } from "./sign-in.ts";

export type Request = http.IncomingMessage;
export type Response = http.ServerResponse<http.IncomingMessage>;
export type NotFoundPage = { identity: Buffer; br: Buffer; gzip: Buffer };

const STATUS_TEXT = http.STATUS_CODES;

/** Errors that mean "no such file" (404, as nginx treats them), not a server fault. */
const MISSING_FILE_CODES = new Set(["ENOENT", "ENOTDIR", "ENAMETOOLONG"]);

/** A build the server cannot serve; the message is one line naming the file and the fix. */
export class BuildError extends Error {}

/**
 * Reads and checks, once at start-up, everything the server takes from a build.
 * @param buildDir the directory holding delivery.json and client/
 */
export function loadBuild(buildDir: string): {
  clientDir: string;
  csp: string;
  site: SitePages;
  notFoundPages: Map<string, NotFoundPage>;
} {
  const clientDir = path.join(buildDir, "client");
  const deliveryFile = path.join(buildDir, "delivery.json");
  let delivery: unknown;
  try {
    delivery = JSON.parse(readFileSync(deliveryFile, "utf8"));
  } catch (error) {
    const reason = isErrorWithCode(error) && error.code === "ENOENT" ? "is missing" : "is not readable JSON";
    throw new BuildError(`${deliveryFile} ${reason}; run \`npm run build\` first`);
  }
  const csp = typeof delivery === "object" && delivery !== null && "csp" in delivery ? delivery.csp : undefined;
  // The CSP goes into a header of every response: anything a header cannot carry would make each one fail.
  if (typeof csp !== "string" || !/^[\x20-\x7e]+$/.test(csp) || !csp.includes("default-src")) {
    throw new BuildError(`${deliveryFile}: "csp" must be a one-line Content-Security-Policy; run \`npm run build\``);
  }
  const pagesFile = path.join(buildDir, PAGES_FILE);
  let site: SitePages;
  try {
    const goneFile = path.join(buildDir, GONE_FILE);
    // No closed role, no file.
    const gone: unknown = existsSync(goneFile) ? JSON.parse(readFileSync(goneFile, "utf8")) : [];
    site = sitePages(JSON.parse(readFileSync(pagesFile, "utf8")), gone);
  } catch (error) {
    const reason = error instanceof SyntaxError || isErrorWithCode(error) ? "is missing or not JSON" : String(error);
    throw new BuildError(`${pagesFile}: ${reason}; run \`npm run build\``);
  }
  const readNotFound = (notFoundFile: string, suffix: string) => {
    const file = path.join(clientDir, notFoundFile + suffix);
    try {
      const body = readFileSync(file);
      if (body.length > 0) return body;
    } catch {
      // reported below, in the same words as an empty file
    }
    throw new BuildError(`${file} is missing or empty; run \`npm run build\``);
  };
  // Each language's not-found page is answered with status 404, which sirv cannot do, so all
  // three encodings of each are read once, here.
  const notFoundPages = new Map(
    site.notFound.map(({ file }) => [
      file,
      { identity: readNotFound(file, ""), br: readNotFound(file, ".br"), gzip: readNotFound(file, ".gz") },
    ]),
  );
  return { clientDir, csp, site, notFoundPages };
}

function isErrorWithCode(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && "code" in error;
}

/**
 * The stats of a regular file under `root`, or undefined when it does not exist. Like nginx's
 * `disable_symlinks`, a symbolic link anywhere below the root counts as no file.
 * @param relative a path below root with "/" separators
 */
function regularFileStats(root: string, relative: string) {
  let current = root;
  let stats: Stats | undefined;
  try {
    for (const segment of relative.split("/")) {
      current = path.join(current, segment);
      stats = lstatSync(current);
      if (stats.isSymbolicLink()) return undefined;
    }
  } catch (error) {
    if (isErrorWithCode(error) && MISSING_FILE_CODES.has(error.code ?? "")) return undefined;
    throw error;
  }
  return stats?.isFile() ? stats : undefined;
}

/**
 * RFC 9110 13.2.2: If-None-Match (weak comparison, a list or `*`) decides when present;
 * otherwise If-Modified-Since, matched exactly as nginx's `if_modified_since exact`.
 */
function isNotModified(req: Request, etag: string, lastModified: string) {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
    return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
  }
  const ifModifiedSince = req.headers["if-modified-since"];
  return ifModifiedSince !== undefined && Date.parse(ifModifiedSince) === Date.parse(lastModified);
}

/**
 * The longest header line of a request, name to line break, counted as nginx counts it.
 * Node reports header text as latin1, one character per byte.
 */
function longestHeaderLine(req: Request) {
  let longest = 0;
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) {
    const line = (req.rawHeaders[index]?.length ?? 0) + 2 + (req.rawHeaders[index + 1]?.length ?? 0) + 2;
    longest = Math.max(longest, line);
  }
  return longest;
}

/** `signInEnv` holds the sign-in's client ID and secret (server/sign-in.ts); the process's environment by default. */
export function createSiteServer({
  clientDir,
  csp,
  site,
  notFoundPages,
  logRequests = true,
  signInEnv = process.env,
}: {
  clientDir: string;
  csp: string;
  site: SitePages;
  notFoundPages: Map<string, NotFoundPage>;
  logRequests?: boolean;
  signInEnv?: SignInEnv;
}): http.Server {
  const headers = securityHeaders(csp);
  const files = sirv(clientDir, {
    // Look each file up when it is requested rather than from a list made at start-up, so a
    // file removed or replaced under the running server is never sent with a stale length.
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: [], // page routes are resolved by the policy, never by guessing extensions
  });

  /**
   * Starts a response from nothing: a handler that failed halfway may have set headers
   * (Content-Encoding, ETag) that must not reach the error response.
   */
  function resetHeaders(res: Response, cacheControl: string, kind: ResponseKind = "document") {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    const forPath = res.req ? securityHeadersFor(requestPathOf(res.req), csp, kind) : headers;
    for (const [name, value] of Object.entries(forPath)) res.setHeader(name, value);
    res.setHeader("Cache-Control", cacheControl);
  }

  function sendText(req: Request, res: Response, status: number, extra: Record<string, string> = {}) {
    resetHeaders(res, CACHE_CONTROL.revalidate);
    const body = `${status} ${STATUS_TEXT[status]}\n`;
    res.writeHead(status, {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      ...extra,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** The path each request asked for, before it is handed to sirv under the file's own name. */
  const originalPaths: WeakMap<Request, string> = new WeakMap();

  /** The path a request asked for (decoded where possible), which picks its not-found page's language. */
  function requestPathOf(req: Request) {
    const target = (originalPaths.get(req) ?? req.url ?? "/").split("?")[0] ?? "/";
    try {
      return decodeURIComponent(target);
    } catch {
      return target;
    }
  }

  function sendNotFound(req: Request, res: Response) {
    resetHeaders(res, CACHE_CONTROL.revalidate);
    const file = notFoundFileFor(requestPathOf(req), site);
    const notFoundPage = notFoundPages.get(file) as NotFoundPage;
    // The same choice as for files: the first precompressed coding the request accepts.
    const coding = acceptedPrecompressed(req.headers["accept-encoding"])[0]?.coding;
    const body = coding === "br" ? notFoundPage.br : coding === "gzip" ? notFoundPage.gzip : notFoundPage.identity;
    res.setHeader("Vary", "Accept-Encoding");
    if (coding) res.setHeader("Content-Encoding", coding);
    res.writeHead(404, { "Content-Type": contentTypeFor(file), "Content-Length": body.length });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * A closed role's address: 410 Gone, with its language's closed-role page in the first
   * precompressed coding the request accepts (read now: it is small, and it changes with a release).
   * @param file the closed-role page below build/client
   */
  function sendGone(req: Request, res: Response, file: string) {
    const candidates = [...acceptedPrecompressed(req.headers["accept-encoding"]), { coding: "identity", suffix: "" }];
    for (const candidate of candidates) {
      if (!regularFileStats(clientDir, file + candidate.suffix)) continue;
      let body;
      try {
        body = readFileSync(path.join(clientDir, file + candidate.suffix));
      } catch {
        continue;
      }
      resetHeaders(res, CACHE_CONTROL.revalidate);
      res.setHeader("Vary", "Accept-Encoding");
      if (candidate.coding !== "identity") res.setHeader("Content-Encoding", candidate.coding);
      res.writeHead(GONE_STATUS, { "Content-Type": contentTypeFor(file), "Content-Length": body.length });
      return res.end(req.method === "HEAD" ? undefined : body);
    }
    return sendNotFound(req, res);
  }

  /**
   * A page or public file: the best variant that exists on disk now, 304 when the client's
   * copy is current, otherwise streamed by sirv.
   * @param file the path below build/client
   */
  function sendFile(req: Request, res: Response, file: string, cacheControl: string, kind: ResponseKind) {
    const candidates = [...acceptedPrecompressed(req.headers["accept-encoding"]), { coding: "identity", suffix: "" }];
    let chosen;
    for (const candidate of candidates) {
      const stats = regularFileStats(clientDir, file + candidate.suffix);
      if (stats) {
        chosen = { ...candidate, stats };
        break;
      }
    }
    if (!chosen) return sendNotFound(req, res);

    resetHeaders(res, cacheControl, kind);
    res.setHeader("Vary", "Accept-Encoding");
    // sirv's own validator format, so the ETag of a 304 and of a 200 are the same string.
    const etag = `W/"${chosen.stats.size}-${chosen.stats.mtime.getTime()}"`;
    const lastModified = chosen.stats.mtime.toUTCString();
    res.setHeader("ETag", etag);
    res.setHeader("Last-Modified", lastModified);
    if (isNotModified(req, etag, lastModified)) {
      res.writeHead(304);
      return res.end();
    }
    res.setHeader("Content-Type", contentTypeFor(file));
    // sirv matches "br" and "gzip" anywhere in the header (even in "nobr" or "br;q=0"), so it gets the one coding chosen here.
    req.headers["accept-encoding"] = chosen.coding;
    // The conditionals are decided above, and ranges of precompressed bodies are not worth their edge cases.
    delete req.headers["if-none-match"];
    delete req.headers["if-modified-since"];
    delete req.headers.range;
    req.url = `/${file}`.split("/").map(encodeURIComponent).join("/");
    // The file may vanish between the check above and sirv's own lookup: then it is not found.
    return files(req, res, () => sendNotFound(req, res));
  }

  function handle(req: Request, res: Response) {
    // Node's own check (requireHostHeader) would answer without the security headers.
    if (req.httpVersion === "1.1" && req.headers.host === undefined) {
      return sendText(req, res, 400, { Connection: "close" });
    }
    if (longestHeaderLine(req) > LIMITS.maxHeaderLineBytes) return sendText(req, res, 431, { Connection: "close" });
    originalPaths.set(req, req.url ?? "/");
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
            logError(req, pathOf(originalPaths.get(req)), error instanceof Error ? error.name : "error");
            if (res.headersSent) res.destroy();
            else sendText(req, res, 500);
          });
      case "page":
        return sendFile(req, res, decision.file ?? "", CACHE_CONTROL.revalidate, "document");
      case "file":
        return sendFile(req, res, decision.file ?? "", cacheControlFor(decision.pathname ?? ""), "file");
      case "gone":
        return sendGone(req, res, decision.file ?? "");
      default:
        return sendNotFound(req, res);
    }
  }

  /**
   * @param path the requested path, as logged for the request
   */
  function logError(req: Request, path: string, message: string) {
    console.error(`${new Date().toISOString()} server: ${req.method} ${path}: ${message}`);
  }

  /**
   * Runs one response: the access log line when it closes, and a 500 (or a dropped
   * connection, once headers are out) when answering fails.
   */
  function respond(req: Request, res: Response, answer: () => void) {
    const started = performance.now();
    const path = pathOf(req.url); // before sendFile rewrites req.url
    if (logRequests) {
      res.once("close", () => {
        const withBody = req.method !== "HEAD" && res.statusCode !== 304;
        // Ended: the whole body was handed to the socket. (writableFinished also waits for the
        // flush, which a client that closes as soon as it has the body can beat: a false "-".)
        const bytes = !res.writableEnded ? "-" : withBody ? Number(res.getHeader("content-length") ?? 0) : 0;
        const values: Record<(typeof NODE_ACCESS_LOG_FIELDS)[number], string | number | undefined> = {
          time: new Date().toISOString(),
          method: req.method,
          path,
          status: res.statusCode,
          bytes,
          duration: (performance.now() - started).toFixed(1),
        };
        // The fields the privacy policy names for this server (delivery/access-log.ts), in order.
        process.stdout.write(`${NODE_ACCESS_LOG_FIELDS.map((field) => values[field]).join(" ")}\n`);
      });
    }
    // A file that disappears after sirv has sent its headers fails in sirv's read stream,
    // which has no error listener of its own: close this response instead of the process.
    res.once("pipe", (source) => {
      source.once("error", (error: Error) => {
        logError(req, path, error.message);
        res.destroy();
      });
    });
    try {
      answer();
    } catch (error) {
      logError(req, path, error instanceof Error ? (error.stack ?? error.message) : String(error));
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
    respond(req, res, () => {
      if (req.httpVersion === "1.1" && req.headers.host === undefined) sendText(req, res, 400, { Connection: "close" });
      else sendText(req, res, 417, { Connection: "close" });
    }),
  );

  /** A whole response written straight to a socket, for requests that never become a request object. */
  function rawResponse(status: number, extra: Record<string, string> = {}) {
    const body = `${status} ${STATUS_TEXT[status]}\n`;
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}`,
      ...Object.entries({ ...headers, "Cache-Control": CACHE_CONTROL.revalidate, ...extra }).map(
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

  // Malformed requests that never reach the handler (garbage request line, oversized
  // headers, header timeout): a short answer with the security headers, then close.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === "ECONNRESET") return socket.destroy();
    const status =
      error.code === "HPE_HEADER_OVERFLOW"
        ? 431
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? 408
          : error.code === "HPE_URI_TOO_LONG"
            ? 414
            : 400;
    socket.end(rawResponse(status));
  });
  return server;
}

/** The path of a request target without its query string, for the logs. */
function pathOf(target: string | undefined) {
  const value = target ?? "";
  const queryStart = value.indexOf("?");
  return queryStart === -1 ? value : value.slice(0, queryStart);
}
