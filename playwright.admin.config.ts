import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium.mjs";

// The editor alone (tests/e2e/admin.spec.ts), without a site build: plugins/admin.ts writes its
// files for a sample content registry into a temporary directory, served with the admin policy.
// `npx playwright test -c playwright.admin.config.ts`
const port = Number(process.env.ADMIN_E2E_PORT ?? 4183);
const launchOptions = { executablePath: chromiumPath(), args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: /admin\.spec\.ts$/,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions,
  },
  globalSetup: "./tests/support/admin-global-setup.ts",
  metadata: { port },
});
