// `npm run deploy` end to end on loopback: a real nginx whose server block includes the
// target's release.conf, as deploy/nginx.conf does, checked by what a browser would get: two
// deploys, an open tab's old chunks, a refused config, a rollback, old releases pruned, the SSH
// path through stand-ins for ssh and rsync and, where installed, a real sshd. Last, the GitHub
// workflow's rules for publishing.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { after, before, it } from "node:test";
import { parse as parseYaml } from "yaml";
import { mainConfig } from "../../delivery/nginx.ts";
import { STATIC_UPLOAD_DIR } from "../../delivery/static-host.ts";
import { shellQuote } from "../../scripts/deploy-target.ts";
import { NGINX_BINARY } from "../../scripts/nginx.ts";
import { HOST, NGINX_PORT, get, projectDir, scratchBuild, waitForPort } from "./support.mjs";

const PORT = NGINX_PORT + 11; // HTTP_TEST_PORT + 12
const work = mkdtempSync(path.join(tmpdir(), "deploy-release-"));
chmodSync(work, 0o755); // nginx's workers run as another user when the tests run as root
const target = path.join(work, "site");
const prefix = path.join(work, "nginx");
const configFile = path.join(prefix, "nginx.conf");
const nginxCommand = [NGINX_BINARY, "-p", prefix, "-c", configFile].map(shellQuote).join(" ");
/** @type {import("node:child_process").ChildProcess | undefined} */
let nginx;
/** @type {Array<{ remove: () => void }>} */
const scratches = [];
/** @type {string[]} nginx's worker processes when the last deploy started */
let workersBeforeDeploy = [];

/**
 * Runs `node scripts/deploy.ts` as `npm run deploy` does.
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function runDeploy(args, env = {}) {
  workersBeforeDeploy = nginx ? nginxWorkers() : [];
  const result = spawnSync(process.execPath, ["scripts/deploy.ts", "--nginx", nginxCommand, ...args], {
    cwd: projectDir,
    encoding: "utf8",
    env: { ...process.env, DEPLOY_COMMIT: "abc1234", ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const releases = () => readdirSync(path.join(target, "releases")).sort();
const releaseConf = () => readFileSync(path.join(target, "release.conf"), "utf8");
/** @param {string} dir a build directory; latin1 as the raw responses are read */
const homePage = (dir) => readFileSync(path.join(dir, "client", "index.html"), "latin1");
/**
 * Which build's home page nginx serves (compared whole, reported briefly).
 * @returns {Promise<"first" | "second" | "neither">}
 */
async function servedHome() {
  const { body } = await get(PORT, "/");
  return body === homePage(first.dir) ? "first" : body === homePage(second.dir) ? "second" : "neither";
}

/** nginx's worker processes: during a reload the old one finishes beside the new one. */
function nginxWorkers() {
  const master = readFileSync(path.join(prefix, "nginx.pid"), "utf8").trim();
  const tasks = path.join("/proc", master, "task");
  return readdirSync(tasks).flatMap((task) =>
    readFileSync(path.join(tasks, task, "children"), "utf8")
      .split(" ")
      .filter(Boolean),
  );
}

/**
 * `nginx -s reload` only signals the master, which then starts a worker with the new config
 * while the old one may still accept a request: waits up to 15 s until the old worker is gone,
 * then says which build's home page is served.
 */
async function liveHome() {
  const deadline = Date.now() + 15_000;
  const reloaded = () => {
    const workers = nginxWorkers();
    return workers.length === 1 && !workersBeforeDeploy.includes(workers[0] ?? "");
  };
  while (!reloaded() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return servedHome();
}
// Only the booking page loads chunks (its scheduler island); a tab open there keeps asking for them.
/** @type {unknown} */
const pageTableJson = JSON.parse(readFileSync(path.join(projectDir, "build", "pages.json"), "utf8"));
const pageTable = /** @type {{ id: string, locale: string, path: string }[]} */ (pageTableJson);
const BOOKING_PATH = pageTable.find((page) => page.id === "booking" && page.locale === "en")?.path ?? "/booking";
/** @param {string} html */
const scriptAssets = (html) => [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map(([url]) => url))];

/**
 * A build whose hashed assets all have new names, as after a code change: every reference in
 * the client's text files follows, and the stale precompressed twins go.
 * @param {string} clientDir
 */
