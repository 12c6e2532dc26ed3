// Both servers on a throwaway copy of the build that the tests change underneath them:
// files that disappear, ACME challenge files that appear, symbolic links that must not be
// followed; and the build's last steps (delivery/finish-build.ts), which refuse an output holding
// a link or a policy longer than the static host applies.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { gunzipSync } from "node:zlib";
import { NODE_PORT, NGINX_PORT, get, projectDir, scratchBuild, startNginxServer, startNodeServer } from "./support.mjs";

/** @type {ReturnType<typeof scratchBuild>} */
let build;
/** @type {{ node?: Awaited<ReturnType<typeof startNodeServer>>, nginx?: Awaited<ReturnType<typeof startNginxServer>> }} */
const servers = {};
before(async () => {
  build = scratchBuild();
  servers.node = await startNodeServer({ port: NODE_PORT + 10, env: { BUILD_DIR: build.dir } });
  servers.nginx = await startNginxServer({ port: NGINX_PORT + 10, buildDir: build.dir });
});
after(async () => {
  await servers.node?.stop();
  await servers.nginx?.stop();
  build.remove();
});

describe("node: a file that disappears under the running server", () => {
  const port = () => servers.node?.port ?? 0;

  it("serves the variant that still exists, then the not-found page, and keeps running", async () => {
    rmSync(path.join(build.clientDir, "robots.txt.br"));
    const gzip = await get(port(), "/robots.txt", "Accept-Encoding: br, gzip\r\n");
    assert.equal(gzip.status, 200);
    assert.equal(gzip.headers["content-encoding"], "gzip");
    assert.match(gunzipSync(Buffer.from(gzip.body, "latin1")).toString(), /^User-agent: \*/m);
    const identity = await get(port(), "/robots.txt", "Accept-Encoding: br\r\n");
    assert.equal(identity.status, 200);
    assert.equal(identity.headers["content-encoding"], undefined);
    assert.match(identity.body, /^User-agent: \*/m);

    rmSync(path.join(build.clientDir, "robots.txt"));
    rmSync(path.join(build.clientDir, "robots.txt.gz"));
    const gone = await get(port(), "/robots.txt", "Accept-Encoding: br, gzip\r\n");
    assert.equal(gone.status, 404);
    assert.equal(servers.node?.child.exitCode, null, "the server is still running");
    assert.equal((await get(port(), "/booking")).status, 200);
  });
});

for (const name of /** @type {const} */ (["node", "nginx"])) {
  describe(`${name}: files added to the deployed build`, () => {
    const port = () => servers[name]?.port ?? 0;

    it("serves an ACME challenge file under /.well-known/ but no dotfile inside it", async () => {
      const challenges = path.join(build.clientDir, ".well-known", "acme-challenge");
      mkdirSync(challenges, { recursive: true });
      writeFileSync(path.join(challenges, "token-123_abc"), "token-123_abc.account-key-thumbprint");
      writeFileSync(path.join(challenges, ".hidden"), "secret");
      const response = await get(port(), "/.well-known/acme-challenge/token-123_abc");
      assert.equal(response.status, 200);
      assert.equal(response.body, "token-123_abc.account-key-thumbprint");
      assert.equal((await get(port(), "/.well-known/acme-challenge/.hidden")).status, 404);
    });

    it("does not follow a symbolic link placed in the output", async () => {
      const link = path.join(build.clientDir, `linked-${name}.txt`);
      symlinkSync(path.join(projectDir, "package.json"), link);
      const response = await get(port(), `/linked-${name}.txt`);
      assert.equal(response.status, 404);
      assert.doesNotMatch(response.body, /executive-search-site/);
    });
  });
}

it("the build's last step refuses an output that holds a symbolic link, in one line naming it", () => {
  const copy = scratchBuild();
  try {
    symlinkSync("/etc/hostname", path.join(copy.clientDir, "images", "leak.txt"));
    const result = spawnSync(process.execPath, ["delivery/finish-build.ts", copy.dir], {
      cwd: projectDir,
      encoding: "utf8",
    });
    assert.equal(result.status, 1);
    assert.equal(result.stderr.trim().split("\n").length, 1, result.stderr);
    assert.match(result.stderr, /^finish-build: .*images\/leak\.txt is a symbolic link/);
  } finally {
    copy.remove();
  }
});

/** Markup the CSP cannot allow by a hash, and the refusal each must get. */
const REFUSED_MARKUP = [
  { what: "an inline style attribute", markup: '<p style="color:red">x</p>', message: /inline style attribute/ },
  {
    what: "an inline event handler",
    markup: '<button onclick="void 0">x</button>',
    message: /handler attribute \(onclick\)/,
  },
  {
    what: "a style attribute in a <template>",
    markup: '<template><i style="color:red">x</i></template>',
    message: /inline style attribute/,
  },
];

for (const { what, markup, message } of REFUSED_MARKUP) {
  it(`the build's last step refuses a page with ${what}, in one line naming the page`, () => {
    const copy = scratchBuild();
    try {
      const page = path.join(copy.clientDir, "privacy.html");
      writeFileSync(page, readFileSync(page, "utf8").replace("</main>", `${markup}</main>`));
      const result = spawnSync(process.execPath, ["delivery/finish-build.ts", copy.dir], {
        cwd: projectDir,
        encoding: "utf8",
      });
      assert.equal(result.status, 1);
      assert.equal(result.stderr.trim().split("\n").length, 1, result.stderr);
      assert.match(result.stderr, /^finish-build: privacy\.html /);
      assert.match(result.stderr, message);
    } finally {
      copy.remove();
    }
  });
}

it("the build refuses a policy longer than the static host applies, in one line, before writing anything", () => {
  const copy = scratchBuild();
  try {
    // Forty more inline scripts on one page: forty more hashes in the policy's line of _headers.
    const page = path.join(copy.clientDir, "privacy.html");
    const scripts = Array.from({ length: 40 }, (_, index) => `<script>void ${index};</script>`).join("");
    writeFileSync(page, readFileSync(page, "utf8").replace("</body>", `${scripts}</body>`));
    for (const written of ["delivery.json", "nginx", "static"])
      rmSync(path.join(copy.dir, written), { recursive: true });
    const result = spawnSync(process.execPath, ["delivery/finish-build.ts", copy.dir], {
      cwd: projectDir,
      encoding: "utf8",
    });
    assert.equal(result.status, 1);
    assert.equal(result.stderr.trim().split("\n").length, 1, result.stderr);
    assert.match(
      result.stderr,
      /^finish-build: _headers line \d+ \(Content-Security-Policy\) is \d{4} characters; Cloudflare Pages allows at most 2000 per line/,
    );
    for (const written of ["delivery.json", "nginx", "static"])
      assert.ok(!existsSync(path.join(copy.dir, written)), `${written} was written`);
  } finally {
    copy.remove();
  }
});
