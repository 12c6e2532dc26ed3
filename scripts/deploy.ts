// `npm run deploy`: the nginx release procedure of deploy/README.md as one command (its steps,
// options and their environment twins are documented there). On the target, releases/<UTC
// time>-<commit>/ holds a whole build/; release.conf names the live release's root and site.conf
// and is what the server block includes. nginx runs with `disable_symlinks on`, so the switch is
// not a symlink but a rename of release.conf followed by a reload
// (docs/decisions/022-release-directories.md).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { releaseConf } from "../delivery/nginx.ts";
import { DeployError, parseTarget, shellQuote, targetRunner, writeScript, type Target } from "./deploy-target.ts";

/** What a release needs from the build: the served files and the generated server-level config. */
const CLIENT_DIR = "client";
const SITE_CONF = "nginx/site.conf";
/** The editor's sign-in process (delivery/nginx.ts signInUnit), placed where its unit runs it from. */
const SIGN_IN_SERVER = "sign-in/server.mjs";
const HASHED_ASSETS = `${CLIENT_DIR}/assets`;

const log = (line: string) => console.log(`deploy: ${line}`);

/** The release's name: UTC time to the millisecond (sorts by time) and the commit. */
function releaseName(now: Date, commit: string) {
  const stamp = now.toISOString().replace(/[-:]/g, "");
  return `${stamp}-${commit.replace(/[^0-9A-Za-z]/g, "").slice(0, 12) || "unknown"}`;
}

/** The release directory a release.conf names (ours, or the hand-written one of deploy/README). */
function liveReleaseDir(conf: string) {
  const root = /^\s*root\s+"?([^";]+?)"?\s*;/m.exec(conf)?.[1];
  return root?.endsWith(`/${CLIENT_DIR}`) ? root.slice(0, -CLIENT_DIR.length - 1) : null;
}

