import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BuildOutputError, finishBuild } from "../../delivery/finish-build.ts";
import { GONE_FILE, PAGES_FILE } from "../../delivery/policy.ts";
import { buildCsp } from "../../delivery/headers.ts";
import { HEADERS_LIMITS, headersFile, headersFileProblems } from "../../delivery/static-host.ts";

/** `count` distinct base64 SHA-256 digests (44 characters each, as the build writes them). */
const hashes = (count: number) => Array.from({ length: count }, (_, index) => `${String(index).padStart(43, "a")}=`);

describe("the static host's _headers file", () => {
  it("fits Cloudflare Pages' limits with today's number of inline-script hashes", () => {
    const text = headersFile(buildCsp({ scriptHashes: hashes(24), styleHashes: hashes(1) }));
    expect(headersFileProblems(text)).toEqual([]);
  });

  it("names the line, its header and its length when the policy outgrows 2,000 characters", () => {
    const text = headersFile(buildCsp({ scriptHashes: hashes(40), styleHashes: hashes(1) }));
    const lineNumber = text.split("\n").findIndex((line) => line.length > HEADERS_LIMITS.maxLineCharacters) + 1;
    const [problem] = headersFileProblems(text);
    expect(problem).toMatch(
      new RegExp(`^_headers line ${lineNumber} \\(Content-Security-Policy\\) is \\d{4} characters; .*at most 2000`),
    );
  });

  it("counts rules, not header lines, against the limit of 100", () => {
    const rules = (count: number) => Array.from({ length: count }, (_, i) => `/page-${i}\n  X-Test: ${i}`).join("\n");
    expect(headersFileProblems(rules(HEADERS_LIMITS.maxRules))).toEqual([]);
    expect(headersFileProblems(rules(HEADERS_LIMITS.maxRules + 1))).toEqual([
      "_headers has 101 rules; Cloudflare Pages applies at most 100",
    ]);
  });
});

describe("the static host's _routes.json", () => {
  it("refuses too many closed roles in one line, before the build's finish writes anything", async () => {
    const buildDir = mkdtempSync(path.join(tmpdir(), "routes-limit-"));
    try {
      mkdirSync(path.join(buildDir, "client"));
      writeFileSync(path.join(buildDir, "client", "index.html"), "<!doctype html><title>Home</title>");
      const pages = [
        { id: "home", locale: "en", path: "/", file: "index.html" },
        { id: "not-found", locale: "en", path: "/404", file: "404.html" },
      ];
      // Cloudflare's 100 rules hold the sign-in routes and every closed role's address.
      const gone = Array.from({ length: 100 }, (_, i) => ({
        id: "gone",
        locale: "en",
        path: `/roles/closed-${i}`,
        file: "roles/closed.html",
      }));
      writeFileSync(path.join(buildDir, PAGES_FILE), JSON.stringify(pages));
      writeFileSync(path.join(buildDir, GONE_FILE), JSON.stringify(gone));
      const finishing = finishBuild(buildDir);
      await expect(finishing).rejects.toBeInstanceOf(BuildOutputError);
      await expect(finishing).rejects.toThrow(
        /^finish-build: _routes\.json would list 10\d paths; Cloudflare Pages allows 100\. Delete the files of roles closed long ago/,
      );
      expect(readdirSync(buildDir).sort()).toEqual([GONE_FILE, PAGES_FILE, "client"].sort());
    } finally {
      rmSync(buildDir, { recursive: true, force: true });
    }
  });
});
