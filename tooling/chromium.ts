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

/** Debian's packages: the full browser, and the same engine's headless-only build. */
const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

function fromEnv(): string | undefined {
  const path = process.env.CHROME_PATH;
  if (path && !existsSync(path)) throw new Error(`CHROME_PATH=${path} does not exist`);
  return path || undefined;
}

/**
 * The full browser, for Lighthouse (its limits were measured there, in Chrome's new headless
 * mode) and screenshots:
 * CHROME_PATH if set, else Debian's Chromium, else undefined (Playwright's own browser,
 * which scripts/ensure-browser.sh installs where there is no Debian Chromium).
 */
export function chromiumPath() {
  return fromEnv() ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
}

/**
 * The browser for the browser tests: CHROME_PATH if set, else Debian's chromium-headless-shell
 * (the same engine and version without the full browser's UI layers, which is what Playwright
 * itself runs headless tests in; a quarter to a third less CPU here, docs/decisions/180), else the
 * full browser.
 */
export function testChromiumPath() {
  return fromEnv() ?? (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : chromiumPath());
}
