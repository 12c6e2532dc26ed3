// npm run bench: a bounded load run (50 connections, 10 s each) against the Node server and
// nginx side by side, on loopback, over the same mix of requests a visitor's page view makes.
// A benchmark, not a test: it prints a table and exits 0 unless a server fails to start.
// BENCH_PORT (default 5160, Node; nginx one above), BENCH_SECONDS, BENCH_CONNECTIONS.
import { readdirSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { CLIENT_DIR as clientDir } from "../tooling/built-pages.ts";
import { startNginxServer, startNodeServer } from "../tooling/servers.ts";

const basePort = Number(process.env.BENCH_PORT ?? 5160);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// The site's only JavaScript is the booking page's island (its component, React and the renderer).
const scripts = readdirSync(path.join(clientDir, "assets")).filter((name) => name.endsWith(".js"));
if (scripts.length === 0) throw new Error(`${clientDir}/assets holds no script: run \`npm run build\` first`);

// Browsers ask for brotli; a page view is the HTML plus, on the booking page, the island's scripts.
const headers = { "accept-encoding": "br, gzip" };
const requests = [
  { method: "GET", path: "/", headers },
  { method: "GET", path: "/booking", headers },
  ...scripts.map((name) => ({ method: "GET", path: `/assets/${name}`, headers })),
];

const rows = [];
for (const start of [() => startNodeServer({ port: basePort }), () => startNginxServer({ port: basePort + 1 })]) {
  const server = await start();
  try {
    const result = await autocannon({ url: server.url, connections, duration, requests });
    rows.push({
      server: server.name,
      "req/s (mean)": Math.round(result.requests.average),
      "latency p50 ms": result.latency.p50,
      "latency p99 ms": result.latency.p99,
      "MB/s": +(result.throughput.average / 1e6).toFixed(1),
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      "non-2xx": result.non2xx,
    });
  } finally {
    await server.stop();
  }
}
console.log(
  `\n${connections} connections, ${duration} s per server, requests: ${requests.map((r) => r.path).join(", ")}`,
);
console.table(rows);
