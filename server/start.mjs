// The embedded production server (`npm start`): serves build/client with sirv, following
// the routing, headers, caching and limits of delivery/policy.mjs.
// PORT (default 3000) and HOST (default localhost) choose where it listens.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createSiteServer } from "./site-server.mjs";

// BUILD_DIR exists for tests; the default is the project's build/.
const buildDir = path.resolve(process.env.BUILD_DIR ?? fileURLToPath(new URL("../build", import.meta.url)));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";

function exitWith(message) {
  console.error(message);
  process.exit(1);
}

let delivery;
try {
  delivery = JSON.parse(readFileSync(path.join(buildDir, "delivery.json"), "utf8"));
  readFileSync(path.join(buildDir, "client", "index.html"));
} catch {
  exitWith(
    `server: no production build in ${buildDir} (build/delivery.json or build/client/index.html missing); run \`npm run build\` first`,
  );
}
if (!Number.isInteger(port) || port < 0 || port > 65535)
  exitWith(`server: PORT=${process.env.PORT} is not a valid port number`);

const server = createSiteServer({ clientDir: path.join(buildDir, "client"), csp: delivery.csp });

server.on("error", (error) => {
  if (error.code === "EADDRINUSE")
    exitWith(`server: port ${port} on ${host} is already in use; set PORT to a free port`);
  if (error.code === "EACCES") exitWith(`server: no permission to listen on port ${port}; use a port above 1023`);
  if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND") exitWith(`server: cannot listen on host ${host}`);
  exitWith(`server: ${error.message}`);
});

server.listen(port, host, () => console.log(`Serving build/client at http://${host}:${port}`));

// Graceful shutdown: stop accepting, let in-flight requests finish, close idle keep-alive
// sockets, and give up after a few seconds so a stuck client cannot hold the process.
let stopping = false;
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`server: ${signal} received, finishing in-flight requests`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 5000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
