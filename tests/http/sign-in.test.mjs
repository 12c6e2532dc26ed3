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
import { SIGN_IN_ROUTES } from "../../delivery/policy.mjs";
import { startFakeGitHub } from "../support/fake-github.ts";
import {
  CLOUDFLARE_PORT,
  HOST,
  NGINX_PORT,
  NODE_PORT,
  projectDir,
  startCloudflareServer,
  startNginxServer,
  startNodeServer,
  waitForPort,
} from "./support.mjs";

const SIGN_IN_PROCESS_PORT = NODE_PORT + 3;
/** Short, so the case of a GitHub that never answers takes a second, not ten. */
const TIMEOUT_MS = 1500;

/** @type {import("../support/fake-github.ts").FakeGitHub} */
let github;
/** @type {{ name: string, url: string, logs: () => string, stop: () => Promise<void> }[]} */
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
    { name: "node", url: node.url, logs: node.output, stop: () => node.stop() },
    {
      name: "nginx",
      url: nginx.url,
      logs: signIn.output,
      stop: async () => {
        await nginx.stop();
        await signIn.stop();
      },
    },
    { name: "cloudflare", url: cloudflare.url, logs: cloudflare.messages, stop: cloudflare.stop },
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
  return {
    start,
    cookie,
    cookiePair: cookie.split(";")[0] ?? "",
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

  it("the authorize route sends the browser to GitHub with a fresh state bound to a 10-minute HttpOnly, Secure, SameSite cookie", async () => {
    const seen = [];
    for (const server of servers) {
      const { start, cookie, location } = await begin(server.url);
      const state = location.searchParams.get("state") ?? "";
      assert.equal(location.origin, github.origin, server.name);
      assert.equal(location.pathname, "/login/oauth/authorize", server.name);
      assert.equal(location.searchParams.get("client_id"), github.clientId, server.name);
      assert.equal(location.searchParams.get("redirect_uri"), `${server.url}${SIGN_IN_ROUTES.callback}`, server.name);
      assert.equal(location.searchParams.get("scope"), "repo", server.name);
      assert.ok(state.length >= 40, `${server.name}: a state of 32 random bytes`);
      assert.equal(
        cookie,
        `__Host-github-sign-in=${state}; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=600`,
        server.name,
      );
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
