// The sign-in routes alone, behind nginx, which proxies them here; the build bundles this file into
// build/sign-in/server.mjs, which delivery/nginx.ts's systemd unit runs. SIGN_IN_PORT (default
// 3001) and SIGN_IN_HOST (default 127.0.0.1): where it listens. GITHUB_CLIENT_ID and _SECRET: the
// unit's environment file. SIGN_IN_PUBLIC_ORIGIN: the site's address, as nginx passes no header of
// the request (delivery/nginx.ts says why).
import http from "node:http";
import { LIMITS } from "../delivery/policy.ts";
import { answerSignIn } from "./sign-in-node.ts";
import { startProblem } from "./sign-in.ts";

function exitWith(message: string): never {
  console.error(`sign-in: ${message}`);
  process.exit(1);
}

const port = Number(process.env.SIGN_IN_PORT ?? 3001);
const host = process.env.SIGN_IN_HOST ?? "127.0.0.1";
const publicOrigin =
  URL.parse(process.env.SIGN_IN_PUBLIC_ORIGIN ?? "")?.origin ??
  exitWith("set SIGN_IN_PUBLIC_ORIGIN to the site's address, such as https://www.example.com");
if (!Number.isInteger(port) || port < 0 || port > 65535)
  exitWith(`SIGN_IN_PORT=${JSON.stringify(process.env.SIGN_IN_PORT)} is not a port number`);
const problem = startProblem(process.env);
if (problem) exitWith(problem);

// The Node server's limits, which the wait for GitHub stays under (SIGN_IN_LIMITS, delivery/policy.ts).
const server = http.createServer(
  { headersTimeout: LIMITS.headersTimeoutMs, requestTimeout: LIMITS.requestTimeoutMs },
  (req, res) => {
    answerSignIn(req, res, process.env, publicOrigin)
      .then((answered) => {
        if (answered) return;
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
        res.end("404 Not Found\n");
      })
      .catch((error: unknown) => {
        console.error(
          `sign-in: ${req.method} ${(req.url ?? "").split("?")[0]}: ${error instanceof Error ? error.name : "error"}`,
        );
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("500 Internal Server Error\n");
      });
  },
);
server.timeout = LIMITS.requestTimeoutMs;
server.listen(port, host, () => console.log(`sign-in: listening on http://${host}:${port}`));
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.close(() => process.exit(0)));
