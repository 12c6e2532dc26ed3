import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { contentRoot, en } from "../support/content.ts";

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

  // The copy's own content/ (copied from the content under test), not CONTENT_ROOT's.
  const env = { ...process.env, CONTENT_ROOT: "" };
  const build = () =>
    run(path.join(workDir, "node_modules/.bin/astro"), ["build"], { cwd: workDir, env, timeout: 120_000 });

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "content-build-"));
    await cp(path.join(contentRoot, "content"), path.join(workDir, "content"), { recursive: true });
    for (const entry of [
      "app",
      "editor",
      "content-pipeline",
      "shared",
      "delivery",
      "plugins",
      "scripts",
      "server",
      "package.json",
      "tsconfig.json",
      "astro.config.ts",
    ]) {
      await cp(path.join(projectRoot, entry), path.join(workDir, entry), { recursive: true });
    }
    await symlink(path.join(projectRoot, "node_modules"), path.join(workDir, "node_modules"), "dir");
  });

  afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  // `npm test` builds a variant of the content in which every editable word and fact differs, and
  // checks its pages in the browser (VARIANT_BUILT=1, gate/test-all.sh): that proves this for
  // every field, so the run skips this one-field build of its own.
  it.skipIf(process.env.VARIANT_BUILT === "1")(
    "publishes an edited hero headline on the home page",
    async () => {
      const edited = `${en.home.hero.headline}, edited`;
      await editHeadline(edited);
      await build();
      const html = await readFile(path.join(workDir, "build/client/index.html"), "utf8");
      expect(html).toContain(edited);
      expect(html).not.toContain(`${en.home.hero.headline}<`);
    },
    120_000,
  );

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
