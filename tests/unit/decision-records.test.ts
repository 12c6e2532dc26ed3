import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Docs follow the code: every decision record (docs/decisions/NNN-*.md) says when it was taken and
// whether it still holds, and every repository path it cites in backticks exists. A file that is
// gone for good is cited as "`x.ts` (since removed)" or "`x.ts`, since removed".
const root = path.resolve(import.meta.dirname, "../..");
const decisionsDir = path.join(root, "docs/decisions");

/** Generated output, tools and caches: not part of a clean clone, so not citable. */
const NOT_CITABLE = new Set([
  ".git",
  ".astro",
  "build",
  "reports",
  "node_modules",
  ".e2e",
  ".tools",
  "test-results",
  "playwright-report",
  "screenshots",
]);
const entries = readdirSync(root, { withFileTypes: true }).filter((entry) => !NOT_CITABLE.has(entry.name));
const topLevel = new Set(entries.map((entry) => entry.name));
const topLevelFiles = new Set(entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name));

const records = readdirSync(decisionsDir)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();

const read = (record: string) => readFileSync(path.join(decisionsDir, record), "utf8");

/** `Date: YYYY-MM-DD. Status: accepted.`, `… Status: accepted, amended by NNN.` or `… Status: superseded by NNN (reason).` */
const STATUS_LINE =
  /^Date: (\d{4}-\d{2}-\d{2})\. Status: (?:accepted|accepted, amended by (\d{3}(?:(?:, | and )\d{3})*)|superseded by (\d{3}) \([^)]+\))\.(?: |$)/;

const isIsoDate = (date: string) =>
  !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

/** The repository paths cited in backticks (or in fenced blocks), with any `:line` or `#anchor` cut. */
function citedPaths(text: string): string[] {
  const paths = new Set<string>();
  for (const match of text.matchAll(/```[^\n]*\n([\s\S]*?)```|`([^`]+)`/g)) {
    const after = text.slice(match.index + match[0].length);
    if (/^(?:,\s*|\s*\()since\s+removed\b/.test(after)) continue;
    for (const word of (match[1] ?? match[2] ?? "").split(/\s+/)) {
      const token = word
        .replace(/^['"(]+/, "")
        .replace(/['"),;]+$/, "")
        .replace(/(?::\d+(?:[-:]\d+)*|#.*)$/, "");
      // Globs and placeholders (`tests/http/*.test.mjs`, `<dir>/content`, `content/en/…`) name no one path.
      if (token === "" || /[*<>{}$…]/.test(token)) continue;
      // A bare word names a path only as a top-level file (`vite.config.ts`), not as a directory
      // (`npm run deploy`, the `content` helper); `deploy/` and `content/` do.
      const first = token.split("/")[0] ?? "";
      if (topLevel.has(first) && (token.includes("/") || topLevelFiles.has(token))) paths.add(token);
    }
  }
  return [...paths];
}

describe("decision records", () => {
  it("are found", () => {
    expect(records.length).toBeGreaterThan(20);
  });

  it.each(records)("%s opens with its number, title, date and status", (record) => {
    const [heading, ...rest] = read(record).split("\n");
    expect(heading, "first line: # NNN: title").toMatch(new RegExp(`^# ${record.slice(0, 3)}: \\S`));
    const statusLine = rest.find((line) => line.trim() !== "") ?? "";
    const match = STATUS_LINE.exec(statusLine);
    expect(match, `${record}: "Date: YYYY-MM-DD. Status: …" under the heading, found "${statusLine}"`).not.toBeNull();
    expect(isIsoDate(match![1] ?? ""), `${record}: ${match![1]} is not a date`).toBe(true);
    // The record that amends or supersedes this one exists.
    const later = [...(match![2]?.split(/, | and /) ?? []), ...(match![3] ? [match![3]] : [])];
    for (const number of later) {
      expect(
        records.some((name) => name.startsWith(`${number}-`)),
        `${record} points to decision ${number}`,
      ).toBe(true);
    }
  });

  it.each(records)("%s cites only paths that exist", (record) => {
    const missing = citedPaths(read(record)).filter((cited) => !existsSync(path.join(root, cited)));
    expect(missing, `${record} cites paths that do not exist`).toEqual([]);
  });

  it("cite repository paths at all (the extraction finds them)", () => {
    expect(records.flatMap((record) => citedPaths(read(record))).length).toBeGreaterThan(50);
  });
});

describe("citedPaths", () => {
  it("takes backticked repository paths, without line numbers, globs, placeholders or removed files", () => {
    const text = [
      "See `tests/e2e/privacy.spec.ts:30` and `docs/decisions/README.md#top`, run `node scripts/nope.mjs`;",
      "not `tests/http/*.test.mjs`, `<dir>/content`, `content/en/…`, `booking-consent` or `build/client`;",
      "`plugins/gone.ts` (since removed) and (`app/old.ts`, since removed) are history.",
    ].join("\n");
    expect(citedPaths(text)).toEqual(["tests/e2e/privacy.spec.ts", "docs/decisions/README.md", "scripts/nope.mjs"]);
  });
});

/** Source folders whose paths code comments cite. */
const SOURCE_ROOTS =
  "app|plugins|content-pipeline|server|delivery|quality|scripts|shared|gate|tests|docs|functions|deploy|types";
const COMMENT_PATH = new RegExp(`(?<![\\w./-])((?:${SOURCE_ROOTS})/[\\w.[\\]/-]*\\w)`, "g");
/** A comment line: `//`, `/*`, ` *`, `#`, or code followed by `// …`. */
const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*|#)|\s\/\/\s|\{\/\*/;

/** The repository paths a source file's comments cite ("docs/decisions/150" names decision 150). */
export function commentCitations(text: string): string[] {
  const cited = new Set<string>();
  for (const line of text.split("\n")) {
    if (!COMMENT_LINE.test(line)) continue;
    for (const match of line.matchAll(COMMENT_PATH)) {
      const token = match[1]!.replace(/\.$/, "");
      // Globs and a prefix of a family of files (`plugins/seo-*.ts`, `docs/editor-sign-in*.png`) name no one path.
      if (/^[\w.-]*[*<>]/.test(line.slice(match.index + match[0].length))) continue;
      cited.add(token);
    }
  }
  return [...cited];
}

const exists = (cited: string) => {
  if (existsSync(path.join(root, cited))) return true;
  // "docs/decisions/150": the record numbered 150; "deploy/README": its Markdown file.
  const decision = /^docs\/decisions\/(\d{3})$/.exec(cited)?.[1];
  if (decision) return records.some((name) => name.startsWith(`${decision}-`));
  return existsSync(path.join(root, `${cited}.md`));
};

describe("code comments", () => {
  const sources = execFileSync("git", ["ls-files", "*.ts", "*.tsx", "*.mjs", "*.js", "*.astro", "*.css", "*.sh"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => file !== "" && existsSync(path.join(root, file)));

  it("cite only paths that exist (a removed file's comment is out of date)", () => {
    const missing = sources.flatMap((file) =>
      commentCitations(readFileSync(path.join(root, file), "utf8"))
        .filter((cited) => !exists(cited))
        .map((cited) => `${file}: ${cited}`),
    );
    expect(missing).toEqual([]);
  });

  it("are read for paths (the extraction finds them, and not in code)", () => {
    expect(commentCitations("// see app/page-table.ts and plugins/seo-*.ts\nimport x from './plugins/x.ts';")).toEqual([
      "app/page-table.ts",
    ]);
    expect(
      sources.flatMap((file) => commentCitations(readFileSync(path.join(root, file), "utf8"))).length,
    ).toBeGreaterThan(100);
  });
});
