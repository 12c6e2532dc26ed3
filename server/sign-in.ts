// "Sign In with GitHub" for the browser editor at /admin/: the two routes of the protocol Sveltia
// CMS (and Decap) speak, on Web APIs only, so the Node server (server/sign-in-node.ts), the process
// behind nginx and the Cloudflare Pages Function run this same code. Modelled on Sveltia's helper
// (sveltia/sveltia-cms-auth), with a signed, dated state, PKCE, the result posted to this origin
// only and bounded calls to GitHub (docs/decisions/150-sign-in-with-github.md).
import { ALLOW_HEADER, LIMITS, SIGN_IN_LIMITS, SIGN_IN_ROUTES } from "../delivery/policy.ts";
import { headersFor, plainAnswer, popupPage } from "./sign-in-popup.ts";
import { codeChallengeOf, mintState, randomToken, stateCookie, verifierFor } from "./sign-in-state.ts";

/** The scopes an OAuth App may be asked for (a GitHub App ignores scopes: its permissions decide). */
const ALLOWED_SCOPES = new Set(["repo", "public_repo"]);
const GITHUB_TIMEOUT_MAX_MS = SIGN_IN_LIMITS.githubTimeoutMaxMs;

/** What the routes read from the environment (Node: process.env; Cloudflare: the project's secrets). */
export type SignInEnv = {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** For tests only: a fake GitHub. Plain http is accepted for a loopback host alone. */
  GITHUB_OAUTH_ORIGIN?: string;
  GITHUB_TIMEOUT_MS?: string;
};

type Config = { clientId: string; clientSecret: string; githubOrigin: string; timeoutMs: number };

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** A Host header as RFC 9110 allows it: a name or an address, and a port; no user, path or query. */
export const HOST_PATTERN = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * What a server refuses to start with: a GITHUB_TIMEOUT_MS so long that the server in front closes the
 * popup's connection first. Not a missing client ID or secret: the popup says it is not set up.
 */
export function startProblem({ GITHUB_TIMEOUT_MS: text = "" }: SignInEnv): string | undefined {
  const ms = Number(text);
  if (text === "" || (Number.isInteger(ms) && ms >= 1 && ms <= GITHUB_TIMEOUT_MAX_MS)) return undefined;
  return (
    `GITHUB_TIMEOUT_MS must be a whole number of milliseconds from 1 to ${GITHUB_TIMEOUT_MAX_MS} ` +
    `(got ${logValue(text)}): the server and nginx close a request after ` +
    `${LIMITS.requestTimeoutMs} ms, and the sign-in needs the rest to answer; leave it unset for ${GITHUB_TIMEOUT_MAX_MS}`
  );
}

/** The configuration, or the reason it is unusable (logged for whoever runs the site, never shown). */
export function configFrom(env: SignInEnv): Config | { problem: string } {
  const clientId = env.GITHUB_CLIENT_ID?.trim() ?? "";
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim() ?? "";
  if (!clientId || !clientSecret)
    return { problem: 'GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must both be set (README, "Signing in with GitHub")' };
  let githubOrigin = "https://github.com";
  if (env.GITHUB_OAUTH_ORIGIN) {
    const url = URL.parse(env.GITHUB_OAUTH_ORIGIN);
    if (!url) return { problem: "GITHUB_OAUTH_ORIGIN is not a URL" };
    const secure = url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
    if (!secure)
      return { problem: "GITHUB_OAUTH_ORIGIN must be https (plain http only on a loopback host, for tests)" };
    githubOrigin = url.origin;
  }
  const problem = startProblem(env);
  if (problem) return { problem };
  return { clientId, clientSecret, githubOrigin, timeoutMs: Number(env.GITHUB_TIMEOUT_MS || GITHUB_TIMEOUT_MAX_MS) };
}

