// The one way the quality tools serve a build: the project's own server (server/start.ts), the
// same code and headers as production. The audit serves the build and its script-free twin with
// it, so both carry exactly the site's headers (tests/http/script-free-twin.test.mjs checks).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../tooling/built-pages.mjs";

/**
 * Starts server/start.ts on `port` serving `buildDir`, and makes sure the server answering
 * there is this one: another process on the port would otherwise be audited unnoticed.
 * @param {number} port
 * @param {string} buildDir
 * @returns {Promise<{ baseUrl: string, stop: () => void }>}
 */
export async function startBuildServer(port, buildDir) {
  const child = spawn(process.execPath, ["server/start.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: buildDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  /** @type {number | null | undefined} */
  let exitCode;
  child.on("exit", (code) => (exitCode = code));
  const baseUrl = `http://127.0.0.1:${port}`;
  const expected = readFileSync(path.join(buildDir, "client/index.html"), "utf8");
  for (let attempt = 0; attempt < 100 && exitCode === undefined; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const body = await fetch(`${baseUrl}/`).then(
      (response) => response.text(),
      () => undefined,
    );
    if (body === expected) return { baseUrl, stop: () => child.kill() };
  }
  child.kill();
  const exited = exitCode === undefined ? "" : ` (it exited with code ${exitCode})`;
  throw new Error(`audit: server/start.ts did not serve ${buildDir}/client on ${baseUrl}${exited}`);
}
