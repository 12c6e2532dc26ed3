// `npm run deploy`: the nginx release procedure of deploy/README.md as one command.
//   npm run deploy -- --target /srv/site            (a directory on this machine)
//   npm run deploy -- --target deploy@host:/srv/site (over SSH: ssh + rsync)
//   npm run deploy -- --target ... --rollback       (back to the release before the live one)
// Options: --build DIR (default build), --keep N releases (default 5), --grace-days N for the
// previous release's hashed assets (default 14), --nginx "COMMAND" (default "nginx"; e.g.
// "sudo nginx"), --ssh "COMMAND" (default "ssh"), --sign-in-restart "COMMAND" (run when the
// editor's sign-in server changed; e.g. "sudo systemctl restart site-sign-in"). Environment:
// DEPLOY_NGINX, DEPLOY_SSH, DEPLOY_KEEP, DEPLOY_GRACE_DAYS, DEPLOY_SIGN_IN_RESTART,
// DEPLOY_COMMIT (else GITHUB_SHA, else git).
//
// Layout on the target: releases/<UTC time>-<commit>/ holds a whole build/; release.conf names
// the live release's root and site.conf and is what the server block includes. nginx runs
// with `disable_symlinks on`, so the switch is not a symlink but a rename of release.conf
// followed by a reload (docs/decisions/022-release-directories.md).
//
// Every step on the target is a POSIX shell snippet, run by `sh -c` here or by `ssh` there,
// so the loopback test exercises the very commands a remote deploy sends.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const projectDir = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
/** What a release needs from the build: the served files and the generated server-level config. */
const CLIENT_DIR = "client";
const SITE_CONF = "nginx/site.conf";
/** The editor's sign-in process (delivery/nginx.ts signInUnit), placed where its unit runs it from. */
const SIGN_IN_SERVER = "sign-in/server.mjs";
const HASHED_ASSETS = `${CLIENT_DIR}/assets`;
const RELEASE_CONF = "release.conf";
const RELEASES = "releases";
const LOCK_DIR = ".deploy-lock";

export class DeployError extends Error {}

/**
 * Quotes one word for a POSIX shell.
 * @param {string} value
 */
export function shellQuote(value) {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * A quoted string for nginx's config syntax.
 * @param {string} value
 */
function nginxQuote(value) {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/**
 * `user@host:/path` is remote (scp syntax); anything else is a local directory.
 * @param {string} target
 * @returns {{ host: string | null, dir: string }}
 */
export function parseTarget(target) {
  const remote = /^([^/:]+):(\/.*)$/.exec(target);
  if (remote) return { host: /** @type {string} */ (remote[1]), dir: /** @type {string} */ (remote[2]) };
  if (/^[^/]*:/.test(target))
    throw new DeployError(`--target ${target}: a remote directory must be absolute (host:/srv/site)`);
  return { host: null, dir: path.resolve(target) };
}

/**
 * The release's name: UTC time to the millisecond (sorts by time) and the commit.
 * @param {Date} now
 * @param {string} commit
 */
export function releaseName(now, commit) {
  const stamp = now.toISOString().replace(/[-:]/g, "");
  return `${stamp}-${commit.replace(/[^0-9A-Za-z]/g, "").slice(0, 12) || "unknown"}`;
}

/**
 * The two lines the server block includes.
 * @param {string} releaseDir absolute, without symbolic links
 */
export function releaseConf(releaseDir) {
  return [
    `# Written by scripts/deploy.mjs: the live release.`,
    `root ${nginxQuote(`${releaseDir}/${CLIENT_DIR}`)};`,
    `include ${nginxQuote(`${releaseDir}/${SITE_CONF}`)};`,
    "",
  ].join("\n");
}

/**
 * The release directory a release.conf names (ours, or the hand-written one of deploy/README).
 * @param {string} conf
 */
export function liveReleaseDir(conf) {
  const root = /^\s*root\s+"?([^";]+?)"?\s*;/m.exec(conf)?.[1];
  if (!root) return null;
  return root.endsWith(`/${CLIENT_DIR}`) ? root.slice(0, -CLIENT_DIR.length - 1) : null;
}

/**
 * Runs shell snippets and uploads on the target: locally, or through ssh and rsync.
 * @param {{ host: string | null, ssh: string }} options
 */
