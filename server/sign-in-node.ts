// Runs the Web-API sign-in routes (server/sign-in.ts) on Node's http server: the site server
// mounts them, and build/sign-in/server.mjs serves them alone behind nginx.
import type { IncomingMessage, ServerResponse } from "node:http";
import { handleSignIn, type SignInEnv } from "./sign-in.ts";

/**
 * The address the browser used: `publicOrigin` when the caller knows it (behind nginx), else Host
 * as sent, with https when the connection was TLS or a proxy says so (X-Forwarded-Proto). A forged
 * value only changes the redirect_uri, which GitHub checks against the app's callback URL.
 */
function publicUrl(req: IncomingMessage, publicOrigin: string | undefined): string {
  if (publicOrigin) return `${publicOrigin}${req.url ?? "/"}`;
  const encrypted = "encrypted" in req.socket && req.socket.encrypted === true;
  const scheme = encrypted || req.headers["x-forwarded-proto"] === "https" ? "https" : "http";
  return `${scheme}://${req.headers.host ?? "localhost"}${req.url ?? "/"}`;
}

/** Answers `req` when it is for a sign-in route, and says whether it did. */
export async function answerSignIn(
  req: IncomingMessage,
  res: ServerResponse,
  env: SignInEnv = process.env,
  publicOrigin?: string,
): Promise<boolean> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  let url: string;
  try {
    url = new URL(publicUrl(req, publicOrigin)).href;
  } catch {
    return false; // a Host no URL can hold: the caller answers 400 like any other bad request
  }
  const response = await handleSignIn(new Request(url, { method: req.method, headers }), env);
  if (!response) return false;
  const body = Buffer.from(await response.arrayBuffer());
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") out[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) out["set-cookie"] = cookies;
  out["content-length"] = String(body.length);
  res.writeHead(response.status, out);
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
