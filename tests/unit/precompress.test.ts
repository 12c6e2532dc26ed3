import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "../../delivery/precompress.ts";

/** Text of a given length that differs with the seed, so no two files compress alike. */
function text(seed: string, bytes: number): Buffer {
  let out = "";
  for (let i = 0; out.length < bytes; i++) out += `${seed}-${i * 7919} `;
  return Buffer.from(out.slice(0, bytes));
}

let dir: string | undefined;
let cacheDir: string | undefined;
afterEach(async () => {
  delete process.env.PRECOMPRESS_CACHE_DIR;
  for (const made of [dir, cacheDir]) if (made) await rm(made, { recursive: true, force: true });
});

async function expectTwinsOf(file: string, original: Buffer) {
  expect(brotliDecompressSync(await readFile(`${file}.br`)).equals(original)).toBe(true);
  expect(gunzipSync(await readFile(`${file}.gz`)).equals(original)).toBe(true);
}

describe("precompress (a visitor's browser gets the bytes of the file it asked for)", () => {
  it("writes brotli and gzip twins of small and big files, and a big file's twins follow its content, not its name or size", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
    cacheDir = await mkdtemp(path.join(tmpdir(), "precompress-cache-"));
    process.env.PRECOMPRESS_CACHE_DIR = cacheDir;
    const big = path.join(dir, "editor.js");
    const sameSize = path.join(dir, "other.js");
    const small = path.join(dir, "site.css");
    const first = text("first", 300 * 1024);
    const second = text("other", 300 * 1024);
    await writeFile(big, first);
    await writeFile(sameSize, second);
    await writeFile(small, text("css", 2000));
    expect(await precompress(dir)).toBe(3);
    await expectTwinsOf(big, first);
    await expectTwinsOf(sameSize, second);
    await expectTwinsOf(small, await readFile(small));
    // The two big files were kept for the next build; the small one was not worth it.
    expect((await readdir(cacheDir)).sort()).toHaveLength(4);

    // A later build whose big file changed: its twins are the new bytes', from no earlier build.
    const changed = text("changed", 300 * 1024);
    await writeFile(big, changed);
    await precompress(dir);
    await expectTwinsOf(big, changed);
    // And one whose big file is back to what an earlier build compressed.
    await writeFile(big, first);
    await precompress(dir);
    await expectTwinsOf(big, first);
    // Brotli at its highest quality over four 300 KB files: seconds of one core, and more on a
    // busy machine; nothing here is about time, so the default 5 s limit would only add noise.
  }, 60_000);
});