function targetRunner({ host, ssh: sshOption }) {
  // One SSH connection for all steps (a handshake costs about a second); the user's own
  // options come first, so theirs win.
  const controlDir = host ? mkdtempSync(path.join(tmpdir(), "deploy-ssh-")) : null;
  const ssh = controlDir
    ? `${sshOption} -o ControlMaster=auto -o ControlPath=${shellQuote(`${controlDir}/%C`)} -o ControlPersist=60`
    : sshOption;
  /**
   * @param {string} script
   * @returns {{ status: number, stdout: string, stderr: string }}
   */
  const run = (script) => {
    const result = host
      ? // The local shell splits the ssh command (it may carry options); host and script stay one word each.
        spawnSync("sh", ["-c", `${ssh} "$@"`, "sh", host, script], { encoding: "utf8" })
      : spawnSync("sh", ["-c", script], { encoding: "utf8" });
    if (result.error) throw new DeployError(`cannot run ${host ? "ssh" : "sh"}: ${result.error.message}`);
    return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
  };
  /**
   * @param {string} what
   * @param {string} script
   */
  const must = (what, script) => {
    const result = run(`set -eu\n${script}`);
    if (result.status !== 0)
      throw new DeployError(`${what} failed on ${host ?? "this machine"}:\n${result.stderr.trim()}`);
    return result.stdout;
  };
  /**
   * Copies the contents of a local directory into a new directory on the target.
   * @param {string} from
   * @param {string} to
   */
  const upload = (from, to) => {
    if (!host) return must("upload", `mkdir -p ${shellQuote(to)}\ncp -pR ${shellQuote(from)}/. ${shellQuote(to)}/`);
    must("creating the release directory", `mkdir -p ${shellQuote(to)}`);
    const result = spawnSync(
      "rsync",
      ["-rlpt", "--chmod=Du=rwx,Dgo=rx,Fu=rw,Fgo=r", "-e", ssh, `${from}/`, `${host}:${to}/`],
      {
        encoding: "utf8",
        stdio: ["ignore", "inherit", "pipe"],
      },
    );
    if (result.error) throw new DeployError(`cannot run rsync: ${result.error.message}`);
    if (result.status !== 0) throw new DeployError(`rsync to ${host}:${to} failed:\n${result.stderr.trim()}`);
  };
  const close = () => {
    if (!host || !controlDir) return;
    spawnSync("sh", ["-c", `${ssh} -O exit "$@"`, "sh", host], { stdio: "ignore" });
    rmSync(controlDir, { recursive: true, force: true });
  };
  return { run, must, upload, close };
}

/**
 * Shell: copies hashed assets younger than the grace period that the new release lacks.
 * Never overwrites or deletes a file of the new release (same name means same content).
 * @param {string} from release directory
 * @param {string} to release directory
 * @param {number} graceDays
 */
function carryAssetsScript(from, to, graceDays) {
  const source = shellQuote(`${from}/${HASHED_ASSETS}`);
  const destination = shellQuote(`${to}/${HASHED_ASSETS}`);
  return [
    `[ -d ${source} ] || exit 0`,
    `mkdir -p ${destination}`,
    `cd ${source}`,
    `find . -type f -mmin -${Math.round(graceDays * 24 * 60)} | while IFS= read -r file; do`,
    `  [ -e ${destination}/"$file" ] && continue`,
    `  mkdir -p "$(dirname ${destination}/"$file")"`,
    `  cp -p "$file" ${destination}/"$file"`,
    "done",
  ].join("\n");
}

/**
 * @typedef {{ target: string, build: string, keep: number, graceDays: number, nginx: string, ssh: string,
 *   rollback: boolean, commit: string, log: (line: string) => void, signInRestart?: string }} DeployOptions
 */

/**
 * Deploys a build, or rolls back; throws DeployError with what went wrong (the live release untouched).
 * @param {DeployOptions} options
 * @returns {{ live: string, previous: string | null, removed: string[], warnings: string[] }}
 */
export function deploy(options) {
  const { host, dir } = parseTarget(options.target);
  const target = targetRunner({ host, ssh: options.ssh });
  // mkdir is atomic: a second deploy to the same target (CI and a person at once) stops here.
  const lock = `${dir}/${LOCK_DIR}`;
  try {
    const locked = target.run(`mkdir -p ${shellQuote(dir)} && mkdir ${shellQuote(lock)}`);
    if (locked.status !== 0)
      throw new DeployError(
        `another deploy to ${options.target} is running (${lock} exists; remove it if none is):\n${locked.stderr.trim()}`,
      );
    try {
      return deployThrough(target, host, dir, options);
    } finally {
      target.run(`rmdir ${shellQuote(lock)}`);
    }
  } finally {
    target.close();
  }
}

