// The build stage of `npm test`: runs package.json's "build" script exactly as npm would
// (its commands, with node_modules/.bin on PATH), shows its output, and fails when that
// output carries a warning, so a newcomer's first `npm start` stays quiet.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { readJson, ROOT as root } from "./lib/built-pages.mjs";

const pkg = /** @type {{ scripts: Record<string, string | undefined> }} */ (readJson(path.join(root, "package.json")));
const binDir = path.join(root, "node_modules", ".bin");
const build = pkg.scripts.build;
if (!build) {
  console.error('build: package.json has no "build" script');
  process.exit(1);
}

const result = spawnSync("sh", ["-c", build], {
  cwd: root,
  encoding: "utf8",
  env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ""}`, FORCE_COLOR: "0" },
});
const output = `${result.stdout}${result.stderr}`;
process.stdout.write(output);
if (result.status !== 0) {
  console.error(`build: exited with status ${result.status}`);
  process.exit(1);
}

/** Lines that Vite, Rolldown, React Router or our plugins print as warnings. */
export const WARNING_PATTERN = /\bwarn(ing)?\b|deprecat|⚠|^\(!\)|\[PLUGIN_TIMINGS\]/i;
const warnings = output.split("\n").filter((line) => WARNING_PATTERN.test(line));
if (warnings.length > 0) {
  console.error(`build: the output carries ${warnings.length} warning line(s); fix their cause:`);
  for (const line of warnings) console.error(`  ${line}`);
  process.exit(1);
}
console.log("build: no warnings");
