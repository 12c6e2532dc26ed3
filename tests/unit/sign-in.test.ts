import { describe, expect, it } from "vitest";
import { SIGN_IN_LIMITS, LIMITS, SIGN_IN_ROUTES } from "../../delivery/policy.ts";
import { siteConfig } from "../../delivery/nginx.ts";
import { configFrom, handleSignIn, logValue, startProblem } from "../../server/sign-in.ts";
import { languageOf } from "../../server/sign-in-popup.ts";
import { codeChallengeOf } from "../../server/sign-in-state.ts";

// The sign-in routes' own rules, without a server (tests/http/sign-in.test.mjs runs them on all three).

describe("configFrom", () => {
  const keys = { GITHUB_CLIENT_ID: "Iv23liExample", GITHUB_CLIENT_SECRET: "secret" };

  it("needs both the client ID and the secret", () => {
    expect(configFrom({})).toHaveProperty("problem");
    expect(configFrom({ GITHUB_CLIENT_ID: "Iv23liExample" })).toHaveProperty("problem");
    expect(configFrom({ GITHUB_CLIENT_SECRET: "secret", GITHUB_CLIENT_ID: "  " })).toHaveProperty("problem");
    expect(configFrom(keys)).toMatchObject({
      githubOrigin: "https://github.com",
      timeoutMs: SIGN_IN_LIMITS.githubTimeoutMaxMs,
    });
  });

  it("accepts another GitHub only over https, or over plain http on a loopback host (tests)", () => {
    expect(configFrom({ ...keys, GITHUB_OAUTH_ORIGIN: "https://github.example.com/x" })).toMatchObject({
      githubOrigin: "https://github.example.com",
    });
    expect(configFrom({ ...keys, GITHUB_OAUTH_ORIGIN: "http://127.0.0.1:5390" })).toMatchObject({
      githubOrigin: "http://127.0.0.1:5390",
    });
    for (const origin of ["http://github.com", "http://10.0.0.2:80", "ftp://127.0.0.1", "not a url"])
      expect(configFrom({ ...keys, GITHUB_OAUTH_ORIGIN: origin }), origin).toHaveProperty("problem");
  });

  it("bounds the time GitHub may take below what every server in front allows, and says so at start", () => {
    const max = SIGN_IN_LIMITS.githubTimeoutMaxMs;
    for (const value of ["0", "-5", "1.5", "abc", "20000", String(max + 1)]) {
      expect(configFrom({ ...keys, GITHUB_TIMEOUT_MS: value }), value).toHaveProperty("problem");
      expect(startProblem({ GITHUB_TIMEOUT_MS: value }), value).toMatch(`from 1 to ${max}`);
    }
    expect(configFrom({ ...keys, GITHUB_TIMEOUT_MS: "2500" })).toMatchObject({ timeoutMs: 2500 });
    expect(configFrom({ ...keys, GITHUB_TIMEOUT_MS: String(max) })).toMatchObject({ timeoutMs: max });
    expect(startProblem({})).toBeUndefined();
    // One constant: the Node servers' socket limit and nginx's proxy_read_timeout, with room to answer.
    expect(max).toBeLessThan(LIMITS.requestTimeoutMs);
    const nginx = siteConfig({
      csp: "default-src 'none'",
      site: { pages: { "/": "index.html" }, notFound: [{ prefix: "/", file: "404.html" }], gone: {} },
    });
    const readTimeouts = [...nginx.matchAll(/proxy_read_timeout (\d+)s;/g)].map((match) => Number(match[1]) * 1000);
    expect(readTimeouts).toEqual([LIMITS.requestTimeoutMs, LIMITS.requestTimeoutMs]);
  });
});

