// "Sign In with GitHub" for the browser editor at /admin/: the two routes of the protocol Sveltia
// CMS (and Decap) speak, written against Web APIs only, so that the Node server
// (server/site-server.ts, and build/sign-in/server.mjs behind nginx) and the Cloudflare Pages
// Function (functions/oauth/) run this same code. Modelled on Sveltia's own helper
// (github.com/sveltia/sveltia-cms-auth), with a signed, dated state bound to a cookie, PKCE, the
// result posted to this origin only, a hashed inline script and bounded calls to GitHub
// (docs/decisions/150-sign-in-with-github.md).
import { escapeHtml } from "../shared/escape.ts";
import { ALLOW_HEADER, LIMITS, SIGN_IN_LIMITS, SIGN_IN_ROUTES, securityHeaders } from "../delivery/policy.ts";

export { SIGN_IN_ROUTES };

/** Holds the state between the two routes: only ever sent over HTTPS, to this host, to no script. */
export const STATE_COOKIE = "__Host-github-sign-in";
export const STATE_LIFETIME_SECONDS = SIGN_IN_LIMITS.stateLifetimeSeconds;
/** A state dated this far in the future still passes: the clocks of two machines may differ a little. */
const CLOCK_SKEW_SECONDS = 60;

/** The scopes an OAuth App may be asked for (a GitHub App ignores scopes: its permissions decide). */
const ALLOWED_SCOPES = new Set(["repo", "public_repo"]);
const DEFAULT_SCOPE = "repo";

const GITHUB_ORIGIN = "https://github.com";
/** The longest wait for GitHub every server allows (delivery/policy.ts SIGN_IN_LIMITS), and the default. */
export const GITHUB_TIMEOUT_MAX_MS = SIGN_IN_LIMITS.githubTimeoutMaxMs;

/** What the routes read from the environment (Node: process.env; Cloudflare: the project's secrets). */
export type SignInEnv = {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** For tests only: a fake GitHub. Plain http is accepted for a loopback host alone. */
  GITHUB_OAUTH_ORIGIN?: string;
  /** How long the call to GitHub may take, in milliseconds (at most and by default GITHUB_TIMEOUT_MAX_MS). */
  GITHUB_TIMEOUT_MS?: string;
};

type Failure = "denied" | "state" | "not-set-up" | "unreachable" | "answer-invalid" | "code-rejected" | "unsupported";
type Language = "en" | "de";

/**
 * Short words for the popup and the editor's sign-in screen. The error codes are the site's own,
 * so Sveltia shows these words (it shows its own only for codes it knows).
 */
const WORDS: Record<Language, Record<Failure | "success", string> & { title: string }> = {
  en: {
    title: "Sign in to the editor",
    success: "You are signed in. This window closes by itself; if it stays open, close it.",
    denied: "Sign-in was cancelled on GitHub. Nothing was changed. Try again when you are ready.",
    state: "This sign-in has expired or was not started on this site. Start again from the editor.",
    "not-set-up":
      "Sign-in with GitHub is not set up correctly on this site (client ID or secret). Please tell whoever runs the website.",
    unreachable: "GitHub could not be reached. Please try again in a moment.",
    "answer-invalid": "GitHub's answer was too large or unreadable. Nothing was changed. Please try again in a moment.",
    "code-rejected":
      "GitHub did not accept this sign-in: it was used already, took too long or was started in another browser. Please sign in again.",
    unsupported: "This site offers sign-in with GitHub only.",
  },
  de: {
    title: "Anmeldung im Editor",
    success: "Sie sind angemeldet. Dieses Fenster schließt sich selbst; bleibt es offen, schließen Sie es.",
    denied:
      "Die Anmeldung wurde bei GitHub abgebrochen. Es wurde nichts geändert. Versuchen Sie es erneut, wenn Sie so weit sind.",
    state: "Diese Anmeldung ist abgelaufen oder wurde nicht auf dieser Website begonnen. Bitte im Editor neu beginnen.",
    "not-set-up":
      "Die Anmeldung mit GitHub ist auf dieser Website nicht richtig eingerichtet (Client-ID oder Secret). Bitte sagen Sie der Person Bescheid, die die Website betreut.",
    unreachable: "GitHub war nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.",
    "answer-invalid":
      "Die Antwort von GitHub war zu groß oder nicht lesbar. Es wurde nichts geändert. Bitte versuchen Sie es gleich noch einmal.",
    "code-rejected":
      "GitHub hat diese Anmeldung nicht angenommen: Sie war schon verwendet, hat zu lange gedauert oder wurde in einem anderen Browser begonnen. Bitte melden Sie sich erneut an.",
    unsupported: "Diese Website bietet nur die Anmeldung mit GitHub an.",
  },
};

