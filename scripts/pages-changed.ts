// Whether a fresh build differs from the live site: compares the build's page fingerprint
// (delivery/pages-digest.ts) with the one the live release publishes. Prints "changed" or
// "unchanged" on the last line (the scheduled workflow reads it), with the reason before it.
//   node scripts/pages-changed.ts [buildDir] [liveUrl]
// liveUrl defaults to the site's address in content/site.yml (as built). An unreachable or
// fingerprint-less live site counts as changed: publishing again is the safe side.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { PAGES_DIGEST_FILE } from "../delivery/pages-digest.ts";

export async function pagesChanged(buildDir: string, liveUrl: string) {
  const built = readFileSync(path.join(buildDir, "client", PAGES_DIGEST_FILE), "utf8").trim();
  const url = new URL(PAGES_DIGEST_FILE, liveUrl.endsWith("/") ? liveUrl : `${liveUrl}/`);
  let live;
  try {
    const response = await fetch(url, {
      headers: { "Cache-Control": "no-cache" },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) return { changed: true, reason: `${url} answered ${response.status}` };
    live = (await response.text()).trim();
  } catch (error) {
    return {
      changed: true,
      reason: `${url} could not be read (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  return live === built
    ? { changed: false, reason: `the built pages are the live release's (${built.slice(0, 12)})` }
    : {
        changed: true,
        reason: `the built pages (${built.slice(0, 12)}) differ from the live release's (${live.slice(0, 12)})`,
      };
}

if (import.meta.main) {
  const projectDir = path.resolve(import.meta.dirname, "..");
  const buildDir = path.resolve(process.argv[2] ?? path.join(projectDir, "build"));
  const site = () => parse(readFileSync(path.join(projectDir, "content", "site.yml"), "utf8")) as { siteUrl?: string };
  const liveUrl = process.argv[3] || site().siteUrl;
  if (!liveUrl) throw new Error("content/site.yml has no siteUrl; pass the live address");
  const { changed, reason } = await pagesChanged(buildDir, liveUrl);
  console.log(reason);
  console.log(changed ? "changed" : "unchanged");
}
