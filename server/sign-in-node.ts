// Runs the Web-API sign-in routes (server/sign-in.ts) on Node's http server: the site server
// mounts them, and build/sign-in/server.mjs serves them alone behind nginx.
import type { IncomingMessage, ServerResponse } from "node:http";
import { HOST_PATTERN, allowedMethodsOf, handleSignIn, type SignInEnv } from "./sign-in.ts";
import { plainAnswer } from "./sign-in-popup.ts";

/** The browser's address: `publicOrigin` behind nginx, else Host's (forged, it changes only the redirect_uri). */
function publicUrl(req: IncomingMessage, publicOrigin: string | undefined): string | undefined {
  if (publicOrigin) return `${publicOrigin}${req.url ?? "/"}`;
  const host = req.headers.host ?? "localhost";
  if (!HOST_PATTERN.test(host)) return undefined;
  const encrypted = "encrypted" in req.socket && req.socket.encrypted === true;
  const scheme = encrypted || req.headers["x-forwarded-proto"] === "https" ? "https" : "http";
  return URL.parse(`${scheme}://${host}${req.url ?? "/"}`)?.href;
}

/** Answers `req` when it is for a sign-in route, and says whether it did. */
export async function answerSignIn(
  req: IncomingMessage,
  res: ServerResponse,
  env: SignInEnv = process.env,
  publicOrigin?: string,
): Promise<boolean> {
  const method = req.method ?? "GET";
  const url = publicUrl(req, publicOrigin);
  let response;
  // Refused here, before a Request is made: fetch's Request cannot hold TRACE, TRACK or CONNECT.
  if (method !== "GET" && method !== "HEAD")
    response = await plainAnswer(405, allowedMethodsOf((req.url ?? "/").split("?")[0] ?? "/"));
  else if (url === undefined) response = await plainAnswer(400);
  else {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      for (const item of value === undefined ? [] : [value].flat()) headers.append(name, item);
    response = await handleSignIn(new Request(url, { method, headers }), env);
  }
  if (!response) return false;
  const body = Buffer.from(await response.arrayBuffer());
  res.setHeaders(response.headers); // each Set-Cookie a header of its own
  res.writeHead(response.status, { "content-length": body.length });
  res.end(method === "HEAD" ? undefined : body);
  return true;
}