/**
 * @param {ReturnType<typeof targetRunner>} target
 * @param {string | null} host
 * @param {string} dir
 * @param {DeployOptions} options
 */
function deployThrough(target, host, dir, options) {
  const warnings = [];
  const log = options.log;

  // The physical path: nginx refuses a root with a symbolic link anywhere in it.
  const base = target
    .must("preparing the target", `mkdir -p ${shellQuote(`${dir}/${RELEASES}`)}\ncd ${shellQuote(dir)}\npwd -P`)
    .trim();
  const confFile = `${base}/${RELEASE_CONF}`;
  const releasesDir = `${base}/${RELEASES}`;
  const readConf = () => target.must("reading release.conf", `cat ${shellQuote(confFile)} 2>/dev/null || true`);
  const listReleases = () =>
    target
      .must("listing releases", `ls -1 ${shellQuote(releasesDir)}`)
      .split("\n")
      .filter(Boolean)
      .sort();
  const oldConf = readConf();
  const live = liveReleaseDir(oldConf);

  /** @type {string} */
  let next;
  /** @type {string | null} the directory to remove if the switch is refused */
  let created = null;
  if (options.rollback) {
    if (!live) throw new DeployError(`nothing to roll back: ${confFile} names no release`);
    const liveName = path.posix.basename(live);
    const earlier = listReleases().filter((name) => name < liveName);
    const previousName = earlier.at(-1);
    if (!previousName) throw new DeployError(`no release before ${liveName} in ${releasesDir} to roll back to`);
    next = `${releasesDir}/${previousName}`;
    log(`rollback: ${liveName} -> ${previousName}`);
  } else {
    const buildDir = path.resolve(options.build);
    if (!existsSync(path.join(buildDir, SITE_CONF)) || !existsSync(path.join(buildDir, CLIENT_DIR)))
      throw new DeployError(
        `${buildDir} holds no complete build (${SITE_CONF} or ${CLIENT_DIR}/ missing): run \`npm run build\` first`,
      );
    if (readdirSync(path.join(buildDir, CLIENT_DIR)).length === 0)
      throw new DeployError(`${buildDir}/${CLIENT_DIR} is empty`);
    next = `${releasesDir}/${releaseName(new Date(), options.commit)}`;
    created = next;
  }

  const restore = () => {
    const script = oldConf
      ? `printf '%s' ${shellQuote(oldConf)} > ${shellQuote(`${confFile}.tmp`)}\nmv -f ${shellQuote(`${confFile}.tmp`)} ${shellQuote(confFile)}`
      : `rm -f ${shellQuote(confFile)}`;
    target.must("restoring release.conf", script);
    if (created) target.must("removing the refused release", `rm -rf ${shellQuote(created)}`);
  };

  try {
    if (created) {
      log(`upload: ${path.resolve(options.build)} -> ${host ? `${host}:` : ""}${next}`);
      target.upload(path.resolve(options.build), next);
    }
    if (live && live !== next) {
      log(`carry: hashed assets of ${path.posix.basename(live)} younger than ${options.graceDays} days`);
      target.must("carrying the previous assets forward", carryAssetsScript(live, next, options.graceDays));
    }
    // The switch: rename(2) replaces release.conf in one step. The running nginx reads it only on
    // reload, so testing it in place tests exactly what would be live; a refusal puts it back.
    target.must(
      "writing release.conf",
      `printf '%s' ${shellQuote(releaseConf(next))} > ${shellQuote(`${confFile}.tmp`)}\nmv -f ${shellQuote(`${confFile}.tmp`)} ${shellQuote(confFile)}`,
    );
  } catch (error) {
    restore();
    throw error;
  }
  log(`nginx -t`);
  const check = target.run(`${options.nginx} -t 2>&1`);
  if (check.status !== 0) {
    restore();
    throw new DeployError(
      `nginx -t refused the configuration with ${path.posix.basename(next)}; the live release is unchanged:\n${(check.stdout + check.stderr).trim()}`,
    );
  }
  log(`nginx -s reload`);
  const reload = target.run(`${options.nginx} -s reload 2>&1`);
  if (reload.status !== 0) {
    const output = (reload.stdout + reload.stderr).trim();
    if (!oldConf) {
      // A first deploy: nginx cannot have been running with a release.conf that did not exist.
      warnings.push(`nginx did not reload (${output}); start it now, e.g. \`systemctl start nginx\``);
    } else {
      restore();
      throw new DeployError(`nginx -s reload failed; release.conf is back to the live release:\n${output}`);
    }
  }

  // The sign-in process runs from <target>/sign-in/server.mjs (the unit's path), which follows the
  // live release; when it changed, the process must restart to run it (--sign-in-restart).
  const signInSource = `${next}/${SIGN_IN_SERVER}`;
  const signInLive = `${base}/${SIGN_IN_SERVER}`;
  const placed = target
    .must(
      "placing the sign-in server",
      [
        `[ -f ${shellQuote(signInSource)} ] || { echo absent; exit 0; }`,
        `cmp -s ${shellQuote(signInSource)} ${shellQuote(signInLive)} && { echo same; exit 0; }`,
        `mkdir -p ${shellQuote(path.posix.dirname(signInLive))}`,
        `cp ${shellQuote(signInSource)} ${shellQuote(`${signInLive}.tmp`)}`,
        `mv -f ${shellQuote(`${signInLive}.tmp`)} ${shellQuote(signInLive)}`,
        "echo changed",
      ].join("\n"),
    )
    .trim();
  if (placed === "changed") {
    if (options.signInRestart) {
      log(`sign-in server changed: ${options.signInRestart}`);
      const restart = target.run(`${options.signInRestart} 2>&1`);
      if (restart.status !== 0)
        warnings.push(
          `the sign-in server changed but "${options.signInRestart}" failed: ${(restart.stdout + restart.stderr).trim()}`,
        );
    } else {
      warnings.push(`the sign-in server changed (${signInLive}); restart it: systemctl restart site-sign-in`);
    }
  }

  // Keep the newest releases, and always the live one and the one it replaced (its open tabs).
  const keepNames = new Set(listReleases().slice(-options.keep));
  keepNames.add(path.posix.basename(next));
  if (live) keepNames.add(path.posix.basename(live));
  const removed = listReleases().filter((name) => !keepNames.has(name));
  if (removed.length > 0)
    target.must("removing old releases", `cd ${shellQuote(releasesDir)}\nrm -rf ${removed.map(shellQuote).join(" ")}`);
  return { live: next, previous: live, removed, warnings };
}

