// .ci/choose-gate: a push that changes only content/ gets the content gate; anything else, or a
// base it cannot compare with, the full gate.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { projectDir } from "./support.mjs";

const repo = mkdtempSync(path.join(tmpdir(), "choose-gate-"));
after(() => rmSync(repo, { recursive: true, force: true }));
/** @param {string[]} args */
const git = (...args) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], {
    cwd: repo,
    encoding: "utf8",
  }).trim();
/** @param {Record<string, string>} files */
function commit(files) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  }
  git("add", "-A");
  git("commit", "-qm", "change");
  return git("rev-parse", "HEAD");
}
/** @param {string} base */
const choose = (base) =>
  execFileSync("bash", [path.join(projectDir, ".ci/choose-gate"), base], { cwd: repo, encoding: "utf8" }).trim();

test("content-only pushes get the content gate, any other path the full gate", () => {
  git("init", "-q");
  const first = commit({ "content/en/home.yml": "a: 1\n", "app/x.ts": "1\n" });
  const contentOnly = commit({ "content/en/home.yml": "a: 2\n", "content/de/home.yml": "a: 2\n" });
  assert.equal(choose(first), "content");
  commit({ "app/x.ts": "2\n" });
  assert.equal(choose(contentOnly), "full", "code changed");
  assert.equal(choose(first), "full", "content and code changed since the base");
  assert.equal(choose(""), "full", "no base");
  assert.equal(choose("0000000000000000000000000000000000000000"), "full", "a new branch");
  assert.equal(choose("1234567890abcdef1234567890abcdef12345678"), "full", "a base this clone does not have");
});
