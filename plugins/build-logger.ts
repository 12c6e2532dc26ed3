// Astro's logger for this site (astro.config.ts `logger`): it prints exactly as Astro's own Node
// logger does, and counts the warnings of Astro, Vite, Rolldown, the integrations and Node
// itself. The site-delivery integration fails the build when the count is not zero, so a
// newcomer's first build stays quiet and the gate fails on a warning without reading the log.
// Astro loads a logger by path with Node's own import, which runs TypeScript on Node 24 (type
// stripping): so this file is erasable TypeScript only (no enums, no parameter properties).
import type { AstroLoggerDestination } from "astro";
import nodeLogger, { type NodeHandlerConfig } from "astro/logger/node";

const COUNT = Symbol.for("site.buildWarnings");
// On globalThis: Astro may load this module and astro.config.ts's import of it as two instances.
const shared = globalThis as { [COUNT]?: number };

function countWarning() {
  shared[COUNT] = (shared[COUNT] ?? 0) + 1;
}

/** How many warnings were logged since the process started. */
export function buildWarnings(): number {
  return shared[COUNT] ?? 0;
}

// Node's own warnings (deprecations, experimental features) count too.
process.on("warning", countWarning);

export default function buildLogger(config: NodeHandlerConfig | undefined): AstroLoggerDestination {
  const destination = nodeLogger(config);
  return {
    write(event) {
      destination.write(event);
      if (event.level === "warn") countWarning();
    },
  };
}