function renameAssets(clientDir) {
  const assetsDir = path.join(clientDir, "assets");
  /** @type {Array<[string, string]>} */
  const renames = [];
  for (const name of readdirSync(assetsDir)) {
    if (/\.(br|gz)$/.test(name)) {
      rmSync(path.join(assetsDir, name));
      continue;
    }
    const renamed = name.replace(/(\.\w+)$/, "-next$1");
    renameSync(path.join(assetsDir, name), path.join(assetsDir, renamed));
    renames.push([name, renamed]);
  }
  const rewrite = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) rewrite(file);
      else if (/\.(html|js|css|data|json|webmanifest)$/.test(entry.name)) {
        const text = readFileSync(file, "utf8");
        const changed = renames.reduce(
          (result, [from, to]) => result.replaceAll(`/assets/${from}`, `/assets/${to}`),
          text,
        );
        if (changed !== text) {
          writeFileSync(file, changed);
          rmSync(`${file}.br`, { force: true });
          rmSync(`${file}.gz`, { force: true });
        }
      }
    }
  };
  rewrite(clientDir);
}

/** @type {ReturnType<typeof scratchBuild>} */
let first;
/** @type {ReturnType<typeof scratchBuild>} */
let second;

before(() => {
  first = scratchBuild();
  second = scratchBuild();
  scratches.push(first, second);
  // A chunk of a build long ago, left in the first release by an earlier carry: past the grace period.
  const stale = path.join(first.clientDir, "assets", "stale-chunk-OLD.js");
  writeFileSync(stale, "export {};\n");
  const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000);
  utimesSync(stale, monthAgo, monthAgo);
  renameAssets(second.clientDir);
  assert.ok(homePage(first.dir) !== homePage(second.dir), "the two builds differ");

  mkdirSync(prefix, { recursive: true });
  // As deploy/nginx.conf: the server takes the live release's root and site.conf from release.conf.
  writeFileSync(
    configFile,
    mainConfig({ prefix, listen: `${HOST}:${PORT}`, releaseFile: path.join(target, "release.conf") }),
  );
});

after(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once("exit", resolve));
    nginx.kill("SIGQUIT");
    await exited;
  }
  for (const scratch of scratches) scratch.remove();
  rmSync(work, { recursive: true, force: true });
});

it("a first deploy puts the build in place and, nginx not running yet, says to start it", async () => {
  const deployed = runDeploy(["--target", target, "--build", first.dir]);
  assert.equal(deployed.status, 0, deployed.output);
  assert.match(deployed.output, /start it/);
  assert.equal(releases().length, 1);
  // The editor's sign-in server, where its systemd unit runs it, with a reminder to restart it.
  assert.ok(
    readFileSync(path.join(target, "sign-in", "server.mjs")).equals(
      readFileSync(path.join(first.dir, "sign-in", "server.mjs")),
    ),
    "the sign-in server is placed at <target>/sign-in/server.mjs",
  );
  assert.match(deployed.output, /sign-in server changed .*restart/);
  assert.match(releaseConf(), new RegExp(`root "${target}/releases/[^"]+-abc1234/client";`));

  nginx = spawn(NGINX_BINARY, ["-p", prefix, "-c", configFile], { stdio: "ignore" });
  await waitForPort(PORT);
  assert.equal((await get(PORT, "/")).status, 200);
  assert.equal(await servedHome(), "first");
});

it("a second deploy goes live, and a tab opened before it still gets its old chunks", async () => {
  const openTab = await get(PORT, BOOKING_PATH);
  const oldChunks = scriptAssets(openTab.body);
  assert.ok(oldChunks.length > 0, "the first release's page loads chunks");

  // A release whose sign-in server changed: the deploy places it and runs the restart command.
  const secondSignIn = path.join(second.dir, "sign-in", "server.mjs");
  writeFileSync(secondSignIn, `${readFileSync(secondSignIn, "utf8")}// changed\n`);
  const restarted = path.join(work, "sign-in-restarted");
  const deployed = runDeploy(["--target", target, "--build", second.dir, "--sign-in-restart", `touch ${restarted}`]);
  assert.equal(deployed.status, 0, deployed.output);
  assert.equal(releases().length, 2);
  assert.ok(readFileSync(path.join(target, "sign-in", "server.mjs")).equals(readFileSync(secondSignIn)));
  assert.ok(existsSync(restarted), "the restart command ran");
  assert.equal(await liveHome(), "second", "the second release is live");
  const booking = await get(PORT, BOOKING_PATH);
  for (const chunk of scriptAssets(booking.body)) assert.equal((await get(PORT, chunk)).status, 200, chunk);

  for (const chunk of oldChunks) {
    assert.ok(!scriptAssets(booking.body).includes(chunk), `${chunk} is not the new build's`);
    const response = await get(PORT, chunk);
    assert.equal(response.status, 200, `${chunk} of the first release`);
    assert.match(response.headers["cache-control"] ?? "", /immutable/);
  }
  assert.equal((await get(PORT, "/assets/stale-chunk-OLD.js")).status, 404, "past the grace period: not carried");
});

