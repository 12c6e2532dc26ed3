// The site's two self-hosted servers started on loopback, for the HTTP suites (tests/http/), the
// load benchmark (quality/bench.mjs) and the audit: the Node server and nginx over one build.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startNginx, waitForPort } from "../scripts/nginx.ts";

export const HOST = "127.0.0.1";
const projectDir = path.resolve(import.meta.dirname, "..");

/** Starts `node server/start.ts`; returns a handle with the child and a stop(). */
export async function startNodeServer({ port, env = {} }: { port: number; env?: Record<string, string> }) {
  const child = spawn(process.execPath, ["server/start.ts"], {
    cwd: projectDir,
    env: { ...process.env, PORT: String(port), HOST, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => ((output += chunk.toString()), (stdout += chunk.toString())));
  child.stderr.on("data", (chunk: Buffer) => ((output += chunk.toString()), (stderr += chunk.toString())));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
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

/**
 * server/start.ts on `port` serving `buildDir`, for the audit and its script-free twin: the same
 * code and headers as production (tests/http/script-free-twin.test.mjs). Makes sure the server
 * answering there is this one: another process on the port would otherwise be audited unnoticed.
 */
export async function startBuildServer(port: number, buildDir: string) {
  const server = await startNodeServer({ port, env: { BUILD_DIR: buildDir } });
  server.child.stderr.pipe(process.stderr);
  const served = await fetch(`${server.url}/`).then(
    (response) => response.text(),
    () => undefined,
  );
  if (served === readFileSync(path.join(buildDir, "client/index.html"), "utf8"))
    return { baseUrl: server.url, stop: () => void server.stop() };
  // One that lost the port to another process exits: the message says so.
  const code = await Promise.race([server.exited, sleep(2000, null)]);
  await server.stop();
  const exited = code === null ? "" : ` (it exited with code ${code})`;
  throw new Error(`audit: server/start.ts did not serve ${buildDir}/client on ${server.url}${exited}`);
}

export async function startNginxServer(options: { port: number; buildDir?: string; signInUpstream?: string }) {
  return { name: "nginx", port: options.port, ...(await startNginx({ host: HOST, ...options })) };
}