/** A value from the query or GitHub for one log line: quoted, cut, non-ASCII escaped, so it cannot forge a line. */
export function logValue(value: string): string {
  return JSON.stringify(value.slice(0, 64)).replace(
    /[^\x20-\x7e]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The callback answers GET only: answering spends GitHub's one-time code, which a link checker's HEAD would waste. */
export function allowedMethodsOf(pathname: string): string {
  return pathname === SIGN_IN_ROUTES.callback ? "GET" : ALLOW_HEADER;
}

/** Answers a sign-in route, else undefined; `request.url` is the browser's address; `log` never gets a secret. */
export async function handleSignIn(
  request: Request,
  env: SignInEnv,
  { log = (line) => console.error(line), now = Date.now }: { log?: (line: string) => void; now?: () => number } = {},
): Promise<Response | undefined> {
  const url = new URL(request.url);
  if (new TextEncoder().encode(url.pathname + url.search).length > LIMITS.maxUrlBytes) return plainAnswer(414);
  if (url.pathname !== SIGN_IN_ROUTES.authorize && url.pathname !== SIGN_IN_ROUTES.callback) return undefined;
  // A Host such as "github.com@evil.example" reads as a user name before another host, and the
  // callback address would name that host (wrangler's runtime builds request.url from it).
  const host = request.headers.get("Host");
  if ((host !== null && !HOST_PATTERN.test(host)) || url.username || url.password) return plainAnswer(400);
  try {
    decodeURIComponent(url.search.replace(/\+/g, " "));
  } catch {
    // A malformed percent-encoding, refused as on every other address of the site.
    return plainAnswer(400);
  }
  const allowed = allowedMethodsOf(url.pathname);
  if (!allowed.split(", ").includes(request.method)) return plainAnswer(405, allowed);

  const config = configFrom(env);
  if ("problem" in config) {
    log(`sign-in: not set up: ${config.problem}`);
    return popupPage(request, { failure: "not-set-up" });
  }
  return url.pathname === SIGN_IN_ROUTES.authorize
    ? authorize(request, url, config, now())
    : callback(request, url, config, log, now());
}

/** Step 1: a fresh signed state and PKCE verifier in a cookie, and off to GitHub with the verifier's hash. */
async function authorize(request: Request, url: URL, config: Config, nowMs: number): Promise<Response> {
  if (url.searchParams.get("provider") !== "github") return popupPage(request, { failure: "unsupported" });
  const requested = (url.searchParams.get("scope") ?? "").split(/[\s,]+/).filter(Boolean);
  const scope =
    requested.length > 0 && requested.every((item) => ALLOWED_SCOPES.has(item)) ? requested.join(",") : "repo";
  const state = await mintState(config.clientSecret, nowMs);
  const verifier = randomToken();
  const target = new URL("/login/oauth/authorize", config.githubOrigin);
  target.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: new URL(SIGN_IN_ROUTES.callback, url.origin).href,
    scope,
    state,
    code_challenge: await codeChallengeOf(verifier),
    code_challenge_method: "S256",
  }).toString();
  const headers = await headersFor({ Location: target.href, "Set-Cookie": stateCookie(state, verifier) });
  return new Response(null, { status: 302, headers });
}

/** GitHub's token answer as text, or undefined, unread, when it is larger than the limit. */
async function readCapped(response: Response): Promise<string | undefined> {
  const limit = SIGN_IN_LIMITS.tokenResponseMaxBytes;
  if (Number(response.headers.get("Content-Length") ?? "0") > limit) {
    void response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  const decoder = new TextDecoder();
  let text = "";
  let total = 0;
  // Leaving the loop early cancels the body.
  for await (const chunk of response.body ?? []) {
    total += chunk.byteLength;
    if (total > limit) return undefined;
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/** Step 2: the state checked against the cookie, the code exchanged with its PKCE verifier, the editor told. */
async function callback(request: Request, url: URL, config: Config, log: (line: string) => void, nowMs: number) {
  if (url.searchParams.get("error") === "access_denied") return popupPage(request, { failure: "denied" });
  const verifier = await verifierFor(request, url.searchParams.get("state") ?? "", config.clientSecret, nowMs);
  if (verifier === undefined) return popupPage(request, { failure: "state" });
  if (url.searchParams.has("error")) {
    log(`sign-in: GitHub answered the sign-in with error ${logValue(url.searchParams.get("error") ?? "")}`);
    return popupPage(request, { failure: "code-rejected" });
  }
  const code = url.searchParams.get("code");
  if (!code) return popupPage(request, { failure: "code-rejected" });

  let text: string | undefined;
  try {
    const response = await fetch(new URL("/login/oauth/access_token", config.githubOrigin), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json", "User-Agent": "site-sign-in" },
      body: JSON.stringify({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code,
        code_verifier: verifier,
        redirect_uri: new URL(SIGN_IN_ROUTES.callback, url.origin).href,
      }),
      // A redirect is not followed (and fails as !ok below); workerd has no "error" mode.
      redirect: "manual",
      // Covers the answer's body too: a trickling answer ends at the same limit.
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) {
      void response.body?.cancel().catch(() => undefined);
      log(`sign-in: GitHub answered the token request with status ${response.status}`);
      return popupPage(request, { failure: "unreachable" });
    }
    text = await readCapped(response);
  } catch (error) {
    const name = error instanceof Error ? error.name : "error";
    log(
      `sign-in: GitHub could not be reached for the token (${name === "TimeoutError" ? `no answer in ${config.timeoutMs} ms` : logValue(name)})`,
    );
    return popupPage(request, { failure: "unreachable" });
  }
  if (text === undefined) {
    log(`sign-in: GitHub's token answer was larger than ${SIGN_IN_LIMITS.tokenResponseMaxBytes} bytes; not read`);
    return popupPage(request, { failure: "answer-invalid" });
  }
  let answer: { access_token?: unknown; error?: unknown };
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null) throw new TypeError("not an object");
    answer = parsed;
  } catch {
    log("sign-in: GitHub's token answer was not a JSON object");
    return popupPage(request, { failure: "answer-invalid" });
  }
  if (typeof answer.access_token === "string" && answer.access_token)
    return popupPage(request, { token: answer.access_token });
  // GitHub answers 200 with an error field: for a wrong client ID or secret, a code used or expired,
  // or a PKCE verifier that is not the one the code was issued for.
  const error = typeof answer.error === "string" ? answer.error : "";
  log(`sign-in: GitHub refused the token request: ${error ? logValue(error) : "no token in the answer"}`);
  if (error === "incorrect_client_credentials" || error === "redirect_uri_mismatch")
    return popupPage(request, { failure: "not-set-up" });
  return popupPage(request, { failure: "code-rejected" });
}
