// Runs Debian's nginx with the project's generated config (build/nginx/site.conf) as the
// current user, with everything it writes under a temporary prefix.
// CLI (npm run start:nginx, after the build): foreground on PORT (default 8080) and HOST.
// Module: startNginx() for tests and the benchmark.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import net from "node:net";
import path from "node:path";
import { BROTLI_MODULE, mainConfig, releaseConf, signInProxyPass } from "../delivery/nginx.ts";

const projectDir = path.resolve(import.meta.dirname, "..");
export const NGINX_BINARY = process.env.NGINX_BINARY ?? "/usr/sbin/nginx";

type NginxOptions = { host: string; port: number; buildDir?: string; signInUpstream?: string };

/** Writes the main config for a run; signInUpstream (host:port) is where the sign-in routes go. */
function prepareNginx({ host, port, buildDir = path.join(projectDir, "build"), signInUpstream }: NginxOptions) {
  const root = path.join(buildDir, "client");
  let siteFile = path.join(buildDir, "nginx", "site.conf");
  if (!existsSync(siteFile) || !existsSync(path.join(root, "index.html"))) {
    throw new Error("nginx: no production build (build/nginx/site.conf missing); run `npm run build` first");
  }
  if (!existsSync(NGINX_BINARY)) throw new Error(`nginx: ${NGINX_BINARY} not found; run scripts/ensure-nginx.sh`);
  if (!existsSync(BROTLI_MODULE))
    throw new Error(`nginx: brotli module ${BROTLI_MODULE} not found; run scripts/ensure-nginx.sh`);
  const prefix = mkdtempSync(path.join(tmpdir(), "site-nginx-"));
  const configFile = path.join(prefix, "nginx.conf");
  if (signInUpstream) {
    // A sign-in process on another port (tests run beside each other): the same include, that line changed.
    const [upstreamHost = "", upstreamPort = ""] = signInUpstream.split(":");
    const site = readFileSync(siteFile, "utf8");
    const moved = site.replaceAll(
      signInProxyPass(),
      signInProxyPass({ host: upstreamHost, port: Number(upstreamPort) }),
    );
    if (moved === site) throw new Error(`nginx: ${siteFile} has no sign-in proxy line to move`);
    siteFile = path.join(prefix, "site.conf");
    writeFileSync(siteFile, moved);
  }
  const releaseFile = path.join(prefix, "release.conf");
  writeFileSync(releaseFile, releaseConf(root, siteFile));
  writeFileSync(configFile, mainConfig({ prefix, listen: `${host}:${port}`, releaseFile }));
  const check = spawnSync(NGINX_BINARY, ["-t", "-q", "-p", prefix, "-c", configFile], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx: config test failed:\n${check.stderr}`);
  return { prefix, configFile };
}

/** Resolves once something accepts TCP connections on host:port. */
export function waitForPort(host: string, port: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  return new Promise<void>((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, host, () => {
        socket.destroy();
        resolve();
      });
      socket.on("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listening on ${host}:${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** Starts nginx in the background; resolves once it accepts connections. */
export async function startNginx({ host = "127.0.0.1", port, ...options }: Partial<NginxOptions> & { port: number }) {
  const { prefix, configFile } = prepareNginx({ host, port, ...options });
  const child = spawn(NGINX_BINARY, ["-p", prefix, "-c", configFile], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  await Promise.race([
    waitForPort(host, port, 5000),
    exited.then((code) => {
      throw new Error(`nginx exited with ${code}: ${stderr}`);
    }),
  ]);
  return {
    url: `http://${host}:${port}`,
    prefix,
    exited,
    async stop() {
      // SIGQUIT is nginx's graceful shutdown.
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

if (import.meta.main) {
  try {
    const nginx = await startNginx({ host: process.env.HOST, port: Number(process.env.PORT ?? 8080) });
    console.log(`nginx: serving build/client at ${nginx.url} (prefix ${nginx.prefix}); Ctrl-C stops it`);
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void nginx.stop());
    const code = await nginx.exited;
    await nginx.stop(); // removes the prefix
    process.exit(code ?? 0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
