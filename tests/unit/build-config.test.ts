import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, "../..");

/**
 * The real build, run on a copy of the project whose site configuration has one bad value.
 * It stops while loading vite.config.ts, before any bundling, so this takes a few seconds.
 */
describe("npm run build with a bad site configuration", () => {
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "site-config-build-"));
    for (const entry of [
      "app",
      "plugins",
      "package.json",
      "tsconfig.json",
      "vite.config.ts",
      "react-router.config.ts",
    ]) {
      await cp(path.join(projectRoot, entry), path.join(workDir, entry), { recursive: true });
    }
    await symlink(path.join(projectRoot, "node_modules"), path.join(workDir, "node_modules"), "dir");
    const sitePath = path.join(workDir, "app/content/site.ts");
    const original = await readFile(sitePath, "utf8");
    const broken = original.replace(/email: "[^"]+"/, 'email: "hello-at-example"');
    expect(broken).not.toBe(original);
    await writeFile(sitePath, broken);
  });

  afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it("fails with a message naming the field and the bad value", async () => {
    const build = run(path.join(workDir, "node_modules/.bin/react-router"), ["build"], {
      cwd: workDir,
      timeout: 60_000,
    });
    const failure = await build.then(
      () => undefined,
      (error: { code?: number; stdout: string; stderr: string }) => error,
    );
    expect(failure, "the build succeeded despite the bad email").toBeDefined();
    expect(failure!.code).not.toBe(0);
    const output = failure!.stdout + failure!.stderr;
    expect(output).toContain("Invalid site configuration");
    expect(output).toContain('email must be a valid email address (got "hello-at-example")');
  }, 60_000);
});
