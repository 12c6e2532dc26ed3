// How scripts/deploy.ts reaches its target: shell snippets and uploads run here (`sh`, `cp`) for a
// local directory, or over one SSH connection (`ssh`, `rsync`) for `user@host:/path`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export class DeployError extends Error {}

/** Quotes one word for a POSIX shell. */
export function shellQuote(value: string) {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** `user@host:/path` is remote (scp syntax); anything else is a local directory. */
export function parseTarget(target: string): { host: string | null; dir: string } {
  const remote = /^([^/:]+):(\/.*)$/.exec(target);
  if (remote) return { host: remote[1]!, dir: remote[2]! };
  if (/^[^/]*:/.test(target))
    throw new DeployError(`--target ${target}: a remote directory must be absolute (host:/srv/site)`);
  return { host: null, dir: path.resolve(target) };
}

/** Shell: writes `text` to `file` through a temporary file renamed over it (rename(2): one step). */
export const writeScript = (file: string, text: string) =>
  `printf '%s' ${shellQuote(text)} > ${shellQuote(`${file}.tmp`)}\nmv -f ${shellQuote(`${file}.tmp`)} ${shellQuote(file)}`;

/** Runs shell snippets and uploads on the target: `sh -c` and `cp` here, `ssh` and `rsync` on a remote one. */
export function targetRunner(host: string | null, sshOption: string) {
  // One SSH connection for all steps (a handshake costs about a second); the user's own
  // options come first, so theirs win.
  const controlDir = host ? mkdtempSync(path.join(tmpdir(), "deploy-ssh-")) : null;
  const ssh = controlDir
    ? `${sshOption} -o ControlMaster=auto -o ControlPath=${shellQuote(`${controlDir}/%C`)} -o ControlPersist=60`
    : sshOption;
  const run = (script: string) => {
    const result = host
      ? // The local shell splits the ssh command (it may carry options); host and script stay one word each.
        spawnSync("sh", ["-c", `${ssh} "$@"`, "sh", host, script], { encoding: "utf8" })
      : spawnSync("sh", ["-c", script], { encoding: "utf8" });
    if (result.error) throw new DeployError(`cannot run ${host ? "ssh" : "sh"}: ${result.error.message}`);
    return result; // a status of null (killed by a signal) is a failure too
  };
  const must = (what: string, script: string) => {
    const result = run(`set -eu\n${script}`);
    if (result.status !== 0)
      throw new DeployError(`${what} failed on ${host ?? "this machine"}:\n${result.stderr.trim()}`);
    return result.stdout;
  };
  /** Copies the contents of a local directory into a new directory on the target. */
  const upload = (from: string, to: string) => {
    if (!host) return must("upload", `mkdir -p ${shellQuote(to)}\ncp -pR ${shellQuote(from)}/. ${shellQuote(to)}/`);
    must("creating the release directory", `mkdir -p ${shellQuote(to)}`);
    const result = spawnSync(
      "rsync",
      ["-rlpt", "--chmod=Du=rwx,Dgo=rx,Fu=rw,Fgo=r", "-e", ssh, `${from}/`, `${host}:${to}/`],
      { encoding: "utf8", stdio: ["ignore", "inherit", "pipe"] },
    );
    if (result.error) throw new DeployError(`cannot run rsync: ${result.error.message}`);
    if (result.status !== 0) throw new DeployError(`rsync to ${host}:${to} failed:\n${result.stderr.trim()}`);
  };
  const close = () => {
    if (!controlDir) return;
    spawnSync("sh", ["-c", `${ssh} -O exit "$@"`, "sh", host ?? ""], { stdio: "ignore" });
    rmSync(controlDir, { recursive: true, force: true });
  };
  return { run, must, upload, close };
}

export type Target = ReturnType<typeof targetRunner>;