it("a config that fails nginx -t is refused with nginx's message and leaves the live release untouched", async () => {
  const broken = scratchBuild();
  scratches.push(broken);
  writeFileSync(path.join(broken.dir, "nginx", "site.conf"), "no_such_directive on;\n", { flag: "a" });
  const liveConf = releaseConf();
  const before = releases();

  const deployed = runDeploy(["--target", target, "--build", broken.dir]);
  assert.equal(deployed.status, 1, deployed.output);
  assert.match(deployed.output, /nginx -t refused .*the live release is unchanged/);
  assert.match(deployed.output, /unknown directive "no_such_directive"/);
  assert.equal(releaseConf(), liveConf);
  assert.deepEqual(releases(), before, "the refused release is removed");
  assert.equal(await servedHome(), "second");
});

it("a deploy while another one runs on the same target is refused", async () => {
  const liveConf = releaseConf();
  mkdirSync(path.join(target, ".deploy-lock"));
  try {
    const deployed = runDeploy(["--target", target, "--build", first.dir]);
    assert.equal(deployed.status, 1, deployed.output);
    assert.match(deployed.output, /another deploy to .* is running/);
  } finally {
    rmSync(path.join(target, ".deploy-lock"), { recursive: true });
  }
  assert.equal(releaseConf(), liveConf);
  assert.equal(releases().length, 2);
  assert.equal(await servedHome(), "second");
});

it("--rollback returns to the previous release, and keeps the rolled-back release's chunks", async () => {
  const newerChunks = scriptAssets((await get(PORT, BOOKING_PATH)).body);
  const rolledBack = runDeploy(["--target", target, "--rollback"]);
  assert.equal(rolledBack.status, 0, rolledBack.output);
  assert.equal(await liveHome(), "first", "the first release's page is served again");
  for (const chunk of newerChunks) assert.equal((await get(PORT, chunk)).status, 200, chunk);

  const again = runDeploy(["--target", target, "--rollback"]);
  assert.equal(again.status, 1, again.output);
  assert.match(again.output, /no release before/);
  assert.equal(await servedHome(), "first");
});

it("keeps the last --keep releases, the live one always", async () => {
  for (let deploy = 0; deploy < 3; deploy++) {
    const deployed = runDeploy(["--target", target, "--build", second.dir, "--keep", "2"]);
    assert.equal(deployed.status, 0, deployed.output);
  }
  const kept = releases();
  assert.equal(kept.length, 2);
  assert.ok(releaseConf().includes(`/releases/${kept[1]}/client`), "the newest release is live");
  assert.equal(await liveHome(), "second");
  assert.equal(runDeploy(["--target", target, "--keep", "1"]).status, 1, "fewer than two would rule out a rollback");
});