/** Shell: copies hashed assets younger than the grace period that the new release lacks (same name: same file). */
function carryAssetsScript(fromRelease: string, toRelease: string, graceDays: number) {
  const source = shellQuote(`${fromRelease}/${HASHED_ASSETS}`);
  const destination = shellQuote(`${toRelease}/${HASHED_ASSETS}`);
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

type DeployOptions = ReturnType<typeof readOptions>;

/** Deploys a build, or rolls back; throws DeployError with what went wrong (the live release untouched). */
function deploy(options: DeployOptions) {
  const { host, dir } = parseTarget(options.target);
  const target = targetRunner(host, options.ssh);
  // mkdir is atomic: a second deploy to the same target (CI and a person at once) stops here.
  const lock = `${dir}/.deploy-lock`;
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

function deployThrough(target: Target, host: string | null, dir: string, options: DeployOptions) {
  const warnings: string[] = [];
  // The physical path: nginx refuses a root with a symbolic link anywhere in it.
  const base = target
    .must("preparing the target", `mkdir -p ${shellQuote(`${dir}/releases`)}\ncd ${shellQuote(dir)}\npwd -P`)
    .trim();
  const confFile = `${base}/release.conf`;
  const releasesDir = `${base}/releases`;
  const listReleases = () =>
    target
      .must("listing releases", `ls -1 ${shellQuote(releasesDir)}`)
      .split("\n")
      .filter(Boolean)
      .sort();
  const oldConf = target.must("reading release.conf", `cat ${shellQuote(confFile)} 2>/dev/null || true`);
  const live = liveReleaseDir(oldConf);

  let next: string;
  /** The directory to remove if the switch is refused. */
  let created: string | null = null;
  if (options.rollback) {
    if (!live) throw new DeployError(`nothing to roll back: ${confFile} names no release`);
    const liveName = path.posix.basename(live);
    const previousName = listReleases().findLast((name) => name < liveName);
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
    next = created = `${releasesDir}/${releaseName(new Date(), options.commit)}`;
  }

  const restore = () => {
    target.must("restoring release.conf", oldConf ? writeScript(confFile, oldConf) : `rm -f ${shellQuote(confFile)}`);
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
    // The switch: the running nginx reads release.conf only on reload, so testing it in place
    // tests exactly what would be live; a refusal puts it back.
    const header = "# Written by scripts/deploy.ts: the live release.\n";
    const conf = header + releaseConf(`${next}/${CLIENT_DIR}`, `${next}/${SITE_CONF}`);
    target.must("writing release.conf", writeScript(confFile, conf));
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
    // A first deploy: nginx cannot have been running with a release.conf that did not exist.
    if (!oldConf) warnings.push(`nginx did not reload (${output}); start it now, e.g. \`systemctl start nginx\``);
    else {
      restore();
      throw new DeployError(`nginx -s reload failed; release.conf is back to the live release:\n${output}`);
    }
  }

  // The sign-in process runs from <target>/sign-in/server.mjs (the unit's path), which follows the
  // live release; when it changed, the process must restart to run it (--sign-in-restart).
  const signInSource = shellQuote(`${next}/${SIGN_IN_SERVER}`);
  const signInLive = `${base}/${SIGN_IN_SERVER}`;
  const placed = target.must(
    "placing the sign-in server",
    [
      `[ -f ${signInSource} ] || { echo absent; exit 0; }`,
      `cmp -s ${signInSource} ${shellQuote(signInLive)} && { echo same; exit 0; }`,
      `mkdir -p ${shellQuote(path.posix.dirname(signInLive))}`,
      `cp ${signInSource} ${shellQuote(`${signInLive}.tmp`)}`,
      `mv -f ${shellQuote(`${signInLive}.tmp`)} ${shellQuote(signInLive)}`,
      "echo changed",
    ].join("\n"),
  );
  if (placed.trim() === "changed" && options.signInRestart) {
    log(`sign-in server changed: ${options.signInRestart}`);
    const restart = target.run(`${options.signInRestart} 2>&1`);
    if (restart.status !== 0)
      warnings.push(
        `the sign-in server changed but "${options.signInRestart}" failed: ${(restart.stdout + restart.stderr).trim()}`,
      );
  } else if (placed.trim() === "changed") {
    warnings.push(`the sign-in server changed (${signInLive}); restart it: systemctl restart site-sign-in`);
  }

  // Keep the newest releases, and always the live one and the one it replaced (its open tabs).
  const keepNames = new Set([...listReleases().slice(-options.keep), path.posix.basename(next)]);
  if (live) keepNames.add(path.posix.basename(live));
  const removed = listReleases().filter((name) => !keepNames.has(name));
  if (removed.length > 0)
    target.must("removing old releases", `cd ${shellQuote(releasesDir)}\nrm -rf ${removed.map(shellQuote).join(" ")}`);
  return { live: next, removed, warnings };
}

function currentCommit() {
  if (process.env.DEPLOY_COMMIT) return process.env.DEPLOY_COMMIT;
  if (process.env.GITHUB_SHA) return process.env.GITHUB_SHA.slice(0, 12);
  const git = spawnSync("git", ["rev-parse", "--short=12", "HEAD"], { cwd: import.meta.dirname, encoding: "utf8" });
  return git.status === 0 ? git.stdout.trim() : "unknown";
}

function numberOption(name: string, value: string | undefined, fallback: number, minimum: number) {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < minimum)
    throw new DeployError(`${name} ${value}: expected a whole number of at least ${minimum}`);
  return number;
}

/** The options of the command line, each falling back to its environment twin (deploy/README.md). */
function readOptions() {
  const { values } = parseArgs({
    options: {
      target: { type: "string" },
      build: { type: "string", default: path.join(import.meta.dirname, "..", "build") },
      keep: { type: "string" },
      "grace-days": { type: "string" },
      nginx: { type: "string" },
      ssh: { type: "string" },
      rollback: { type: "boolean", default: false },
      "sign-in-restart": { type: "string" },
    },
  });
  if (!values.target) throw new DeployError("no target: pass --target /srv/site or --target user@host:/srv/site");
  return {
    target: values.target,
    build: values.build,
    // Two is the least that still allows a rollback.
    keep: numberOption("--keep", values.keep ?? process.env.DEPLOY_KEEP, 5, 2),
    graceDays: numberOption("--grace-days", values["grace-days"] ?? process.env.DEPLOY_GRACE_DAYS, 14, 0),
    nginx: values.nginx ?? process.env.DEPLOY_NGINX ?? "nginx",
    ssh: values.ssh ?? process.env.DEPLOY_SSH ?? "ssh",
    rollback: values.rollback,
    signInRestart: values["sign-in-restart"] ?? process.env.DEPLOY_SIGN_IN_RESTART ?? "",
    commit: currentCommit(),
  };
}

if (import.meta.main) {
  const started = performance.now();
  try {
    const result = deploy(readOptions());
    for (const warning of result.warnings) console.warn(`deploy: warning: ${warning}`);
    if (result.removed.length > 0) console.log(`deploy: removed old releases ${result.removed.join(", ")}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`deploy: live: ${path.posix.basename(result.live)} (${seconds} s)`);
  } catch (error) {
    console.error(`deploy: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
