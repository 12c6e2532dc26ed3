// One fingerprint of what visitors and search engines get from a build: every address with its status
// and HTML, and the sitemap and feeds (not security.txt, whose expiry moves; hashed assets are named
// by their HTML). Published at /pages-digest.txt, so the daily run publishes only a changed build
// (.github/workflows/scheduled-publish.yml).
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { GONE_FILE, GONE_STATUS, PAGES_FILE } from "./policy.ts";

/** Where the fingerprint is published, below build/client. */
export const PAGES_DIGEST_FILE = "pages-digest.txt";

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

const xmlFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory() && entry.name.endsWith(".xml"))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes("assets"));

/** A build directory's page table and closed roles (no file: none), parsed, not checked (policy.ts sitePages). */
export function readPageTables(buildDir: string): [unknown, unknown] {
  const goneFile = path.join(buildDir, GONE_FILE);
  const read = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
  return [read(path.join(buildDir, PAGES_FILE)), existsSync(goneFile) ? read(goneFile) : []];
}

/** The fingerprint of a build directory (holding pages.json and client/), as hex. */
export function pagesDigest(buildDir: string) {
  const clientDir = path.join(buildDir, "client");
  const entries = readPageTables(buildDir).flat() as { id: string; path: string; file: string }[];
  const statusOf = (id: string) => (id === "not-found" ? 404 : id === "gone" ? GONE_STATUS : 200);
  const lines = [
    ...entries.map(
      (entry) => `${entry.path} ${statusOf(entry.id)} ${sha256(readFileSync(path.join(clientDir, entry.file)))}`,
    ),
    ...xmlFiles(clientDir).map((file) => `/${file} 200 ${sha256(readFileSync(path.join(clientDir, file)))}`),
  ].sort();
  return sha256(lines.join("\n"));
}