describe("languageOf", () => {
  it.each([
    [null, "en"],
    ["", "en"],
    ["de-DE,de;q=0.9,en;q=0.8", "de"],
    ["en-GB,de;q=0.5", "en"],
    ["fr-FR,de;q=0.7,en;q=0.6", "de"],
    ["de;q=0,en", "en"],
    ["en;q=0.4,de;q=0.8", "de"],
  ] as const)("%s -> %s", (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});

describe("logValue", () => {
  it("keeps a value on one line, quoted and cut", () => {
    expect(logValue("x\nFORGED line")).toBe('"x\\nFORGED line"');
    expect(logValue("a\r\u2028b\u001b[31m")).toBe('"a\\r\\u2028b\\u001b[31m"');
    expect(logValue("y".repeat(500))).toHaveLength(66);
  });
});

describe("handleSignIn", () => {
  const env = { GITHUB_CLIENT_ID: "Iv23liExample", GITHUB_CLIENT_SECRET: "secret" };

  /** A sign-in started at `startedAt`, its callback answered at `answeredAt` (the injectable clock). */
  async function callbackAt(startedAt: number, answeredAt: number) {
    const fetched: string[] = [];
    const start = await handleSignIn(
      new Request(`https://site.example${SIGN_IN_ROUTES.authorize}?provider=github`),
      env,
      { now: () => startedAt },
    );
    const location = new URL(start?.headers.get("location") ?? "");
    const cookie = (start?.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const original = globalThis.fetch;
    globalThis.fetch = (_input: unknown, init?: RequestInit) => {
      fetched.push(typeof init?.body === "string" ? init.body : "");
      return Promise.resolve(Response.json({ access_token: "ghu_test" }));
    };
    try {
      const response = await handleSignIn(
        new Request(
          `https://site.example${SIGN_IN_ROUTES.callback}?code=abc&state=${location.searchParams.get("state")}`,
          { headers: { Cookie: cookie } },
        ),
        env,
        { now: () => answeredAt, log: () => undefined },
      );
      return { text: await response?.text(), fetched, location, cookie };
    } finally {
      globalThis.fetch = original;
    }
  }

  it("sends GitHub the S256 hash of a verifier kept in the cookie, and the verifier in the exchange", async () => {
    const { text, fetched, location, cookie } = await callbackAt(Date.now(), Date.now());
    const verifier = cookie.split("~")[1] ?? "";
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toBe(await codeChallengeOf(verifier));
    expect(JSON.parse(fetched[0] ?? "{}")).toMatchObject({ code: "abc", code_verifier: verifier });
    expect(text).toContain("ghu_test");
  });

  it("refuses a state older than its lifetime by the state's own time, not the cookie's", async () => {
    const started = Date.parse("2026-11-26T10:00:00Z");
    const lifetime = SIGN_IN_LIMITS.stateLifetimeSeconds * 1000;
    expect((await callbackAt(started, started + lifetime - 1000)).text).toContain("ghu_test");
    const late = await callbackAt(started, started + 615_000);
    expect(late.text).toContain("SIGN_IN_STATE_INVALID");
    expect(late.fetched).toHaveLength(0);
  });

  it("refuses a state the site made, but not the one in this browser's cookie (another sign-in's)", async () => {
    const now = Date.now();
    const mine = await callbackAt(now, now);
    const theirs = await callbackAt(now, now);
    expect(theirs.text).toContain("ghu_test");
    const fetched: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = () => {
      fetched.push("token request");
      return Promise.resolve(Response.json({ access_token: "ghu_test" }));
    };
    try {
      const state = theirs.location.searchParams.get("state");
      const response = await handleSignIn(
        new Request(`https://site.example${SIGN_IN_ROUTES.callback}?code=abc&state=${state}`, {
          headers: { Cookie: mine.cookie },
        }),
        env,
        { log: () => undefined },
      );
      expect(await response?.text()).toContain("SIGN_IN_STATE_INVALID");
      expect(fetched).toHaveLength(0);
    } finally {
      globalThis.fetch = original;
    }
  });

  it("answers HEAD on the callback with 405 (GET only) and exchanges nothing", async () => {
    const response = await handleSignIn(
      new Request(`https://site.example${SIGN_IN_ROUTES.callback}?code=abc&state=x`, { method: "HEAD" }),
      env,
    );
    expect(response?.status).toBe(405);
    expect(response?.headers.get("allow")).toBe("GET");
  });

  it("answers only its two routes", async () => {
    expect(await handleSignIn(new Request("https://site.example/oauth/"), env)).toBeUndefined();
    expect(await handleSignIn(new Request("https://site.example/admin/"), env)).toBeUndefined();
  });

  it("sends the callback address on the origin the browser used, and asks an OAuth App for repo at most", async () => {
    const response = await handleSignIn(
      new Request(`https://preview.site.example${SIGN_IN_ROUTES.authorize}?provider=github&scope=repo,admin:org`),
      env,
    );
    const location = new URL(response?.headers.get("location") ?? "");
    expect(location.searchParams.get("redirect_uri")).toBe(`https://preview.site.example${SIGN_IN_ROUTES.callback}`);
    expect(location.searchParams.get("scope")).toBe("repo");
  });

  it("offers GitHub only", async () => {
    const response = await handleSignIn(
      new Request(`https://site.example${SIGN_IN_ROUTES.authorize}?provider=gitlab`),
      env,
    );
    expect(await response?.text()).toContain("UNSUPPORTED_BACKEND");
    expect(response?.headers.get("location")).toBeNull();
  });
});
