// "Sign In with GitHub" (server/sign-in.ts) over real sockets, on all three ways of serving the
// site, against a fake GitHub on loopback (tests/support/fake-github.ts): the Node server, nginx
// proxying to the bundled sign-in process (build/sign-in/server.mjs), and the Pages Functions
// under Cloudflare's runtime (`wrangler pages dev`). Every case runs on each, and what a browser
// sees (status, headers, message, what reaches the editor) must be the same on all three.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { readFileSync } from "node:fs";
import net from "node:net";
import { LIMITS, SIGN_IN_LIMITS, SIGN_IN_ROUTES } from "../../delivery/policy.ts";
import { mintState } from "../../server/sign-in-state.ts";
import { FORGED_LOG_LINE, HUGE_ANSWER_BYTES, startFakeGitHub } from "../support/fake-github.ts";
import {
  CLOUDFLARE_PORT,
  HOST,
  NGINX_PORT,
  NODE_PORT,
  projectDir,
  rawRequest,
  startCloudflareServer,
  startNginxServer,
  startNodeServer,
  waitForPort,
} from "./support.mjs";

const SIGN_IN_PROCESS_PORT = NODE_PORT + 3;
/** Further ports of this suite: a second Cloudflare runtime, an nginx whose sign-in process is down or stuck. */
const SPARE_PORT = NODE_PORT + 4;
/** Short, so the case of a GitHub that never answers takes a second, not ten. */
const TIMEOUT_MS = 1500;

/** @type {import("../support/fake-github.ts").FakeGitHub} */
let github;
/** @type {{ name: string, url: string, port: number, logs: () => string, stop: () => Promise<void> }[]} */
const servers = [];

/**
 * The bundled sign-in process nginx proxies to, as the systemd unit runs it.
 * @param {Record<string, string>} env
 * @param {string} publicOrigin the test nginx's address (the unit sets the site's)
 */
