import { describe, expect, it } from "vitest";
import { configFrom, handleSignIn, languageOf, SIGN_IN_ROUTES } from "../../server/sign-in.ts";

// The sign-in routes' own rules, without a server (tests/http/sign-in.test.mjs runs them on all three).

describe("configFrom", () => {
  const keys = { GITHUB_CLIENT_ID: "Iv23liExample", GITHUB_CLIENT_SECRET: "secret" };

  it("needs both the client ID and the secret", () => {
    expect(configFrom({})).toHaveProperty("problem");
    expect(configFrom({ GITHUB_CLIENT_ID: "Iv23liExample" })).toHaveProperty("problem");
    expect(configFrom({ GITHUB_CLIENT_SECRET: "secret", GITHUB_CLIENT_ID: "  " })).toHaveProperty("problem");
    expect(configFrom(keys)).toMatchObject({ githubOrigin: "https://github.com", timeoutMs: 10_000 });
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

  it("bounds the time GitHub may take", () => {
    for (const value of ["0", "-5", "1.5", "abc", "600000"])
      expect(configFrom({ ...keys, GITHUB_TIMEOUT_MS: value }), value).toHaveProperty("problem");
    expect(configFrom({ ...keys, GITHUB_TIMEOUT_MS: "2500" })).toMatchObject({ timeoutMs: 2500 });
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

describe("handleSignIn", () => {
  const env = { GITHUB_CLIENT_ID: "Iv23liExample", GITHUB_CLIENT_SECRET: "secret" };

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
