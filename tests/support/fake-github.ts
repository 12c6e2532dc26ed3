// A stand-in for GitHub's OAuth endpoints on loopback, answering as github.com does (docs.github.com,
// "Authorizing OAuth apps" and "Generating a user access token for a GitHub App"):
// - GET /login/oauth/authorize shows a consent page; "Authorize" returns to redirect_uri with a
//   one-time code and the state, "Cancel" with error=access_denied and the state;
// - POST /login/oauth/access_token answers 200 even when it refuses: `{ error: "bad_verification_code" }`
//   for a code unknown, used or older than 10 minutes, `incorrect_client_credentials` for a wrong
//   client ID or secret, `redirect_uri_mismatch` when redirect_uri differs from the authorize step's;
// - PKCE (S256 only, as GitHub supports it since July 2025): a code issued with a `code_challenge`
//   is exchanged only with the `code_verifier` whose SHA-256 it is; a missing or wrong verifier is
//   refused like a bad code (GitHub documents no separate error for it) and spends the code, since
//   a code is single-use (RFC 6749 10.5).
// Faults visitors meet are switched on per test: a token endpoint that never answers, one that
// fails, and a hostile one (an endless answer, an error with a line break in it).
import http from "node:http";
import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";

export type FakeGitHub = {
  origin: string;
  clientId: string;
  /** Change it to make the site's configured secret wrong, as a secret revoked on GitHub is. */
  clientSecret: string;
  /** Every token issued, newest last. */
  tokens: string[];
  /** Token requests received, with what they carried (the secret only as "right" or "wrong"). */
  tokenRequests: { code: string; secret: "right" | "wrong"; verifier: "right" | "wrong" | "missing" | "none asked" }[];
  /**
   * "ok"; a token endpoint that never answers ("hang"), answers 502 ("fail"), answers 200 with a
   * body of HUGE_ANSWER_BYTES that never ends in time ("huge"), or refuses with an `error` holding a
   * line break ("forged-error").
   */
  mode: "ok" | "hang" | "fail" | "huge" | "forged-error";
  /** For "huge": how many bytes went out before the site gave up the connection, and whether all did. */
  hugeAnswer: { sent: number; finished: boolean } | undefined;
  /** Sends the browser back with another state than it brought, as a forged or mixed-up link does. */
  tamperState: boolean;
  stop: () => Promise<void>;
};

const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** The hostile answer of mode "huge": far more than any site should read (the review sent 300 MB). */
export const HUGE_ANSWER_BYTES = 64 * 1024 * 1024;
/** The `error` of mode "forged-error": a line break and what would be a forged log line. */
export const FORGED_LOG_LINE = "FORGED admin signed in";

export async function startFakeGitHub({ port = 0, host = "127.0.0.1" } = {}): Promise<FakeGitHub> {
  const clientId = `Iv23li${randomBytes(7).toString("hex")}`;
  const clientSecret = randomBytes(20).toString("hex");
  const codes = new Map<string, { redirectUri: string; issued: number; challenge: string | null }>();
  const hanging = new Set<http.ServerResponse>();

  const fake: FakeGitHub = {
    origin: "",
    clientId,
    clientSecret,
    tokens: [],
    tokenRequests: [],
    mode: "ok",
    hugeAnswer: undefined,
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
      const challenge = url.searchParams.get("code_challenge");
      const method = url.searchParams.get("code_challenge_method");
      if (challenge !== null && method !== "S256") {
        // GitHub supports S256 only; it names the problem on its error page.
        res.writeHead(400, { "Content-Type": "text/html; charset=utf-8" });
        return res.end("<!doctype html><title>Bad request</title><h1>code_challenge_method must be S256</h1>");
      }
      const code = randomBytes(10).toString("hex");
      codes.set(code, { redirectUri, issued: Date.now(), challenge });
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
        if (fake.mode === "huge") return void sendHugeAnswer(res);
        if (fake.mode === "forged-error")
          return json(res, 200, { error: `bad_verification_code\n${FORGED_LOG_LINE}`, error_description: "x" });
        const type = req.headers["content-type"] ?? "";
        const fields: Record<string, string> = type.includes("json")
          ? (JSON.parse(body || "{}") as Record<string, string>)
          : Object.fromEntries(new URLSearchParams(body));
        const secret = fields.client_secret === fake.clientSecret ? "right" : "wrong";
        const issued = codes.get(fields.code ?? "");
        const verifier = !issued?.challenge
          ? "none asked"
          : !fields.code_verifier
            ? "missing"
            : createHash("sha256").update(fields.code_verifier).digest("base64url") === issued.challenge
              ? "right"
              : "wrong";
        fake.tokenRequests.push({ code: fields.code ?? "", secret, verifier });
        if (fields.client_id !== clientId || secret === "wrong")
          return json(res, 200, {
            error: "incorrect_client_credentials",
            error_description: "The client_id and/or client_secret passed are incorrect.",
          });
        codes.delete(fields.code ?? "");
        if (!issued || Date.now() - issued.issued > CODE_LIFETIME_MS || verifier === "missing" || verifier === "wrong")
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
  /** Writes HUGE_ANSWER_BYTES of a JSON string as fast as the reader takes them, counting what went out. */
  const sendHugeAnswer = (res: http.ServerResponse) => {
    const answer = { sent: 0, finished: false };
    fake.hugeAnswer = answer;
    res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" }); // chunked: no length to refuse by
    const chunk = Buffer.alloc(64 * 1024, "a");
    res.write('{"access_token":"');
    const pump = () => {
      while (answer.sent < HUGE_ANSWER_BYTES) {
        answer.sent += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
      res.end('"}', () => (answer.finished = true));
    };
    res.once("close", () => res.removeAllListeners("drain"));
    res.on("error", () => undefined); // the site hanging up is what the test wants
    pump();
  };

  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  fake.origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return fake;
}
