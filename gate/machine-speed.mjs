#!/usr/bin/env node
// The machine's speed, printed at the top of every gate run so that stage times can be compared
// across machines: a fixed single-core JavaScript workload (best of 5), and the load average.
// Lighthouse's own benchmarkIndex follows in the audit's output.
import { cpus, loadavg } from "node:os";

/** A fixed integer workload: 20 million rounds of a xorshift. */
function work() {
  let x = 2463534242;
  for (let i = 0; i < 20_000_000; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
  }
  return x;
}

const times = [];
for (let run = 0; run < 5; run++) {
  const start = process.hrtime.bigint();
  work();
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
const best = Math.min(...times);
// 100,000 / the best time in ms: about 2,900 on the 2-core machine the README's times come from.
console.log(
  `machine speed: ${Math.round(100_000 / best)} (fixed JS loop, best of 5: ${best.toFixed(0)} ms; higher is faster), ` +
    `${cpus().length} cores, 1-minute load average ${(loadavg()[0] ?? 0).toFixed(1)}`,
);
