// The sign-in's state and PKCE verifier (server/sign-in.ts), on Web Crypto only: a signed, dated
// state in an `__Host-` cookie beside the verifier (docs/decisions/150-sign-in-with-github.md).
import { SIGN_IN_LIMITS } from "../delivery/policy.ts";

/** Holds the state between the two routes: only ever sent over HTTPS, to this host, to no script. */
export const STATE_COOKIE = "__Host-github-sign-in";
export const STATE_LIFETIME_SECONDS = SIGN_IN_LIMITS.stateLifetimeSeconds;
/** A state dated this far in the future still passes: the clocks of two machines may differ a little. */
const CLOCK_SKEW_SECONDS = 60;

const STATE_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;
const VERIFIER_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;

const encode = (text: string) => new TextEncoder().encode(text);

export function base64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function base64url(bytes: Uint8Array): string {
  return base64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

export async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", encode(text)));
}

/** 32 random bytes, base64url: 43 characters (a state's nonce, a PKCE verifier). */
export function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** PKCE's S256 (RFC 7636 4.2): base64url of the verifier's SHA-256. */
export async function codeChallengeOf(verifier: string): Promise<string> {
  return base64url(await sha256(verifier));
}

/** The state's HMAC key, derived from the client secret (HKDF), so no second secret must be kept. */
async function stateKey(clientSecret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", encode(clientSecret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: encode("site sign-in"), info: encode("state v1") },
    material,
    { name: "HMAC", hash: "SHA-256", length: 256 },
    false,
    ["sign", "verify"],
  );
}

/** A state: its time (seconds), a nonce, and an HMAC of both, so the site can tell its age and that it made it. */
export async function mintState(clientSecret: string, nowMs: number): Promise<string> {
  const signed = `${Math.floor(nowMs / 1000)}.${randomToken()}`;
  const mac = await crypto.subtle.sign("HMAC", await stateKey(clientSecret), encode(signed));
  return `${signed}.${base64url(new Uint8Array(mac))}`;
}

/** Whether the site made `state` with this key less than STATE_LIFETIME_SECONDS ago. */
async function isLiveState(key: CryptoKey, state: string, nowMs: number): Promise<boolean> {
  const [, issued = "", nonce = "", mac = ""] = STATE_PATTERN.exec(state) ?? [];
  if (!mac) return false;
  const age = nowMs / 1000 - Number(issued);
  if (age > STATE_LIFETIME_SECONDS || age < -CLOCK_SKEW_SECONDS) return false;
  return crypto.subtle.verify("HMAC", key, fromBase64url(mac), encode(`${issued}.${nonce}`));
}

/** The cookie keeps the state and the PKCE verifier, which never leaves this browser and the site. */
export const stateCookie = (state: string, verifier: string) =>
  `${STATE_COOKIE}=${state}~${verifier}; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=${STATE_LIFETIME_SECONDS}`;

/** The state is single-use: every popup page clears it. */
export const CLEARED_STATE_COOKIE = `${STATE_COOKIE}=; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=0`;

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** The cookie's PKCE verifier if `state` is the cookie's, signed here and still live; else undefined. */
export async function verifierFor(request: Request, state: string, clientSecret: string, nowMs: number) {
  const [expected = "", verifier = "", ...rest] = (cookieValue(request, STATE_COOKIE) ?? "").split("~");
  if (state === "" || rest.length > 0 || !VERIFIER_PATTERN.test(verifier)) return undefined;
  const key = await stateKey(clientSecret);
  // verify() compares in constant time: the query's state against the HMAC of the cookie's ("double HMAC").
  const expectedMac = await crypto.subtle.sign("HMAC", key, encode(expected));
  const sameAsCookie = await crypto.subtle.verify("HMAC", key, expectedMac, encode(state));
  return sameAsCookie && (await isLiveState(key, state, nowMs)) ? verifier : undefined;
}
