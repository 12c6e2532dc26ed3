// Brotli and gzip twins of the build's text files, for nginx and the Node server (the last step
// but one of delivery/finish-build.ts, after every step that changes build/client).
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { COMPRESSIBLE_EXTENSIONS, extensionOf } from "./policy.ts";

/** Files at least this big are compressed once per content, not once per build. */
const CACHED_FROM_BYTES = 256 * 1024;
/** Where, by content hash: Vite's and Babel's cache folder (PRECOMPRESS_CACHE_DIR elsewhere). */
const PRECOMPRESS_CACHE = path.join(import.meta.dirname, "../node_modules/.cache/site-precompress");

/** Brotli and gzip forms of one file; a big one from the cache: 1.3–2 s less per build (decision 180). */
export async function compressedForms(original: Buffer): Promise<{ brotli: Buffer; gzip: Buffer }> {
  // The highest brotli quality, one less over 1 MiB (the editor's bundle: 11 took 13.9 s for 504 KB, 10 3.3 s).
  const quality = constants.BROTLI_MAX_QUALITY - (original.length > 1024 * 1024 ? 1 : 0);
  const compress = () => ({
    brotli: brotliCompressSync(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzip: gzipSync(original, { level: 9 }),
  });
  if (original.length < CACHED_FROM_BYTES) return compress();
  // The settings are part of the key: a change to them compresses again.
  const key = `${createHash("sha256").update(original).digest("hex")}-br${quality}-gz9`;
  const cacheDir = process.env.PRECOMPRESS_CACHE_DIR ?? PRECOMPRESS_CACHE;
  const cached = path.join(cacheDir, key);
  try {
    return { brotli: await readFile(`${cached}.br`), gzip: await readFile(`${cached}.gz`) };
  } catch {
    const forms = compress();
    // Written under a name of its own, then renamed: two builds at once never read half a file.
    const partial = `${cached}.${process.pid}`;
    try {
      await mkdir(cacheDir, { recursive: true });
      await writeFile(`${partial}.br`, forms.brotli);
      await writeFile(`${partial}.gz`, forms.gzip);
      await rename(`${partial}.gz`, `${cached}.gz`);
      await rename(`${partial}.br`, `${cached}.br`);
    } catch {
      // A read-only node_modules: the build still has its compressed files, only not cached.
    }
    return forms;
  }
}

/** Writes name.br and name.gz beside each text file below `clientDir`; the number of files. */
export async function precompress(clientDir: string) {
  let compressed = 0;
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory() || !COMPRESSIBLE_EXTENSIONS.includes(extensionOf(entry.name))) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const { brotli, gzip } = await compressedForms(await readFile(absolute));
    await writeFile(`${absolute}.br`, brotli);
    await writeFile(`${absolute}.gz`, gzip);
    compressed += 1;
  }
  return compressed;
}
