// A stand-in for GitHub's OAuth endpoints on loopback, answering as github.com does (docs.github.com,
// "Authorizing OAuth apps" and "Generating a user access token for a GitHub App"):
// - GET /login/oauth/authorize shows a consent page; "Authorize" returns to redirect_uri with a
//   one-time code and the state, "Cancel" with error=access_denied and the state;
// - POST /login/oauth/access_token answers 200 even when it refuses: `{ error: "bad_verification_code" }`
//   for a code unknown, used or older than 10 minutes, `incorrect_client_credentials` for a wrong
//   client ID or secret, `redirect_uri_mismatch` when redirect_uri differs from the authorize step's.
// Faults visitors meet are switched on per test: a token endpoint that never answers, or one that fails.
import http from "node:http";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";

export type FakeGitHub = {
  origin: string;
  clientId: string;
  /** Change it to make the site's configured secret wrong, as a secret revoked on GitHub is. */
  clientSecret: string;
  /** Every token issued, newest last. */
  tokens: string[];
  /** Token requests received, with what they carried (the secret only as "right" or "wrong"). */
  tokenRequests: { code: string; secret: "right" | "wrong" }[];
  /** "ok", a token endpoint that never answers ("hang"), or answers 502 ("fail"). */
  mode: "ok" | "hang" | "fail";
  /** Sends the browser back with another state than it brought, as a forged or mixed-up link does. */
  tamperState: boolean;
  stop: () => Promise<void>;
};

const CODE_LIFETIME_MS = 10 * 60 * 1000;

export async function startFakeGitHub({ port = 0, host = "127.0.0.1" } = {}): Promise<FakeGitHub> {
  const clientId = `Iv23li${randomBytes(7).toString("hex")}`;
  const clientSecret = randomBytes(20).toString("hex");
  const codes = new Map<string, { redirectUri: string; issued: number }>();
  const hanging = new Set<http.ServerResponse>();

  const fake: FakeGitHub = {
    origin: "",
    clientId,
    clientSecret,
    tokens: [],
    tokenRequests: [],
    mode: "ok",
    tamperState: false,
    stop: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", fake.origin);
    if (req.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const redirectUri = url.searchParams.get("redirect_uri") ?? "";
      const state = url.searchParams.get("state") ?? "";
      if (url.searchParams.get("client_id") !== clientId) {
        res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
        return res.end("<!doctype html><title>Not Found</title><h1>404: this application does not exist</h1>");
      }
      const code = randomBytes(10).toString("hex");
      codes.set(code, { redirectUri, issued: Date.now() });
      const returned = fake.tamperState ? `${state.slice(0, -4)}AAAA` : state;
      const back = (params: Record<string, string>) =>
        `${redirectUri}?${new URLSearchParams({ ...params, state: returned })}`;
      const denied = back({
        error: "access_denied",
        error_description: "The user has denied your application access.",
        error_uri:
          "https://docs.github.com/apps/managing-oauth-apps/troubleshooting-authorization-request-errors/#access-denied",
      });
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(`<!doctype html><html lang="en"><title>Authorize application</title>
<h1>Authorize the site's editor</h1>
<p><a href="${back({ code }).replace(/&/g, "&amp;")}">Authorize</a> <a href="${denied.replace(/&/g, "&amp;")}">Cancel</a></p></html>`);
    }
    if (req.method === "POST" && url.pathname === "/login/oauth/access_token") {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        if (fake.mode === "hang") return void hanging.add(res);
        if (fake.mode === "fail") {
          res.writeHead(502, { "Content-Type": "text/html" });
          return res.end("<h1>Unicorn!</h1>");
        }
        const type = req.headers["content-type"] ?? "";
        const fields: Record<string, string> = type.includes("json")
          ? (JSON.parse(body || "{}") as Record<string, string>)
          : Object.fromEntries(new URLSearchParams(body));
        const secret = fields.client_secret === fake.clientSecret ? "right" : "wrong";
        fake.tokenRequests.push({ code: fields.code ?? "", secret });
        if (fields.client_id !== clientId || secret === "wrong")
          return json(res, 200, {
            error: "incorrect_client_credentials",
            error_description: "The client_id and/or client_secret passed are incorrect.",
          });
        const issued = codes.get(fields.code ?? "");
        codes.delete(fields.code ?? "");
        if (!issued || Date.now() - issued.issued > CODE_LIFETIME_MS)
          return json(res, 200, {
            error: "bad_verification_code",
            error_description: "The code passed is incorrect or expired.",
          });
        if (fields.redirect_uri && fields.redirect_uri !== issued.redirectUri)
          return json(res, 200, { error: "redirect_uri_mismatch", error_description: "The redirect_uri MUST match." });
        const token = `ghu_${randomBytes(18).toString("base64url")}`;
        fake.tokens.push(token);
        return json(res, 200, {
          access_token: token,
          expires_in: 28800,
          refresh_token: `ghr_${randomBytes(30).toString("base64url")}`,
          refresh_token_expires_in: 15811200,
          token_type: "bearer",
          scope: "",
        });
      });
      return;
    }
    res.writeHead(404, { "Content-Type": "text/plain" });
    res.end("Not Found");
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  fake.origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return fake;
}
