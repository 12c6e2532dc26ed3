// The sign-in's popup page (server/sign-in.ts): the words for a person in English or German, the
// result for the editor that opened it, and the headers of both routes' answers.
import { securityHeaders } from "../delivery/headers.ts";
import { escapeHtml } from "../shared/escape.ts";
import { CLEARED_STATE_COOKIE, base64, sha256 } from "./sign-in-state.ts";

export type Language = "en" | "de";

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

const ERROR_CODES = {
  denied: "SIGN_IN_DENIED",
  state: "SIGN_IN_STATE_INVALID",
  "not-set-up": "SIGN_IN_NOT_SET_UP",
  unreachable: "GITHUB_UNREACHABLE",
  "answer-invalid": "GITHUB_ANSWER_INVALID",
  "code-rejected": "SIGN_IN_CODE_REJECTED",
  unsupported: "UNSUPPORTED_BACKEND",
} as const;
export type Failure = keyof typeof ERROR_CODES;

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

/** The popup's policy: nothing but its own hashed script and style; no frame, form or base. */
async function popupCsp() {
  const [script, style] = await Promise.all(
    [POPUP_SCRIPT, POPUP_STYLE].map(async (text) => base64(await sha256(text))),
  );
  return (
    `default-src 'none'; script-src 'sha256-${script}'; style-src 'sha256-${style}'; ` +
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
  );
}

/** The response headers of both routes: never stored, never sent on as a referrer. */
export async function headersFor(extra: Record<string, string>): Promise<Headers> {
  return new Headers({
    ...securityHeaders(await popupCsp()),
    // The popup must keep its link to the editor that opened it: "same-origin" would cut it.
    "Cross-Origin-Opener-Policy": "unsafe-none",
    "Referrer-Policy": "no-referrer", // the callback's address carries GitHub's one-time code
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
    ...extra,
  });
}

/** The first of English and German the browser asks for; English otherwise. */
export function languageOf(acceptLanguage: string | null): Language {
  let best: { language: Language; q: number } | undefined;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const language = tag.split("-")[0];
    const weight = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const q = Number(weight?.slice(2) ?? "1");
    if ((language === "en" || language === "de") && Number.isFinite(q) && q > (best?.q ?? 0)) best = { language, q };
  }
  return best?.language ?? "en";
}

/** The popup page: the message for a person, and the result for the editor. */
export async function popupPage(request: Request, outcome: { token: string } | { failure: Failure }) {
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
  const headers = await headersFor({ "Content-Type": "text/html; charset=utf-8", "Set-Cookie": CLEARED_STATE_COOKIE });
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
}

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
