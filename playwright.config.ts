import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium.mjs";

// Tests run against the production build (`npm run build` first), served by the project's own server.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// A second build with booking.consent = "click-to-load", served on the next port.
const clickToLoadPort = port + 1;
const clickToLoadSpec = /booking-consent\.spec\.ts$/;
// The editor at /admin/ is a desktop tool; its checks run once, at desktop width.
const adminSpec = /(admin|editor-round-trip)\.spec\.ts$/;

const launchOptions = { executablePath: chromiumPath(), args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  use: { baseURL, trace: "off", launchOptions },
  projects: [
    {
      name: "desktop",
      testIgnore: clickToLoadSpec,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: "mobile",
      testIgnore: [clickToLoadSpec, adminSpec],
      use: {
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions,
      },
    },
    {
      name: "click-to-load",
      testMatch: clickToLoadSpec,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        baseURL: `http://127.0.0.1:${clickToLoadPort}`,
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      command: "node server/start.mjs",
      url: baseURL,
      env: { PORT: String(port), HOST: "127.0.0.1" },
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "bash scripts/serve-click-to-load.sh",
      url: `http://127.0.0.1:${clickToLoadPort}`,
      env: { PORT: String(clickToLoadPort), HOST: "127.0.0.1" },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