async function startSignInProcess(env, publicOrigin) {
  const child = spawn(process.execPath, [path.join(projectDir, "build", "sign-in", "server.mjs")], {
    env: {
      ...process.env,
      ...env,
      SIGN_IN_PORT: String(SIGN_IN_PROCESS_PORT),
      SIGN_IN_HOST: HOST,
      SIGN_IN_PUBLIC_ORIGIN: publicOrigin,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await waitForPort(SIGN_IN_PROCESS_PORT);
  return {
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** @param {Record<string, string>} env */
async function startAll(env) {
  const node = await startNodeServer({ env: { ...env, LOG_REQUESTS: "1" } });
  const signIn = await startSignInProcess(env, `http://${HOST}:${NGINX_PORT}`);
  const nginx = await startNginxServer({ signInUpstream: `${HOST}:${SIGN_IN_PROCESS_PORT}` });
  const cloudflare = await startCloudflareServer({ bindings: env });
  return [
    { name: "node", url: node.url, port: node.port, logs: node.output, stop: () => node.stop() },
    {
      name: "nginx",
      url: nginx.url,
      port: nginx.port,
      logs: signIn.output,
      stop: async () => {
        await nginx.stop();
        await signIn.stop();
      },
    },
    {
      name: "cloudflare",
      url: cloudflare.url,
      port: cloudflare.port,
      logs: cloudflare.messages,
      stop: cloudflare.stop,
    },
  ];
}

async function stopAll() {
  for (const server of servers.splice(0)) await server.stop();
}

/**
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
const request = (url, headers = {}, method = "GET") => fetch(url, { method, headers, redirect: "manual" });

/** What the popup page tells a person and posts to the editor. */
async function popupOf(/** @type {Response} */ response) {
  const html = await response.text();
  const data = /<script type="application\/json" id="sign-in-result">(.*?)<\/script>/s.exec(html)?.[1];
  assert.ok(data, "the popup carries its result");
  /** @type {unknown} */
  const parsed = JSON.parse(data);
  const result = /** @type {{ ping: string, message: string }} */ (parsed);
  const [, outcome, payload] = /^authorization:github:(success|error):(.*)$/s.exec(result.message) ?? [];
  const script = /<script>(.*?)<\/script>/s.exec(html)?.[1] ?? "";
  const style = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? "";
  /** @type {unknown} */
  const posted = JSON.parse(payload ?? "{}");
  return {
    html,
    ping: result.ping,
    outcome,
    payload: /** @type {{ provider?: string, token?: string, error?: string, errorCode?: string }} */ (posted),
    text: /<p role="(?:status|alert)">(.*?)<\/p>/s.exec(html)?.[1] ?? "",
    lang: /<html lang="(\w+)">/.exec(html)?.[1],
    scriptHash: createHash("sha256").update(script).digest("base64"),
    styleHash: createHash("sha256").update(style).digest("base64"),
  };
}

/** The popup's headers that decide whether it works and whom it trusts. */
function policyOf(/** @type {Response} */ response) {
  return {
    csp: response.headers.get("content-security-policy"),
    coop: response.headers.get("cross-origin-opener-policy"),
    cacheControl: response.headers.get("cache-control"),
    referrerPolicy: response.headers.get("referrer-policy"),
    contentType: response.headers.get("content-type"),
  };
}

/** The headers every answer of the site carries, its own errors included. */
function assertSecurityHeaders(/** @type {Record<string, string | null>} */ headers, /** @type {string} */ label) {
  assert.match(headers["content-security-policy"] ?? "", /default-src 'none'/, `${label}: CSP`);
  assert.equal(headers["x-content-type-options"], "nosniff", `${label}: nosniff`);
  assert.equal(headers["x-frame-options"], "DENY", `${label}: X-Frame-Options`);
  assert.match(headers["strict-transport-security"] ?? "", /max-age=\d+/, `${label}: HSTS`);
  assert.ok(headers["referrer-policy"], `${label}: Referrer-Policy`);
}

/** Lines of `logs` that carry `text` without starting as one of the sign-in's own lines (a forged line). */
function forgedLines(/** @type {string} */ logs, /** @type {string} */ text) {
  return logs.split("\n").filter((line) => line.includes(text) && !/sign-in: /.test(line));
}

/**
 * Starts a sign-in on `base`: the authorize step, then GitHub's consent page.
 * @param {string} base
 */
async function begin(base, headers = {}) {
  const start = await request(
    `${base}${SIGN_IN_ROUTES.authorize}?provider=github&site_id=example.com&scope=repo`,
    headers,
  );
  assert.equal(start.status, 302);
  const cookie = start.headers.getSetCookie()[0] ?? "";
  const location = new URL(start.headers.get("location") ?? "");
  const consent = await (await request(location.href)).text();
  const links = [...consent.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? "").replace(/&amp;/g, "&"));
  const cookiePair = cookie.split(";")[0] ?? "";
  return {
    start,
    cookie,
    cookiePair,
    state: location.searchParams.get("state") ?? "",
    verifier: cookiePair.split("~")[1] ?? "",
    location,
    authorizeLink: links[0] ?? "",
    cancelLink: links[1] ?? "",
  };
}

describe("sign-in with GitHub, on the Node server, nginx and Cloudflare's runtime", { timeout: 180_000 }, () => {
  before(async () => {
    github = await startFakeGitHub();
    servers.push(
      ...(await startAll({
        GITHUB_CLIENT_ID: github.clientId,
        GITHUB_CLIENT_SECRET: github.clientSecret,
        GITHUB_OAUTH_ORIGIN: github.origin,
        GITHUB_TIMEOUT_MS: String(TIMEOUT_MS),
      })),
    );
  });
  after(async () => {
    await stopAll();
    await github?.stop();
  });

  it("the authorize route sends the browser to GitHub with a fresh dated, signed state and a PKCE challenge, its verifier in a 10-minute HttpOnly, Secure, SameSite cookie", async () => {
    const seen = [];
    for (const server of servers) {
      const { start, cookie, location } = await begin(server.url);
      const state = location.searchParams.get("state") ?? "";
      assert.equal(location.origin, github.origin, server.name);
      assert.equal(location.pathname, "/login/oauth/authorize", server.name);
      assert.equal(location.searchParams.get("client_id"), github.clientId, server.name);
      assert.equal(location.searchParams.get("redirect_uri"), `${server.url}${SIGN_IN_ROUTES.callback}`, server.name);
      assert.equal(location.searchParams.get("scope"), "repo", server.name);
      // Its time (seconds), 32 random bytes and an HMAC of both.
      const [issued, nonce, mac] = state.split(".");
      assert.ok(Math.abs(Number(issued) - Date.now() / 1000) < 30, `${server.name}: dated now: ${state}`);
      assert.ok(nonce?.length === 43 && mac?.length === 43, `${server.name}: nonce and HMAC: ${state}`);
      const verifier = /^__Host-github-sign-in=[^~;]+~([^;]+);/.exec(cookie)?.[1] ?? "";
      assert.match(verifier, /^[A-Za-z0-9_-]{43}$/, `${server.name}: a verifier of 32 random bytes: ${cookie}`);
      assert.equal(
        cookie,
        `__Host-github-sign-in=${state}~${verifier}; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=600`,
        server.name,
      );
      assert.equal(location.searchParams.get("code_challenge_method"), "S256", server.name);
      assert.equal(
        location.searchParams.get("code_challenge"),
        createHash("sha256").update(verifier).digest("base64url"),
        `${server.name}: GitHub gets the verifier's hash, never the verifier`,
      );
      assert.ok(!location.href.includes(verifier), server.name);
      assert.equal(start.headers.get("cache-control"), "no-store", server.name);
      assert.notEqual(start.headers.get("cross-origin-opener-policy"), "same-origin", server.name);
      const again = await begin(server.url);
      assert.notEqual(
        again.location.searchParams.get("state"),
        state,
        `${server.name}: every sign-in gets its own state`,
      );
      seen.push({ ...policyOf(start), contentType: undefined });
    }
    assert.deepEqual(seen[1], seen[0], "nginx and Node agree");
    assert.deepEqual(seen[2], seen[0], "Cloudflare and Node agree");
  });

  it("the callback exchanges GitHub's code and hands the token to the editor's window only, under a hashed-script policy", async () => {
    const seen = [];
    for (const server of servers) {
      const before = github.tokens.length;
      const flow = await begin(server.url);
      const callback = await request(flow.authorizeLink, {
        Cookie: flow.cookiePair,
        "Accept-Language": "en-GB,en;q=0.8",
      });
      assert.equal(callback.status, 200, server.name);
      const policy = policyOf(callback);
      const popup = await popupOf(callback);
      assert.equal(github.tokens.length, before + 1, `${server.name}: one token issued`);
      assert.equal(github.tokenRequests.at(-1)?.verifier, "right", `${server.name}: the PKCE verifier was sent`);
      assert.equal(popup.outcome, "success", server.name);
      assert.deepEqual(popup.payload, { provider: "github", token: github.tokens.at(-1) }, server.name);
      assert.equal(popup.ping, "authorizing:github", server.name);
      // The popup posts to its own origin only, and only to the window that opened it.
      assert.match(popup.html, /opener\.postMessage\(result\.message, location\.origin\)/, server.name);
      assert.doesNotMatch(popup.html, /postMessage\([^)]*"\*"\)/, `${server.name}: never to any origin`);
      assert.ok(
        policy.csp?.includes(`script-src 'sha256-${popup.scriptHash}'`),
        `${server.name}: script hashed: ${policy.csp}`,
      );
      assert.ok(policy.csp?.includes(`style-src 'sha256-${popup.styleHash}'`), `${server.name}: style hashed`);
      assert.match(policy.csp ?? "", /default-src 'none'.*frame-ancestors 'none'/, server.name);
      assert.equal(
        policy.coop,
        "unsafe-none",
        `${server.name}: a COOP of same-origin would cut the popup from the editor`,
      );
      assert.equal(policy.cacheControl, "no-store", server.name);
      assert.equal(policy.referrerPolicy, "no-referrer", server.name);
      assert.match(
        callback.headers.getSetCookie()[0] ?? "",
        /^__Host-github-sign-in=; .*Max-Age=0/,
        `${server.name}: state spent`,
      );
      // The same code a second time: GitHub refuses it, and so does the site.
      const replay = await popupOf(await request(flow.authorizeLink, { Cookie: flow.cookiePair }));
      assert.equal(replay.outcome, "error", server.name);
      assert.equal(replay.payload.errorCode, "SIGN_IN_CODE_REJECTED", server.name);
      seen.push({ policy, lang: popup.lang, text: popup.text });
    }
    assert.deepEqual(seen[1], seen[0], "nginx and Node agree");
    assert.deepEqual(seen[2], seen[0], "Cloudflare and Node agree");
  });

  /**
   * Each failure a person can meet ends in a short message in their language, the same on every server.
   * @type {[string, string, (base: string) => Promise<Response>][]}
   */
  const failures = [
    [
      "sign-in denied on GitHub",
      "SIGN_IN_DENIED",
      async (base) => {
        const flow = await begin(base);
        return request(flow.cancelLink, { Cookie: flow.cookiePair, "Accept-Language": "de-DE,de;q=0.9,en;q=0.5" });
      },
    ],
    [
      "a state that does not match the cookie (tampered)",
      "SIGN_IN_STATE_INVALID",
      async (base) => {
        const flow = await begin(base);
        const tampered = new URL(flow.authorizeLink);
        tampered.searchParams.set("state", `${tampered.searchParams.get("state")}x`);
        return request(tampered.href, { Cookie: flow.cookiePair, "Accept-Language": "de" });
      },
    ],
    [
      "no state cookie (expired after 10 minutes, or another browser)",
      "SIGN_IN_STATE_INVALID",
      async (base) => request((await begin(base)).authorizeLink, { "Accept-Language": "de" }),
    ],
    [
      "a wrong client secret (revoked on GitHub)",
      "SIGN_IN_NOT_SET_UP",
      async (base) => {
        const flow = await begin(base);
        const secret = github.clientSecret;
        github.clientSecret = "revoked";
        try {
          return await request(flow.authorizeLink, { Cookie: flow.cookiePair, "Accept-Language": "de" });
        } finally {
          github.clientSecret = secret;
        }
      },
    ],
    [
      "GitHub failing (502)",
      "GITHUB_UNREACHABLE",
      async (base) => {
        const flow = await begin(base);
        github.mode = "fail";
        try {
          return await request(flow.authorizeLink, { Cookie: flow.cookiePair, "Accept-Language": "de" });
        } finally {
          github.mode = "ok";
        }
      },
    ],
    [
      `GitHub not answering within the limit (${TIMEOUT_MS} ms here)`,
      "GITHUB_UNREACHABLE",
      async (base) => {
        const flow = await begin(base);
        github.mode = "hang";
        const started = Date.now();
        try {
          const response = await request(flow.authorizeLink, { Cookie: flow.cookiePair, "Accept-Language": "de" });
          assert.ok(Date.now() - started < TIMEOUT_MS + 3000, `answered after ${Date.now() - started} ms`);
          return response;
        } finally {
          github.mode = "ok";
        }
      },
    ],
  ];

  for (const [label, errorCode, run] of failures) {
    it(`ends in a short German or English message, never a stack trace: ${label}`, async () => {
      const seen = [];
      for (const server of servers) {
        const response = await run(server.url);
        assert.equal(response.status, 200, server.name);
        const popup = await popupOf(response);
        assert.equal(popup.outcome, "error", server.name);
        assert.equal(popup.payload.errorCode, errorCode, server.name);
        assert.equal(popup.payload.error, popup.text, `${server.name}: the editor shows the popup's words`);
        assert.equal(popup.lang, "de", `${server.name}: the browser asked for German`);
        assert.ok(popup.text.length > 20 && popup.text.length < 200, `${server.name}: short: ${popup.text}`);
        assert.doesNotMatch(popup.html, /\bat \w+ \(|Error:|ghu_|ghr_/, `${server.name}: no stack, no token`);
        seen.push({ text: popup.text, policy: policyOf(response) });
      }
      assert.deepEqual(seen[1], seen[0], "nginx and Node agree");
      assert.deepEqual(seen[2], seen[0], "Cloudflare and Node agree");
    });
  }

  it("refuses other methods, overlong addresses and malformed encodings on both routes", async () => {
    for (const server of servers) {
      for (const route of Object.values(SIGN_IN_ROUTES)) {
        for (const method of ["POST", "PUT", "DELETE"]) {
          const response = await request(`${server.url}${route}`, {}, method);
          assert.equal(response.status, 405, `${server.name} ${method} ${route}`);
        }
        const long = await request(`${server.url}${route}?state=${"a".repeat(10 * 1024)}`);
        assert.ok([400, 414].includes(long.status), `${server.name} 10 KB ${route}: ${long.status}`);
        const malformed = await request(`${server.url}${route}?code=%E0%A4%A&state=%zz`);
        assert.equal(malformed.status, 400, `${server.name} malformed ${route}`);
      }
    }
  });

  it("a code is redeemed only by the browser that started its sign-in (PKCE): someone else's unused code is refused", async () => {
    for (const server of servers) {
      const tokens = github.tokens.length;
      // The victim's sign-in reached GitHub's answer; its code leaked (a log, a browser history).
      const victim = await begin(server.url);
      const stolenCode = new URL(victim.authorizeLink).searchParams.get("code") ?? "";
      // The attacker starts a sign-in of their own, and brings the stolen code to the callback.
      const attacker = await begin(server.url);
      const forged = new URL(attacker.authorizeLink);
      forged.searchParams.set("code", stolenCode);
      const popup = await popupOf(await request(forged.href, { Cookie: attacker.cookiePair }));
      assert.equal(popup.outcome, "error", server.name);
      assert.equal(popup.payload.errorCode, "SIGN_IN_CODE_REJECTED", server.name);
      assert.equal(github.tokenRequests.at(-1)?.verifier, "wrong", `${server.name}: the attacker's verifier was sent`);
      assert.equal(github.tokens.length, tokens, `${server.name}: no token issued`);
    }
  });

  it("the state carries its own time and the site's signature: a used cookie and state replayed 615 s later, or a forged one, are refused", async () => {
    const secret = github.clientSecret;
    for (const server of servers) {
      /** The flow's own code and verifier, with a state the test made (in both the cookie and the link). */
      const withState = async (/** @type {string} */ state) => {
        const flow = await begin(server.url);
        const link = new URL(flow.authorizeLink);
        link.searchParams.set("state", state);
        const requests = github.tokenRequests.length;
        const popup = await popupOf(
          await request(link.href, {
            Cookie: `__Host-github-sign-in=${state}~${flow.verifier}`,
            "Accept-Language": "de",
          }),
        );
        return { popup, exchanged: github.tokenRequests.length > requests };
      };
      const replayed = await withState(await mintState(secret, Date.now() - 615_000));
      assert.equal(replayed.popup.payload.errorCode, "SIGN_IN_STATE_INVALID", `${server.name}: 615 s old`);
      assert.equal(replayed.exchanged, false, `${server.name}: the code of an expired sign-in is never exchanged`);
      const forged = await withState(await mintState("not the client secret", Date.now()));
      assert.equal(forged.popup.payload.errorCode, "SIGN_IN_STATE_INVALID", `${server.name}: signed with another key`);
      assert.equal(forged.exchanged, false, server.name);
      // The control: the same made state, dated now and signed with the secret, passes.
      const fresh = await withState(await mintState(secret, Date.now() - 5_000));
      assert.equal(fresh.popup.outcome, "success", `${server.name}: a state made now passes`);
    }
  });

  it("a HEAD on the callback is refused (405) and spends nothing: the code still signs in afterwards", async () => {
    for (const server of servers) {
      const flow = await begin(server.url);
      const requests = github.tokenRequests.length;
      const head = await request(flow.authorizeLink, { Cookie: flow.cookiePair }, "HEAD");
      assert.equal(head.status, 405, server.name);
      assert.equal(head.headers.get("allow"), "GET", server.name);
      assert.equal(github.tokenRequests.length, requests, `${server.name}: nothing exchanged`);
      const popup = await popupOf(await request(flow.authorizeLink, { Cookie: flow.cookiePair }));
      assert.equal(popup.outcome, "success", `${server.name}: the code was not spent by the HEAD`);
    }
  });

  it(`reads at most ${SIGN_IN_LIMITS.tokenResponseMaxBytes / 1024} KiB of GitHub's token answer, and says so in the popup's language`, async () => {
    const seen = [];
    for (const server of servers) {
      const flow = await begin(server.url);
      github.mode = "huge";
      let response;
      try {
        response = await request(flow.authorizeLink, { Cookie: flow.cookiePair, "Accept-Language": "de" });
      } finally {
        github.mode = "ok";
      }
      const popup = await popupOf(response);
      assert.equal(popup.payload.errorCode, "GITHUB_ANSWER_INVALID", server.name);
      assert.equal(popup.lang, "de", server.name);
      assert.equal(popup.payload.error, popup.text, server.name);
      const answer = github.hugeAnswer;
      // The site hung up: what went out is the little it read plus the sockets' buffers.
      await new Promise((resolve) => setTimeout(resolve, 200)); // lets the close reach the fake
      assert.equal(answer?.finished, false, `${server.name}: the whole answer was read`);
      assert.ok(
        (answer?.sent ?? 0) < HUGE_ANSWER_BYTES / 4,
        `${server.name}: ${answer?.sent} of ${HUGE_ANSWER_BYTES} bytes went out`,
      );
      seen.push(popup.text);
    }
    assert.equal(new Set(seen).size, 1, seen.join(" | "));
  });

  it("logs values from the query and from GitHub escaped: a line break cannot forge a log line", async () => {
    for (const server of servers) {
      const flow = await begin(server.url);
      const link = new URL(flow.authorizeLink);
      link.searchParams.delete("code");
      link.searchParams.set("error", `x\n${FORGED_LOG_LINE}`);
      const fromQuery = await popupOf(await request(link.href, { Cookie: flow.cookiePair }));
      assert.equal(fromQuery.payload.errorCode, "SIGN_IN_CODE_REJECTED", server.name);
      const second = await begin(server.url);
      github.mode = "forged-error";
      try {
        const fromGitHub = await popupOf(await request(second.authorizeLink, { Cookie: second.cookiePair }));
        assert.equal(fromGitHub.payload.errorCode, "SIGN_IN_CODE_REJECTED", server.name);
      } finally {
        github.mode = "ok";
      }
    }
    // Cloudflare's runtime prints a Function's lines a moment later.
    const deadline = Date.now() + 5000;
    for (const server of servers) {
      while (server.logs().split(FORGED_LOG_LINE).length < 3 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const logs = server.logs();
      assert.equal(logs.split(FORGED_LOG_LINE).length - 1, 2, `${server.name}: both values logged:\n${logs}`);
      assert.deepEqual(forgedLines(logs, FORGED_LOG_LINE), [], `${server.name}: a forged line`);
    }
  });

  it("answers TRACE and a Host with a user part (github.com@evil.example) with 400 or 405, never 500, with the security headers", async () => {
    for (const server of servers) {
      for (const route of Object.values(SIGN_IN_ROUTES)) {
        const trace = await rawRequest(
          server.port,
          `TRACE ${route} HTTP/1.1\r\nHost: ${HOST}:${server.port}\r\nConnection: close\r\n\r\n`,
        );
        assert.ok([400, 405].includes(trace.status), `${server.name} TRACE ${route}: ${trace.status}`);
        assertSecurityHeaders(trace.headers, `${server.name} TRACE ${route}`);
      }
      const host = await rawRequest(
        server.port,
        `GET ${SIGN_IN_ROUTES.authorize}?provider=github HTTP/1.1\r\nHost: github.com@evil.example\r\nConnection: close\r\n\r\n`,
      );
      // The Node server builds the address from Host, and refuses one that names a user before
      // another host. nginx's sign-in process takes the site's address from its unit, so it starts
      // the sign-in on the site's own address. wrangler's local proxy hands the Function
      // "http://evil.example/…" with Host "evil.example" (measured): the same as a plain foreign
      // Host, whose callback address GitHub refuses; Cloudflare's edge routes no such Host to the project.
      const expected = { node: [400], nginx: [302], cloudflare: [302, 400] }[server.name] ?? [];
      assert.ok(expected.includes(host.status), `${server.name} Host github.com@evil.example: ${host.status}`);
      assertSecurityHeaders(host.headers, `${server.name} Host github.com@evil.example`);
      if (server.name === "nginx")
        assert.equal(
          new URL(host.headers["location"] ?? "").searchParams.get("redirect_uri"),
          `${server.url}${SIGN_IN_ROUTES.callback}`,
          server.name,
        );
    }
  });

  it("the routes' own refusals (405, 400, 414) carry the security headers", async () => {
    for (const server of servers) {
      for (const route of Object.values(SIGN_IN_ROUTES)) {
        /** @type {[string, Response][]} */
        const refusals = [
          ["POST", await request(`${server.url}${route}`, {}, "POST")],
          ["malformed", await request(`${server.url}${route}?code=%E0%A4%A&state=%zz`)],
          ["10 KB", await request(`${server.url}${route}?state=${"a".repeat(10 * 1024)}`)],
        ];
        for (const [label, response] of refusals)
          assertSecurityHeaders(
            Object.fromEntries(response.headers),
            `${server.name} ${label} ${route} (${response.status})`,
          );
      }
    }
  });

  it("writes no token, code or secret to any log line", () => {
    for (const server of servers) {
      const logs = server.logs();
      for (const token of github.tokens) assert.ok(!logs.includes(token), `${server.name} logged a token`);
      assert.ok(!logs.includes(github.clientSecret), `${server.name} logged the client secret`);
      assert.doesNotMatch(logs, /code=[0-9a-f]{20}/, `${server.name} logged a code`);
    }
  });
});

describe("sign-in with no client ID or secret set", { timeout: 120_000 }, () => {
  before(async () => servers.push(...(await startAll({}))));
  after(stopAll);

  it("says sign-in is not set up, in the popup, and the rest of the site is unaffected", async () => {
    const seen = [];
    for (const server of servers) {
      const response = await request(`${server.url}${SIGN_IN_ROUTES.authorize}?provider=github`, {
        "Accept-Language": "en",
      });
      assert.equal(response.status, 200, server.name);
      const popup = await popupOf(response);
      assert.equal(popup.payload.errorCode, "SIGN_IN_NOT_SET_UP", server.name);
      assert.equal((await request(`${server.url}/`)).status, 200, `${server.name}: the home page still served`);
      seen.push(popup.text);
    }
    assert.deepEqual(new Set(seen).size, 1, `the same words on every server: ${seen.join(" | ")}`);
    assert.ok(CLOUDFLARE_PORT > 0);
  });
});

describe("nginx with its sign-in process down or stuck", { timeout: 120_000 }, () => {
  it("answers 502 with the security headers, and its error log never holds the callback's query", async () => {
    // Nothing listens on SPARE_PORT: the sign-in process is down.
    const nginx = await startNginxServer({ port: SPARE_PORT + 1, signInUpstream: `${HOST}:${SPARE_PORT}` });
    try {
      const code = "0123456789abcdef0123";
      const callback = await rawRequest(
        nginx.port,
        `GET ${SIGN_IN_ROUTES.callback}?code=${code}&state=s HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`,
      );
      assert.equal(callback.status, 502);
      assertSecurityHeaders(callback.headers, "nginx's 502 on the callback");
      assert.equal(callback.headers["cache-control"], "no-store");
      const authorize = await rawRequest(
        nginx.port,
        `GET ${SIGN_IN_ROUTES.authorize}?provider=github HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`,
      );
      assert.equal(authorize.status, 502);
      assertSecurityHeaders(authorize.headers, "nginx's 502 on the authorize step");
      const errorLog = readFileSync(path.join(nginx.prefix, "error.log"), "utf8");
      assert.ok(!errorLog.includes(code), `the code in nginx's error log:\n${errorLog}`);
      assert.ok(!errorLog.includes(SIGN_IN_ROUTES.callback), `the callback in nginx's error log:\n${errorLog}`);
      // The authorize step always comes first, and its line still tells whoever runs the site.
      assert.match(errorLog, /connect\(\) failed .*\/oauth\/authorize/, errorLog);
    } finally {
      await nginx.stop();
    }
  });

  it("answers 504 with the security headers when the sign-in process accepts but never answers", async () => {
    /** @type {Set<net.Socket>} */
    const sockets = new Set();
    const stuck = net.createServer((socket) => void sockets.add(socket));
    await new Promise((resolve) => stuck.listen(SPARE_PORT, HOST, () => resolve(undefined)));
    const nginx = await startNginxServer({ port: SPARE_PORT + 1, signInUpstream: `${HOST}:${SPARE_PORT}` });
    try {
      const response = await rawRequest(
        nginx.port,
        `GET ${SIGN_IN_ROUTES.callback}?code=0123456789abcdef0123&state=s HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`,
        { timeoutMs: 20_000 },
      );
      assert.equal(response.status, 504);
      assertSecurityHeaders(response.headers, "nginx's 504");
      assert.ok(!readFileSync(path.join(nginx.prefix, "error.log"), "utf8").includes("0123456789abcdef0123"));
    } finally {
      await nginx.stop();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => stuck.close(() => resolve(undefined)));
    }
  });
});

describe("the longest wait for GitHub every server allows", { timeout: 180_000 }, () => {
  /** @type {import("../support/fake-github.ts").FakeGitHub} */
  let slowGitHub;
  before(async () => {
    slowGitHub = await startFakeGitHub();
  });
  after(async () => {
    await stopAll();
    await slowGitHub?.stop();
  });
  const keys = () => ({
    GITHUB_CLIENT_ID: slowGitHub.clientId,
    GITHUB_CLIENT_SECRET: slowGitHub.clientSecret,
    GITHUB_OAUTH_ORIGIN: slowGitHub.origin,
  });
  const tooLong = String(SIGN_IN_LIMITS.githubTimeoutMaxMs + 12_000); // the review's 20 s

  it(`refuses a GITHUB_TIMEOUT_MS above ${SIGN_IN_LIMITS.githubTimeoutMaxMs} ms: at start (Node, the sign-in process), in the popup (Cloudflare)`, async () => {
    const env = { ...keys(), GITHUB_TIMEOUT_MS: tooLong };
    /** @type {unknown} */
    let refusal;
    try {
      const node = await startNodeServer({ port: SPARE_PORT, env });
      await node.stop();
    } catch (error) {
      refusal = error;
    }
    assert.match(
      String(refusal),
      /exited with 1: .*GITHUB_TIMEOUT_MS must be .* 1 to 8000/s,
      "the Node server started",
    );
    const child = spawn(process.execPath, [path.join(projectDir, "build", "sign-in", "server.mjs")], {
      env: { ...process.env, ...env, SIGN_IN_PORT: String(SPARE_PORT), SIGN_IN_PUBLIC_ORIGIN: "https://x.example" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stderr.on("data", (/** @type {Buffer} */ chunk) => (output += chunk.toString()));
    /** @type {number | null} */
    const code = await new Promise((resolve) => child.once("exit", (exitCode) => resolve(exitCode)));
    assert.equal(code, 1, output);
    assert.match(output, /GITHUB_TIMEOUT_MS must be .* 1 to 8000/);
    const cloudflare = await startCloudflareServer({ port: SPARE_PORT + 2, bindings: env });
    try {
      const flow = await begin(cloudflare.url).catch(() => undefined);
      assert.equal(flow, undefined, "Cloudflare started a sign-in it could not finish");
      const popup = await popupOf(await request(`${cloudflare.url}${SIGN_IN_ROUTES.authorize}?provider=github`));
      assert.equal(popup.payload.errorCode, "SIGN_IN_NOT_SET_UP");
      const deadline = Date.now() + 5000;
      while (!cloudflare.messages().includes("GITHUB_TIMEOUT_MS must") && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      assert.match(cloudflare.messages(), /GITHUB_TIMEOUT_MS must be .* 1 to 8000/);
    } finally {
      await cloudflare.stop();
    }
  });

  it(`a GitHub that never answers ends in the popup's message after the default wait (${SIGN_IN_LIMITS.githubTimeoutMaxMs} ms, the most), never an empty reply`, async () => {
    servers.push(...(await startAll(keys())));
    const flows = await Promise.all(servers.map((server) => begin(server.url)));
    slowGitHub.mode = "hang";
    try {
      const started = Date.now();
      const popups = await Promise.all(
        servers.map(async (server, index) => {
          const response = await request(flows[index]?.authorizeLink ?? "", { Cookie: flows[index]?.cookiePair ?? "" });
          return { server: server.name, elapsed: Date.now() - started, popup: await popupOf(response) };
        }),
      );
      for (const { server, elapsed, popup } of popups) {
        assert.equal(popup.payload.errorCode, "GITHUB_UNREACHABLE", server);
        assert.ok(elapsed >= SIGN_IN_LIMITS.githubTimeoutMaxMs - 500, `${server}: ${elapsed} ms`);
        // Well before the limit of the servers in front, which would cut the connection.
        assert.ok(elapsed < LIMITS.requestTimeoutMs, `${server}: ${elapsed} ms`);
      }
    } finally {
      slowGitHub.mode = "ok";
    }
  });
});
