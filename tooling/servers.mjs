// The site's two self-hosted servers started on loopback, for the HTTP suites (tests/http/) and the
// load benchmark (quality/bench.mjs): the Node server and nginx over one build.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startNginx, waitForPort } from "../scripts/nginx.mjs";

export const HOST = "127.0.0.1";
const projectDir = path.resolve(fileURLToPath(new URL("..", import.meta.url)));

/**
 * Starts `node server/start.ts`; returns a handle with the child and a stop().
 * @param {{ port: number, env?: Record<string, string> }} options
 */
export async function startNodeServer({ port, env = {} }) {
  const child = spawn(process.execPath, ["server/start.ts"], {
    cwd: projectDir,
    env: { ...process.env, PORT: String(port), HOST, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stdout = "";
  let stderr = "";
  child.stdout.on(
    "data",
    (/** @type {Buffer} */ chunk) => ((output += chunk.toString()), (stdout += chunk.toString())),
  );
  child.stderr.on(
    "data",
    (/** @type {Buffer} */ chunk) => ((output += chunk.toString()), (stderr += chunk.toString())),
  );
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  await Promise.race([
    waitForPort(HOST, port, 5000),
    exited.then((code) => {
      throw new Error(`server exited with ${code}: ${output}`);
    }),
  ]);
  return {
    name: "node",
    url: `http://${HOST}:${port}`,
    port,
    child,
    exited,
    output: () => output,
    stdout: () => stdout,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** @param {{ port: number, buildDir?: string, signInUpstream?: string }} options */
export async function startNginxServer({ port, buildDir, signInUpstream }) {
  const nginx = await startNginx({ host: HOST, port, buildDir, signInUpstream });
  return { name: "nginx", port, ...nginx };
}