const ERROR_CODES: Record<Failure, string> = {
  denied: "SIGN_IN_DENIED",
  state: "SIGN_IN_STATE_INVALID",
  "not-set-up": "SIGN_IN_NOT_SET_UP",
  unreachable: "GITHUB_UNREACHABLE",
  "answer-invalid": "GITHUB_ANSWER_INVALID",
  "code-rejected": "SIGN_IN_CODE_REJECTED",
  unsupported: "UNSUPPORTED_BACKEND",
};

/**
 * The popup's one script, the same bytes on every response (so its hash is a constant): it reads
 * the result from the JSON block, says "authorizing:github" to the editor that opened it, and
 * answers the editor's echo with the result, only to this origin and only to that window.
 */
const POPUP_SCRIPT = `(() => {
  const result = JSON.parse(document.getElementById("sign-in-result").textContent);
  const opener = window.opener;
  if (!opener) return;
  addEventListener("message", (event) => {
    if (event.source !== opener || event.origin !== location.origin || event.data !== result.ping) return;
    opener.postMessage(result.message, location.origin);
  });
  opener.postMessage(result.ping, location.origin);
})();`;

const POPUP_STYLE =
  "body{font:1.0625rem/1.55 system-ui,sans-serif;margin:0;padding:2rem 1.5rem;color:CanvasText;background:Canvas}" +
  "main{max-width:34rem;margin:0 auto}h1{font-size:1.25rem;margin:0 0 .75rem}p{margin:0}";

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

