// The daily scheduled run: it publishes only when the built pages differ from the live
// release's. scripts/pages-changed.ts against a real Node server serving a build (the "live
// release"), and the workflow's shape: a daily schedule early in the Berlin morning, by hand too,
// and CI on main (the gate and deploy of a save) started only when something changed.
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { parse as parseYaml } from "yaml";
import { PAGES_DIGEST_FILE, pagesDigest } from "../../delivery/pages-digest.ts";
import { pagesChanged } from "../../scripts/pages-changed.ts";
import { NODE_PORT, projectDir, scratchBuild, startNodeServer } from "./support.mjs";

/** A port of its own beside the other suites' (HTTP_TEST_PORT moves them all). */
const LIVE_PORT = NODE_PORT + 20;

describe("pages-changed: the fresh build against the live release", () => {
  /** @type {ReturnType<typeof scratchBuild>} */
  let live;
  /** @type {ReturnType<typeof scratchBuild>} */
  let fresh;
  /** @type {Awaited<ReturnType<typeof startNodeServer>> | undefined} */
  let server;
  const liveUrl = `http://127.0.0.1:${LIVE_PORT}`;
  before(async () => {
    live = scratchBuild();
    fresh = scratchBuild();
    server = await startNodeServer({ port: LIVE_PORT, env: { BUILD_DIR: live.dir } });
  });
  after(async () => {
    await server?.stop();
    live.remove();
    fresh.remove();
  });

  it("the build publishes its own fingerprint, computed from its pages", () => {
    const published = readFileSync(path.join(live.clientDir, PAGES_DIGEST_FILE), "utf8").trim();
    assert.equal(published, pagesDigest(path.join(projectDir, "build")));
  });

  it("says unchanged when the fresh build's pages are the live ones", async () => {
    const result = await pagesChanged(fresh.dir, liveUrl);
    assert.equal(result.changed, false, result.reason);
  });

  it("says changed when a page differs, a role closed (410), or the live site has no fingerprint", async () => {
    /** @type {unknown} */
    const table = JSON.parse(readFileSync(path.join(fresh.dir, "pages.json"), "utf8"));
    const entries = /** @type {{ id: string, locale: string, path: string, file: string }[]} */ (table);
    const role = entries.find((entry) => entry.id === "role");
    const closedPage = entries.find((entry) => entry.id === "role-closed" && entry.locale === role?.locale);
    assert.ok(role && closedPage, "the build has a role and its closed-role page");
    // The role closed: its page leaves and its address answers 410.
    writeFileSync(path.join(fresh.dir, "pages.json"), JSON.stringify(entries.filter((entry) => entry !== role)));
    writeFileSync(
      path.join(fresh.dir, "gone.json"),
      JSON.stringify([{ id: "gone", locale: role.locale, path: role.path, file: closedPage.file }]),
    );
    writeFileSync(path.join(fresh.clientDir, PAGES_DIGEST_FILE), `${pagesDigest(fresh.dir)}\n`);
    const result = await pagesChanged(fresh.dir, liveUrl);
    assert.equal(result.changed, true, result.reason);

    const unreachable = await pagesChanged(fresh.dir, `http://127.0.0.1:${LIVE_PORT + 1}`);
    assert.equal(unreachable.changed, true, unreachable.reason);
  });
});

describe("the scheduled workflow", () => {
  /** @typedef {{ id?: string, if?: string, run?: string, env?: Record<string, string> }} Step */
  /** @type {unknown} */
  const parsed = parseYaml(readFileSync(path.join(projectDir, ".github/workflows/scheduled-publish.yml"), "utf8"));
  const workflow =
    /** @type {{ on: { schedule?: { cron: string }[], workflow_dispatch?: unknown }, jobs: Record<string, { steps: Step[] }> }} */ (
      parsed
    );

  it("runs once a day early in the Berlin morning (after midnight there in summer and winter), and by hand", () => {
    assert.equal(workflow.on.schedule?.length, 1);
    const [minute, hour, ...rest] = (workflow.on.schedule?.[0]?.cron ?? "").split(" ");
    assert.deepEqual(rest, ["*", "*", "*"], "every day");
    assert.ok(Number.isInteger(Number(minute)));
    // UTC: Berlin is UTC+1 in winter, UTC+2 in summer; early morning there is 03:00-06:00 UTC in both.
    assert.ok(Number(hour) >= 3 && Number(hour) <= 5, `hour ${hour} UTC`);
    assert.ok("workflow_dispatch" in workflow.on);
  });

  it("builds, compares with the live release, and starts CI on main with the content gate only when changed", () => {
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    const build = steps.findIndex((step) => step.run === "npm run build");
    const compare = steps.findIndex((step) => (step.run ?? "").includes("scripts/pages-changed.ts build"));
    const dispatch = steps.findIndex((step) => (step.run ?? "").includes("gh workflow run ci.yml --ref main"));
    assert.ok(build >= 0 && compare > build && dispatch > compare, "build, then compare, then publish");
    assert.equal(steps[dispatch]?.if, `steps.${steps[compare]?.id}.outputs.result == 'changed'`);
    assert.match(steps[dispatch]?.run ?? "", /-f gate=content/);
    /** @type {unknown} */
    const ci = parseYaml(readFileSync(path.join(projectDir, ".github/workflows/ci.yml"), "utf8"));
    const dispatchInputs =
      /** @type {{ on: { workflow_dispatch?: { inputs?: { gate?: { options?: string[] } } } } }} */ (ci).on
        .workflow_dispatch?.inputs;
    assert.ok(dispatchInputs?.gate?.options?.includes("content"), "ci.yml takes the gate as an input");
  });
});
