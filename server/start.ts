// The embedded production server (`npm start`): serves build/client as delivery/policy.ts says.
// PORT (default 3000) and HOST (default localhost): where it listens; LOG_REQUESTS=0 turns off the
// access log (one line per request on stdout; errors go to stderr).
import path from "node:path";
import { BuildError, createSiteServer, loadBuild } from "./site-server.ts";
import { startProblem } from "./sign-in.ts";

function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

// BUILD_DIR exists for tests; the default is the project's build/.
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(import.meta.dirname, "../build"));
const host = process.env.HOST ?? "localhost";
const portText = process.env.PORT ?? "3000";
// Number("") is 0, which would listen on a random port: an empty or odd PORT is refused instead.
if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535)
  exitWith(
    `server: PORT=${JSON.stringify(portText)} is not a port number (0-65535); set it or leave it unset for 3000`,
  );
const port = Number(portText);
const logRequests = process.env.LOG_REQUESTS !== "0";
// A sign-in setting no server allows is refused now, not met as an empty reply in the popup.
const signInProblem = startProblem(process.env);
if (signInProblem) exitWith(`server: ${signInProblem}`);

let build: ReturnType<typeof loadBuild>;
try {
  build = loadBuild(buildDir);
} catch (error) {
  if (!(error instanceof BuildError)) throw error;
  exitWith(`server: no production build to serve: ${error.message}`);
}

const server = createSiteServer({ ...build, logRequests });

server.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE")
    exitWith(`server: port ${port} on ${host} is already in use; set PORT to a free port`);
  if (error.code === "EACCES") exitWith(`server: no permission to listen on port ${port}; use a port above 1023`);
  if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND") exitWith(`server: cannot listen on host ${host}`);
  exitWith(`server: ${error.message}`);
});

server.listen(port, host, () => console.log(`Serving build/client at http://${host}:${port}`));

// In-flight requests finish; a stuck client cannot hold the process more than a few seconds.
let stopping = false;
function shutdown(signal: NodeJS.Signals) {
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
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => shutdown(signal));
