/**
 * One Astro content sync at a time per checkout. Astro writes its generated files (content types,
 * `.astro/content-assets.mjs`) under the project's `.astro/`, whatever the build's outDir or
 * cacheDir, each through the same `<file>.tmp` name, so parallel builds of one project fail since Astro 5
 * (withastro/astro#12992, "Parallel building not working since upgrading to Astro 5"): the gate's
 * six side-by-side builds raced on it, and one failed with ENOENT on the rename. A build
 * takes this lock when Astro sets it up and lets go when its own build starts, after the sync;
 * the rest of the builds still run side by side.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const WAIT_LIMIT_MS = 180_000;

function holderAlive(lockDir: string): boolean {
  try {
    const pid = Number(readFileSync(path.join(lockDir, "pid"), "utf8"));
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive under another user. Anything else (no pid file yet, no such process): not proven alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Waits for the lock directory `lockDir` (atomic mkdir), taking over from a holder that has died. */
export async function acquireSyncLock(lockDir: string): Promise<() => void> {
  mkdirSync(path.dirname(lockDir), { recursive: true });
  const started = Date.now();
  let sawEmpty = 0;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, "pid"), String(process.pid));
      const release = () => rmSync(lockDir, { recursive: true, force: true });
      process.once("exit", release);
      return () => {
        process.off("exit", release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    // A holder that died leaves its directory: taken over once its pid is seen dead twice in a row
    // (a live holder may not have written its pid yet).
    sawEmpty = holderAlive(lockDir) ? 0 : sawEmpty + 1;
    if (sawEmpty >= 2) rmSync(lockDir, { recursive: true, force: true });
    if (Date.now() - started > WAIT_LIMIT_MS)
      throw new Error(
        `sync lock: ${lockDir} held for over ${WAIT_LIMIT_MS / 1000} s; remove it if no build is running`,
      );
    await sleep(100);
  }
}
