import { defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { CHROMIUM_ARGS, testChromiumPath } from "./tooling/chromium.ts";

// Tests run against production builds served by the project's own server, one per consent mode:
// the "desktop" and "mobile" projects against a build with booking.consent = "none" (Calendly
// loads with the page), "click-to-load" against one that waits for the visitor's consent. By
// default both are built here from content/ (gate/serve-consent-build.sh). E2E_BUILD_DIR
// serves a build the caller made in mode "none" instead, and `${E2E_BUILD_DIR}-click-to-load/build`
// the click-to-load one (gate/test-all.sh builds them beside each other); run the tests with
// the same CONTENT_ROOT, so they expect that build's words.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const noneDir = process.env.E2E_BUILD_DIR ? undefined : ".e2e/consent-none";
// The content the builds are made from. The "none" build is made from a copy of it whose markets
// lie outside the EU/EEA and the UK (the build refuses "none" otherwise), written here to
// <noneDir>-content before the servers start (not again in the workers, which start once they
// have built), and the tests read that copy too: its words are the same.
const contentRoot = process.env.CONTENT_ROOT || ".";
const noneContent = `${noneDir}-content`;
if (noneDir) {
  if (process.env.TEST_WORKER_INDEX === undefined) {
    execFileSync(
      process.execPath,
      ["gate/make-content-variant.ts", noneContent, "--kind", "consent-none", "--from", contentRoot],
      { stdio: "ignore" },
    );
  }
  process.env.CONTENT_ROOT = noneContent;
}
const clickToLoadPort = port + 1;
const clickToLoadDir = process.env.E2E_BUILD_DIR ? `${process.env.E2E_BUILD_DIR}-click-to-load` : ".e2e/click-to-load";
const clickToLoadSpec = /booking-(consent|early-press)\.spec\.ts$/;
// Runs in both consent modes (desktop and click-to-load), at one width.
const bothModesSpec = /site-storage\.spec\.ts$/;
// The editor at /admin/ is a desktop tool; its checks run once, at desktop width.
const adminSpec = /(admin|editor-round-trip|editor-preview|editor-save-status|sign-in)\.spec\.ts$/;
// Behaviour that does not depend on the width runs once, at desktop width: whole specs here, and
// single tests or groups tagged "@one-width" (docs/decisions/080-ci-time.md).
const oneWidthSpecs = [/error-screen\.spec\.ts$/, /not-found\.spec\.ts$/, /privacy\.spec\.ts$/];
const ONE_WIDTH_TAG = /@one-width/;

// E2E_NO_CLICK_TO_LOAD=1 skips the second build when the click-to-load project is not run.
const withClickToLoad = !process.env.E2E_NO_CLICK_TO_LOAD;

const launchOptions = { executablePath: testChromiumPath(), args: CHROMIUM_ARGS };

/** The project's own server on loopback (Playwright's defaults: never an existing one; its stderr shown, its stdout not). */
const server = (port: number, command: string, env: Record<string, string>) => ({
  command,
  url: `http://127.0.0.1:${port}`,
  env: { PORT: String(port), HOST: "127.0.0.1", ...env },
  timeout: 120_000,
});
/** gate/serve-consent-build.sh's settings: a build in `mode` made in `dir` from the tests' content. */
const consentBuild = (mode: string, dir: string) => ({
  CONSENT_MODE: mode,
  CONSENT_BUILD_DIR: dir,
  CONTENT_ROOT: mode === "none" ? noneContent : contentRoot,
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [["list"]],
  use: { baseURL, launchOptions },
  projects: [
    {
      name: "desktop",
      testIgnore: clickToLoadSpec,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    {
      name: "mobile",
      testIgnore: [clickToLoadSpec, adminSpec, bothModesSpec, ...oneWidthSpecs],
      grepInvert: ONE_WIDTH_TAG,
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: "click-to-load",
      testMatch: [clickToLoadSpec, bothModesSpec],
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        baseURL: `http://127.0.0.1:${clickToLoadPort}`,
      },
    },
  ],
  webServer: [
    noneDir
      ? server(port, "bash gate/serve-consent-build.sh", consentBuild("none", noneDir))
      : server(port, "node server/start.ts", { BUILD_DIR: process.env.E2E_BUILD_DIR ?? "" }),
    ...(withClickToLoad
      ? [server(clickToLoadPort, "bash gate/serve-consent-build.sh", consentBuild("click-to-load", clickToLoadDir))]
      : []),
  ],
});
