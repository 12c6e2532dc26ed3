import { existsSync } from "node:fs";

/** Flags that keep Chromium headless and quiet on a machine with no internet. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * CHROME_PATH if set, else Debian's Chromium, else undefined (Playwright's own browser,
 * which scripts/ensure-browser.sh installs where there is no Debian Chromium).
 * @returns {string | undefined}
 */
export function chromiumPath() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}
