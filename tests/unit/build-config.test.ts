import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, "../..");

type Failure = { code?: number; stdout: string; stderr: string };

/** The real build, run on a copy of the project whose content files the test edits. */
describe("the build reads content/", () => {
  let workDir: string;
  const homeFile = () => path.join(workDir, "content/en/home.yml");

  async function editHeadline(value: string | undefined) {
    const document = parseDocument(await readFile(homeFile(), "utf8"));
    if (value === undefined) document.deleteIn(["hero", "headline"]);
    else document.setIn(["hero", "headline"], value);
    await writeFile(homeFile(), document.toString());
  }

  const build = () =>
    run(path.join(workDir, "node_modules/.bin/react-router"), ["build"], { cwd: workDir, timeout: 120_000 });

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "content-build-"));
    for (const entry of [
      "app",
      "content",
      "plugins",
      // react-router.config.ts prunes the client output with scripts/lib/prune-client-output.mjs.
      "scripts/lib",
      "package.json",
      "tsconfig.json",
      "vite.config.ts",
      "react-router.config.ts",
    ]) {
      await cp(path.join(projectRoot, entry), path.join(workDir, entry), { recursive: true });
    }
    await symlink(path.join(projectRoot, "node_modules"), path.join(workDir, "node_modules"), "dir");
  });

  afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it("publishes an edited hero headline on the home page", async () => {
    await editHeadline("Leaders for the long run");
    await build();
    const html = await readFile(path.join(workDir, "build/client/index.html"), "utf8");
    expect(html).toContain("Leaders for the long run");
    expect(html).not.toContain("Expert matching for you");
  }, 120_000);

  it("stops, naming the file and the field, when the headline is removed", async () => {
    await editHeadline(undefined);
    const failure = await build().then(
      () => undefined,
      (error: Failure) => error,
    );
    expect(failure, "the build succeeded without a headline").toBeDefined();
    expect(failure!.code).not.toBe(0);
    expect(failure!.stdout + failure!.stderr).toContain("content/en/home.yml: hero.headline: required");
  }, 120_000);
});
