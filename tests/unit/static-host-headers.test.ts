import { describe, expect, it } from "vitest";
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