let popupPolicy: Promise<string> | undefined;
/** The popup's policy: nothing but its own hashed script and style; no frame, form or base. */
export function popupCsp(): Promise<string> {
  popupPolicy ??= Promise.all([sha256Base64(POPUP_SCRIPT), sha256Base64(POPUP_STYLE)]).then(
    ([script, style]) =>
      `default-src 'none'; script-src 'sha256-${script}'; style-src 'sha256-${style}'; ` +
      "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
  return popupPolicy;
}

/** The response headers of both routes: never stored, never sent on as a referrer. */
async function headersFor(extra: Record<string, string> = {}): Promise<Headers> {
  const headers = new Headers(securityHeaders(await popupCsp()));
  // The popup must keep its link to the editor that opened it: "same-origin" would cut it.
  headers.set("Cross-Origin-Opener-Policy", "unsafe-none");
  // The callback's address carries GitHub's one-time code.
  headers.set("Referrer-Policy", "no-referrer");
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  for (const [name, value] of Object.entries(extra)) headers.append(name, value);
  return headers;
}

/** The first of English and German the browser asks for; English otherwise. */
export function languageOf(acceptLanguage: string | null): Language {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const q = Number(
        params
          .find((param) => param.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? "1",
      );
      return { language: tag.split("-")[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ language, q }) => (language === "en" || language === "de") && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language === "de" ? "de" : "en";
}

/** The popup page: the message for a person, and the result for the editor. */
async function popupPage(
  request: Request,
  outcome: { token: string } | { failure: Failure },
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const language = languageOf(request.headers.get("Accept-Language"));
  const words = WORDS[language];
  const isSuccess = "token" in outcome;
  const text = isSuccess ? words.success : words[outcome.failure];
  const payload = isSuccess
    ? { provider: "github", token: outcome.token }
    : { provider: "github", error: text, errorCode: ERROR_CODES[outcome.failure] };
  const result = {
    ping: "authorizing:github",
    message: `authorization:github:${isSuccess ? "success" : "error"}:${JSON.stringify(payload)}`,
  };
  const body = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(words.title)}</title>
<style>${POPUP_STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(words.title)}</h1>
<p role="${isSuccess ? "status" : "alert"}">${escapeHtml(text)}</p>
</main>
<script type="application/json" id="sign-in-result">${JSON.stringify(result).replace(/</g, "\\u003c")}</script>
<script>${POPUP_SCRIPT}</script>
</body>
</html>
`;
  const headers = await headersFor({ "Content-Type": "text/html; charset=utf-8", ...extraHeaders });
  // The state is single-use: whatever the outcome, the callback clears it.
  headers.append("Set-Cookie", `${STATE_COOKIE}=; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=0`);
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
}

type Config = { clientId: string; clientSecret: string; githubOrigin: string; timeoutMs: number };

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** A Host header as RFC 9110 allows it: a name or an address, and a port; no user, path or query. */
export const HOST_PATTERN = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * GITHUB_TIMEOUT_MS, or why it cannot be used: above GITHUB_TIMEOUT_MAX_MS the server in front
 * (Node's socket timeout, nginx's proxy_read_timeout) would close the popup's connection first.
 */
function timeoutFrom(env: SignInEnv): number | { problem: string } {
  if (env.GITHUB_TIMEOUT_MS === undefined || env.GITHUB_TIMEOUT_MS === "") return GITHUB_TIMEOUT_MAX_MS;
  const timeoutMs = Number(env.GITHUB_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > GITHUB_TIMEOUT_MAX_MS)
    return {
      problem:
        `GITHUB_TIMEOUT_MS must be a whole number of milliseconds from 1 to ${GITHUB_TIMEOUT_MAX_MS} ` +
        `(got ${logValue(env.GITHUB_TIMEOUT_MS)}): the server and nginx close a request after ` +
        `${LIMITS.requestTimeoutMs} ms, and the sign-in needs the rest to answer; leave it unset for ${GITHUB_TIMEOUT_MAX_MS}`,
    };
  return timeoutMs;
}

/**
 * What a server should refuse to start with (the sign-in process and the Node server check it at
 * start-up): a GITHUB_TIMEOUT_MS no server in front allows. A missing client ID or secret is not
 * one: the site runs without sign-in, and the popup says it is not set up.
 */
export function startProblem(env: SignInEnv): string | undefined {
  const timeout = timeoutFrom(env);
  return typeof timeout === "number" ? undefined : timeout.problem;
}

/** The configuration, or the reason it is unusable (logged for whoever runs the site, never shown). */
export function configFrom(env: SignInEnv): Config | { problem: string } {
  const clientId = env.GITHUB_CLIENT_ID?.trim() ?? "";
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim() ?? "";
  if (!clientId || !clientSecret)
    return { problem: 'GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must both be set (README, "Signing in with GitHub")' };
  let githubOrigin = GITHUB_ORIGIN;
  if (env.GITHUB_OAUTH_ORIGIN) {
    let url: URL;
    try {
      url = new URL(env.GITHUB_OAUTH_ORIGIN);
    } catch {
      return { problem: "GITHUB_OAUTH_ORIGIN is not a URL" };
    }
    const secure = url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
    if (!secure)
      return { problem: "GITHUB_OAUTH_ORIGIN must be https (plain http only on a loopback host, for tests)" };
    githubOrigin = url.origin;
  }
  const timeoutMs = timeoutFrom(env);
  if (typeof timeoutMs !== "number") return timeoutMs;
  return { clientId, clientSecret, githubOrigin, timeoutMs };
}

/**
 * A value from the query or from GitHub, fit for one log line: quoted, cut to 64 characters, and
 * everything but printable ASCII escaped, so a line break in it cannot start a forged line.
 */
export function logValue(value: string): string {
  return JSON.stringify(value.slice(0, 64)).replace(
    /[^\x20-\x7e]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** Compares two strings in time that depends on their length only. */
function sameSecret(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let index = 0; index < left.length; index += 1) difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  return difference === 0;
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** 32 random bytes, base64url: 43 characters (a state's nonce, a PKCE verifier). */
function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** PKCE's S256 (RFC 7636 4.2): base64url of the verifier's SHA-256. */
export async function codeChallengeOf(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}

const stateKeys = new Map<string, Promise<CryptoKey>>();
/** The state's HMAC key, derived from the client secret (HKDF), so no second secret must be kept. */
function stateKey(clientSecret: string): Promise<CryptoKey> {
  let key = stateKeys.get(clientSecret);
  if (!key) {
    const encoder = new TextEncoder();
    key = crypto.subtle
      .importKey("raw", encoder.encode(clientSecret), "HKDF", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: encoder.encode("site sign-in"), info: encoder.encode("state v1") },
          material,
          { name: "HMAC", hash: "SHA-256", length: 256 },
          false,
          ["sign", "verify"],
        ),
      );
    stateKeys.clear(); // one secret at a time: a rotated secret replaces the old key
    stateKeys.set(clientSecret, key);
  }
  return key;
}

const STATE_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;
const VERIFIER_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;

/**
 * A state: the time it was made (seconds), a random nonce, and an HMAC of both, so the site itself
 * can tell its age and that it made it, whatever the browser kept. Exported for tests, which make
 * one with an old time.
 */
export async function mintState(clientSecret: string, nowMs: number): Promise<string> {
  const signed = `${Math.floor(nowMs / 1000)}.${randomToken()}`;
  const mac = await crypto.subtle.sign("HMAC", await stateKey(clientSecret), new TextEncoder().encode(signed));
  return `${signed}.${base64url(new Uint8Array(mac))}`;
}

/** Whether the site made `state` with this secret less than STATE_LIFETIME_SECONDS ago. */
async function isLiveState(clientSecret: string, state: string, nowMs: number): Promise<boolean> {
  const [, issued = "", nonce = "", mac = ""] = STATE_PATTERN.exec(state) ?? [];
  if (!mac) return false;
  const age = nowMs / 1000 - Number(issued);
  if (age > STATE_LIFETIME_SECONDS || age < -CLOCK_SKEW_SECONDS) return false;
  // verify() compares in constant time.
  return crypto.subtle.verify(
    "HMAC",
    await stateKey(clientSecret),
    fromBase64url(mac),
    new TextEncoder().encode(`${issued}.${nonce}`),
  );
}

/** The cookie keeps the state and the PKCE verifier, which never leaves this browser and the site. */
const cookieOf = (state: string, verifier: string) => `${state}~${verifier}`;

export type SignInOptions = {
  /** One line for whoever runs the site; never given a token, a code or a secret. */
  log?: (line: string) => void;
  /** The clock, in milliseconds (tests). */
  now?: () => number;
};

/** A short plain-text answer with the routes' headers (a refused method, address or Host). */
export async function plainAnswer(status: 400 | 405 | 414, allow?: string): Promise<Response> {
  const reason = { 400: "Bad Request", 405: "Method Not Allowed", 414: "URI Too Long" }[status];
  return new Response(`${status} ${reason}\n`, {
    status,
    headers: await headersFor({
      "Content-Type": "text/plain; charset=utf-8",
      ...(allow === undefined ? {} : { Allow: allow }),
    }),
  });
}

/**
 * The methods a route answers: the callback GET only, since answering it spends GitHub's one-time
 * code (a HEAD from a link checker would spend it for nobody); the authorize step GET and HEAD.
 */
export function allowedMethodsOf(pathname: string): string {
  return pathname === SIGN_IN_ROUTES.callback ? "GET" : ALLOW_HEADER;
}

/**
 * Answers a request for one of {@link SIGN_IN_ROUTES}; undefined for any other path.
 * `request.url` must be the address the browser used (the Node adapter rebuilds it from Host).
 */
export async function handleSignIn(
  request: Request,
  env: SignInEnv,
  { log = (line) => console.error(line), now = Date.now }: SignInOptions = {},
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
    requested.length > 0 && requested.every((item) => ALLOWED_SCOPES.has(item)) ? requested.join(",") : DEFAULT_SCOPE;
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
  const headers = await headersFor({
    Location: target.href,
    "Set-Cookie": `${STATE_COOKIE}=${cookieOf(state, verifier)}; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=${STATE_LIFETIME_SECONDS}`,
  });
  return new Response(null, { status: 302, headers });
}

/**
 * GitHub's token answer as text, or undefined when it is larger than
 * SIGN_IN_LIMITS.tokenResponseMaxBytes: then the rest is never read (the connection is given up).
 */
async function readCapped(response: Response): Promise<string | undefined> {
  const limit = SIGN_IN_LIMITS.tokenResponseMaxBytes;
  const declared = Number(response.headers.get("Content-Length") ?? "0");
  if (declared > limit) {
    void response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      void reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Step 2: the state checked (the cookie's, signed by this site, not older than its lifetime), the
 * code exchanged for a token with the cookie's PKCE verifier, the editor told.
 */
async function callback(
  request: Request,
  url: URL,
  config: Config,
  log: (line: string) => void,
  nowMs: number,
): Promise<Response> {
  if (url.searchParams.get("error") === "access_denied") return popupPage(request, { failure: "denied" });
  const state = url.searchParams.get("state") ?? "";
  const [expected = "", verifier = "", ...rest] = (cookieValue(request, STATE_COOKIE) ?? "").split("~");
  const stateHolds =
    state !== "" &&
    rest.length === 0 &&
    sameSecret(state, expected) &&
    VERIFIER_PATTERN.test(verifier) &&
    (await isLiveState(config.clientSecret, state, nowMs));
  if (!stateHolds) return popupPage(request, { failure: "state" });
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