it("over SSH: every step goes through ssh (with its options) and the upload through rsync -e ssh", async () => {
  // Stand-ins that record their arguments and then do what the real ones would, on this machine:
  // ssh runs the remote command in a shell; rsync copies SOURCE/ into HOST:DIR/.
  const bin = path.join(work, "bin");
  const calls = path.join(work, "calls.log");
  mkdirSync(bin, { recursive: true });
  writeFileSync(
    path.join(bin, "ssh"),
    [
      "#!/bin/sh",
      `{ echo ssh; printf '%s\\n' "$@"; echo; } >> ${shellQuote(calls)}`,
      'while [ "$#" -gt 0 ]; do case "$1" in -p|-o|-i|-l|-O) shift 2;; -*) shift;; *) break;; esac; done',
      "shift # the host",
      'exec sh -c "$*"',
      "",
    ].join("\n"),
    { mode: 0o755 },
  );
  writeFileSync(
    path.join(bin, "rsync"),
    [
      "#!/bin/sh",
      `{ echo rsync; printf '%s\\n' "$@"; echo; } >> ${shellQuote(calls)}`,
      "for last; do :; done",
      'source=""; for arg; do [ "$arg" = "$last" ] && break; source="$arg"; done',
      'destination="${last#*:}"',
      'mkdir -p "$destination" && cp -pR "$source". "$destination"',
      "",
    ].join("\n"),
    { mode: 0o755 },
  );
  const host = "deploy@site.example";
  const ssh = "ssh -p 2222 -o BatchMode=yes";
  const deployed = runDeploy(["--target", `${host}:${target}`, "--build", first.dir, "--ssh", ssh], {
    PATH: `${bin}:${process.env.PATH ?? ""}`,
  });
  assert.equal(deployed.status, 0, deployed.output);
  assert.equal(await liveHome(), "first", "the release uploaded over SSH is live");

  const recorded = readFileSync(calls, "utf8")
    .split("\n\n")
    .filter(Boolean)
    .map((call) => call.split("\n"));
  const sshCalls = recorded.filter(([program]) => program === "ssh").map((call) => call.slice(1));
  const rsyncCalls = recorded.filter(([program]) => program === "rsync").map((call) => call.slice(1));
  assert.ok(sshCalls.length > 0);
  /** @param {string[]} args ssh's arguments: options (each with a value here), the host, the command */
  const hostIndex = (args) => {
    let index = 0;
    while (args[index]?.startsWith("-")) index += 2;
    return index;
  };
  for (const args of sshCalls) {
    assert.deepEqual(args.slice(0, 4), ["-p", "2222", "-o", "BatchMode=yes"], "the given ssh command comes first");
    assert.equal(args[hostIndex(args)], host);
  }
  const remoteCommands = sshCalls.map((args) => args.slice(hostIndex(args) + 1).join(" "));
  assert.ok(
    remoteCommands.some((command) => command.includes(`${nginxCommand} -t`)),
    "nginx -t on the host",
  );
  assert.ok(
    remoteCommands.some((command) => command.includes(`${nginxCommand} -s reload`)),
    "reload on the host",
  );
  assert.equal(rsyncCalls.length, 1);
  const [rsyncArgs = []] = rsyncCalls;
  assert.ok(rsyncArgs[rsyncArgs.indexOf("-e") + 1]?.startsWith(`${ssh} `), "rsync uses the same ssh command");
  assert.equal(rsyncArgs.at(-2), `${first.dir}/`);
  const live = releases().at(-1) ?? "";
  assert.equal(rsyncArgs.at(-1), `${host}:${target}/releases/${live}/`);
  assert.ok(statSync(path.join(target, "releases", live, "client", "index.html")).isFile());
});

const SSHD = "/usr/sbin/sshd";
const sshTools =
  existsSync(SSHD) && ["ssh", "ssh-keygen", "rsync"].every((tool) => spawnSync(tool, ["-V"]).error === undefined);

it(
  "over a real SSH connection: OpenSSH's sshd on loopback, with a pinned host key, and rsync",
  { skip: sshTools ? false : "sshd, ssh-keygen or rsync not installed (apt-get install openssh-server rsync)" },
  async () => {
    const dir = path.join(work, "sshd");
    mkdirSync(dir, { recursive: true });
    const sshPort = PORT + 1;
    for (const key of ["host_key", "client_key"])
      spawnSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", path.join(dir, key)], { stdio: "ignore" });
    writeFileSync(path.join(dir, "authorized_keys"), readFileSync(path.join(dir, "client_key.pub")));
    writeFileSync(
      path.join(dir, "known_hosts"),
      `[${HOST}]:${sshPort} ${readFileSync(path.join(dir, "host_key.pub"), "utf8")}`,
    );
    const config = path.join(dir, "sshd_config");
    writeFileSync(
      config,
      [
        `Port ${sshPort}`,
        `ListenAddress ${HOST}`,
        `HostKey ${path.join(dir, "host_key")}`,
        `PidFile ${path.join(dir, "sshd.pid")}`,
        `AuthorizedKeysFile ${path.join(dir, "authorized_keys")}`,
        "PermitRootLogin prohibit-password",
        "PasswordAuthentication no",
        "KbdInteractiveAuthentication no",
        "UsePAM no",
        "StrictModes no # the keys live in a temporary directory",
        "",
      ].join("\n"),
    );
    if (process.getuid?.() === 0) mkdirSync("/run/sshd", { recursive: true }); // its privilege-separation directory
    const sshd = spawn(SSHD, ["-D", "-e", "-f", config], { stdio: ["ignore", "ignore", "pipe"] });
    let sshdLog = "";
    sshd.stderr.on("data", (/** @type {Buffer} */ chunk) => (sshdLog += chunk.toString()));
    const exited = new Promise((resolve) => sshd.once("exit", resolve));
    try {
      await waitForPort(sshPort);
      const ssh = [
        "ssh",
        ...["-p", String(sshPort), "-i", path.join(dir, "client_key"), "-o", "IdentitiesOnly=yes"],
        ...[
          "-o",
          "BatchMode=yes",
          "-o",
          "StrictHostKeyChecking=yes",
          "-o",
          `UserKnownHostsFile=${path.join(dir, "known_hosts")}`,
        ],
      ].join(" ");
      const remote = `${userInfo().username}@${HOST}:${target}`;
      const deployed = runDeploy(["--target", remote, "--build", second.dir, "--ssh", ssh]);
      assert.equal(deployed.status, 0, `${deployed.output}\n${sshdLog}`);
      assert.equal(await liveHome(), "second", "the release sent over SSH is live");
      const rolledBack = runDeploy(["--target", remote, "--rollback", "--ssh", ssh]);
      assert.equal(rolledBack.status, 0, rolledBack.output);
      assert.equal(await liveHome(), "first", "rolled back over SSH");
      assert.equal((sshdLog.match(/Accepted publickey/g) ?? []).length, 2, "one connection per deploy");
    } finally {
      sshd.kill("SIGTERM");
      await exited;
    }
  },
);

