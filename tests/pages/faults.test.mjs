// The rendered-page check must refuse content a visitor would see broken: the "faults" variant
// (gate/make-content-variant.ts --kind faults) has a 40-letter word in an English heading,
// a muted text colour below WCAG AA contrast and a letter no web font has. Each problem is named
// with the engine, the width and the page.
//
//   node --test "tests/pages/*.test.mjs"   (FAULTS_DIR=dir reuses a variant already built there, as CI does)
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { parse } from "yaml";

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dir = path.resolve(ROOT, process.env.FAULTS_DIR ?? ".e2e/faults");

test(
  "the faults variant is refused, naming the engine, width and page of each fault",
  { timeout: 300_000 },
  async () => {
    if (!existsSync(path.join(dir, "build/pages.json"))) {
      await run(process.execPath, ["gate/make-content-variant.ts", dir, "--kind", "faults"], { cwd: ROOT });
      await run("npm", ["run", "build", "--silent"], {
        cwd: ROOT,
        env: { ...process.env, CONTENT_ROOT: dir, SITE_BUILD_DIR: path.join(dir, "build") },
      });
    }
    /** @type {unknown} */
    const homeYaml = parse(readFileSync(path.join(dir, "content/en/home.yml"), "utf8"));
    const home = /** @type {{ services: { title: string }, about: { title: string } }} */ (homeYaml);
    const checked = run(
      process.execPath,
      [
        "tests/pages/check-rendered-pages.mjs",
        "--build",
        `${path.relative(ROOT, dir)}/build=faults`,
        "--pages",
        "home",
        "--widths",
        "360,1440",
      ],
      { cwd: ROOT, env: { ...process.env, RENDERED_CHECK_PORT: "5790" } },
    );
    /** @type {{ code: number, stderr: string }} */
    const failure = await checked.then(
      () => assert.fail("the check passed"),
      (/** @type {{ code: number, stderr: string }} */ error) => error,
    );
    assert.equal(failure.code, 1);
    const report = failure.stderr;
    for (const engine of ["chromium", "firefox"]) {
      for (const width of [360, 1440]) {
        const at = `${engine} ${width} px, faults, en /:`;
        assert.match(
          report,
          new RegExp(`${at} a word too long for the line, broken without a hyphen: "${home.services.title}"`),
        );
        assert.match(report, new RegExp(`${at} axe: color-contrast`));
      }
    }
    // Which font draws a letter is reported by Chromium alone (it is the same font file in Firefox).
    const missingLetter = [...home.about.title].find((letter) => letter > "\u00FF");
    assert.ok(missingLetter, "the faults variant has a letter outside Latin-1");
    assert.match(
      report,
      new RegExp(`chromium 360 px, faults, en /: missing glyph: "${home.about.title}" drawn partly in`),
    );
  },
);
