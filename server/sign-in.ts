// "Sign In with GitHub" for the browser editor at /admin/: the two routes of the protocol Sveltia
// CMS (and Decap) speak, written against Web APIs only, so that the Node server
// (server/site-server.mjs, and build/sign-in/server.mjs behind nginx) and the Cloudflare Pages
// Function (functions/oauth/) run this same code. Modelled on Sveltia's own helper
// (github.com/sveltia/sveltia-cms-auth), with the state bound to a cookie, the result posted to
// this origin only, a hashed inline script and bounded calls to GitHub
// (docs/decisions/150-sign-in-with-github.md).
import { escapeHtml } from "../shared/escape.ts";
import { ALLOW_HEADER, LIMITS, SIGN_IN_ROUTES, securityHeaders } from "../delivery/policy.mjs";

export { SIGN_IN_ROUTES };

/** Holds the state between the two routes: only ever sent over HTTPS, to this host, to no script. */
export const STATE_COOKIE = "__Host-github-sign-in";
export const STATE_LIFETIME_SECONDS = 600;

/** The scopes an OAuth App may be asked for (a GitHub App ignores scopes: its permissions decide). */
const ALLOWED_SCOPES = new Set(["repo", "public_repo"]);
const DEFAULT_SCOPE = "repo";

const GITHUB_ORIGIN = "https://github.com";
const DEFAULT_TIMEOUT_MS = 10_000;

/** What the routes read from the environment (Node: process.env; Cloudflare: the project's secrets). */
export type SignInEnv = {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** For tests only: a fake GitHub. Plain http is accepted for a loopback host alone. */
  GITHUB_OAUTH_ORIGIN?: string;
  /** How long the call to GitHub may take, in milliseconds (default 10 s). */
  GITHUB_TIMEOUT_MS?: string;
};

type Failure = "denied" | "state" | "not-set-up" | "unreachable" | "code-rejected" | "unsupported";
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
    "code-rejected": "GitHub did not accept this sign-in: it was used already or took too long. Please sign in again.",
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
    "code-rejected":
      "GitHub hat diese Anmeldung nicht angenommen: Sie war schon verwendet oder hat zu lange gedauert. Bitte melden Sie sich erneut an.",
    unsupported: "Diese Website bietet nur die Anmeldung mit GitHub an.",
  },
};