/** @returns {string} */
function currentCommit() {
  if (process.env.DEPLOY_COMMIT) return process.env.DEPLOY_COMMIT;
  if (process.env.GITHUB_SHA) return process.env.GITHUB_SHA.slice(0, 12);
  const git = spawnSync("git", ["rev-parse", "--short=12", "HEAD"], { cwd: projectDir, encoding: "utf8" });
  return git.status === 0 ? git.stdout.trim() : "unknown";
}

/**
 * @param {string} name
 * @param {string | undefined} value
 * @param {number} fallback
 * @param {number} minimum
 */
function numberOption(name, value, fallback, minimum) {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < minimum)
    throw new DeployError(`${name} ${value}: expected a whole number of at least ${minimum}`);
  return number;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  try {
    const { values } = parseArgs({
      options: {
        target: { type: "string" },
        build: { type: "string", default: path.join(projectDir, "build") },
        keep: { type: "string" },
        "grace-days": { type: "string" },
        nginx: { type: "string" },
        ssh: { type: "string" },
        rollback: { type: "boolean", default: false },
        "sign-in-restart": { type: "string" },
      },
    });
    const targetOption = values.target;
    if (!targetOption) throw new DeployError("no target: pass --target /srv/site or --target user@host:/srv/site");
    const result = deploy({
      target: targetOption,
      build: values.build,
      // Two is the least that still allows a rollback.
      keep: numberOption("--keep", values.keep ?? process.env.DEPLOY_KEEP, 5, 2),
      graceDays: numberOption("--grace-days", values["grace-days"] ?? process.env.DEPLOY_GRACE_DAYS, 14, 0),
      nginx: values.nginx ?? process.env.DEPLOY_NGINX ?? "nginx",
      ssh: values.ssh ?? process.env.DEPLOY_SSH ?? "ssh",
      rollback: values.rollback,
      signInRestart: values["sign-in-restart"] ?? process.env.DEPLOY_SIGN_IN_RESTART ?? "",
      commit: currentCommit(),
      log: (line) => console.log(`deploy: ${line}`),
    });
    for (const warning of result.warnings) console.warn(`deploy: warning: ${warning}`);
    if (result.removed.length > 0) console.log(`deploy: removed old releases ${result.removed.join(", ")}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`deploy: live: ${path.posix.basename(result.live)} (${seconds} s)`);
  } catch (error) {
    console.error(`deploy: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