it("the workflow publishes only main (a push or the scheduled run's dispatch), only after the gate passed, the very build it tested", () => {
  /** @typedef {{ uses?: string, run?: string, if?: string, with?: Record<string, unknown>, env?: Record<string, string> }} Step */
  /** @typedef {{ needs?: string | string[], if?: string, steps: Step[], concurrency?: { group: string, "cancel-in-progress": boolean } }} Job */
  /** @type {unknown} */
  const parsed = parseYaml(readFileSync(path.join(projectDir, ".github", "workflows", "ci.yml"), "utf8"));
  const workflow = /** @type {{ env: Record<string, string>, jobs: Record<string, Job> }} */ (parsed);
  const { test, deploy } = workflow.jobs;
  assert.ok(test && deploy);
  assert.ok(
    test.steps.some((step) => /^bash \.ci\/run( |$)/.test(step.run ?? "")),
    "the gate is the project's own CI",
  );
  // The content gate only where .ci/choose-gate said every changed path is content.
  // Each gate's output may be kept in a log (`bash .ci/run 2>&1 | tee gate.log`).
  const fullGate = test.steps.find((step) => /^bash \.ci\/run( |$)/.test(step.run ?? ""));
  const contentGate = test.steps.find((step) => /^bash \.ci\/run-content( |$)/.test(step.run ?? ""));
  assert.match(fullGate?.if ?? "", /steps\.gate\.outputs\.gate == 'full'/);
  assert.match(contentGate?.if ?? "", /steps\.gate\.outputs\.gate == 'content'/);
  assert.deepEqual([deploy.needs].flat(), ["test"]);
  assert.match(deploy.if ?? "", /github\.ref == 'refs\/heads\/main'/);
  assert.match(deploy.if ?? "", /github\.event_name == 'push'/);
  // The daily scheduled run (scheduled-publish.yml) starts the same gate and deploy by dispatch.
  assert.match(deploy.if ?? "", /github\.event_name == 'workflow_dispatch'/);
  assert.doesNotMatch(deploy.if ?? "", /pull_request'\s*\|\|/, "never a pull request");
  assert.doesNotMatch(deploy.if ?? "", /always\(\)|failure\(\)|cancelled\(\)/, "no deploy after a red gate");
  assert.equal(deploy.concurrency?.["cancel-in-progress"], false, "a deploy in progress is never cut off");

  const upload = test.steps.find((step) => step.uses?.startsWith("actions/upload-artifact@"));
  const download = deploy.steps.find((step) => step.uses?.startsWith("actions/download-artifact@"));
  assert.equal(download?.with?.name, upload?.with?.name, "the deploy job takes the test job's build");
  assert.equal(upload?.with?.["include-hidden-files"], true, "with /.well-known/");
  assert.ok(deploy.steps.some((step) => /npm run deploy -- --target/.test(step.run ?? "")));
  assert.ok(
    deploy.steps.every((step) => !/npm run build|astro build/.test(step.run ?? "")),
    "no rebuild",
  );

  // The static-host upload is one constant, and it names a directory the build writes.
  const staticDir = workflow.env.STATIC_UPLOAD_DIR ?? "";
  assert.ok(deploy.steps.some((step) => (step.run ?? "").includes('pages deploy "$STATIC_UPLOAD_DIR"')));
  assert.equal(staticDir, `build/${STATIC_UPLOAD_DIR}`, "the upload the build writes for static hosts");
  assert.ok(statSync(path.join(projectDir, staticDir, "index.html")).isFile(), `${staticDir} holds the site`);
});