const ERROR_CODES: Record<Failure, string> = {
  denied: "SIGN_IN_DENIED",
  state: "SIGN_IN_STATE_INVALID",
  "not-set-up": "SIGN_IN_NOT_SET_UP",
  unreachable: "GITHUB_UNREACHABLE",
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
  const timeoutMs = Number(env.GITHUB_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 60_000)
    return { problem: "GITHUB_TIMEOUT_MS must be a whole number of milliseconds between 1 and 60000" };
  return { clientId, clientSecret, githubOrigin, timeoutMs };
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

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export type SignInOptions = {
  /** One line for whoever runs the site; never given a token, a code or a secret. */
  log?: (line: string) => void;
};

/**
 * Answers a request for one of {@link SIGN_IN_ROUTES}; undefined for any other path.
 * `request.url` must be the address the browser used (the Node adapter rebuilds it from Host).
 */
export async function handleSignIn(
  request: Request,
  env: SignInEnv,
  { log = (line) => console.error(line) }: SignInOptions = {},
): Promise<Response | undefined> {
  const url = new URL(request.url);
  if (new TextEncoder().encode(url.pathname + url.search).length > LIMITS.maxUrlBytes)
    return new Response("414 URI Too Long\n", {
      status: 414,
      headers: await headersFor({ "Content-Type": "text/plain; charset=utf-8" }),
    });
  if (url.pathname !== SIGN_IN_ROUTES.authorize && url.pathname !== SIGN_IN_ROUTES.callback) return undefined;
  try {
    decodeURIComponent(url.search.replace(/\+/g, " "));
  } catch {
    // A malformed percent-encoding, refused as on every other address of the site.
    return new Response("400 Bad Request\n", {
      status: 400,
      headers: await headersFor({ "Content-Type": "text/plain; charset=utf-8" }),
    });
  }
  if (request.method !== "GET" && request.method !== "HEAD")
    return new Response("405 Method Not Allowed\n", {
      status: 405,
      headers: await headersFor({ "Content-Type": "text/plain; charset=utf-8", Allow: ALLOW_HEADER }),
    });

  const config = configFrom(env);
  if ("problem" in config) {
    log(`sign-in: not set up: ${config.problem}`);
    return popupPage(request, { failure: "not-set-up" });
  }
  return url.pathname === SIGN_IN_ROUTES.authorize
    ? authorize(request, url, config)
    : callback(request, url, config, log);
}

/** Step 1: a fresh state in a cookie, and off to GitHub. */
async function authorize(request: Request, url: URL, config: Config): Promise<Response> {
  if (url.searchParams.get("provider") !== "github") return popupPage(request, { failure: "unsupported" });
  const requested = (url.searchParams.get("scope") ?? "").split(/[\s,]+/).filter(Boolean);
  const scope =
    requested.length > 0 && requested.every((item) => ALLOWED_SCOPES.has(item)) ? requested.join(",") : DEFAULT_SCOPE;
  const state = randomState();
  const target = new URL("/login/oauth/authorize", config.githubOrigin);
  target.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: new URL(SIGN_IN_ROUTES.callback, url.origin).href,
    scope,
    state,
  }).toString();
  const headers = await headersFor({
    Location: target.href,
    "Set-Cookie": `${STATE_COOKIE}=${state}; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=${STATE_LIFETIME_SECONDS}`,
  });
  return new Response(null, { status: 302, headers });
}

/** Step 2: the state checked against the cookie, the code exchanged for a token, the editor told. */
async function callback(request: Request, url: URL, config: Config, log: (line: string) => void): Promise<Response> {
  if (url.searchParams.get("error") === "access_denied") return popupPage(request, { failure: "denied" });
  const state = url.searchParams.get("state") ?? "";
  const expected = cookieValue(request, STATE_COOKIE) ?? "";
  if (!state || !expected || !sameSecret(state, expected)) return popupPage(request, { failure: "state" });
  if (url.searchParams.has("error")) {
    log(`sign-in: GitHub answered the sign-in with error "${url.searchParams.get("error")?.slice(0, 64)}"`);
    return popupPage(request, { failure: "code-rejected" });
  }
  const code = url.searchParams.get("code");
  if (!code) return popupPage(request, { failure: "code-rejected" });

  let answer: { access_token?: unknown; error?: unknown };
  try {
    const response = await fetch(new URL("/login/oauth/access_token", config.githubOrigin), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json", "User-Agent": "site-sign-in" },
      body: JSON.stringify({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code,
        redirect_uri: new URL(SIGN_IN_ROUTES.callback, url.origin).href,
      }),
      // A redirect is not followed (and fails as !ok below); workerd has no "error" mode.
      redirect: "manual",
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) {
      log(`sign-in: GitHub answered the token request with status ${response.status}`);
      return popupPage(request, { failure: "unreachable" });
    }
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    const name = error instanceof Error ? error.name : "error";
    log(
      `sign-in: GitHub could not be reached for the token (${name === "TimeoutError" ? `no answer in ${config.timeoutMs} ms` : name})`,
    );
    return popupPage(request, { failure: "unreachable" });
  }
  if (typeof answer.access_token === "string" && answer.access_token)
    return popupPage(request, { token: answer.access_token });
  // GitHub answers 200 with an error field: for a wrong client ID or secret, or a code used or expired.
  const error = typeof answer.error === "string" ? answer.error.slice(0, 64) : "no token in the answer";
  log(`sign-in: GitHub refused the token request: ${error}`);
  if (error === "incorrect_client_credentials" || error === "redirect_uri_mismatch")
    return popupPage(request, { failure: "not-set-up" });
  return popupPage(request, { failure: "code-rejected" });
}
