import { describe, expect, it } from "vitest";
import {
  PROVIDER,
  acceptedPrecompressed,
  buildCsp,
  cacheControlFor,
  isHiddenFile,
  route,
} from "../../delivery/policy.mjs";
import { PROVIDER_ORIGIN, PROVIDER_SCRIPT_SRC } from "../../app/lib/calendly.ts";
import { site } from "../support/content.ts";

describe("delivery policy", () => {
  it("allows exactly the scheduling provider's script and frame origins the app uses", () => {
    expect(PROVIDER.scriptOrigin).toBe(new URL(PROVIDER_SCRIPT_SRC).origin);
    expect(PROVIDER.frameOrigin).toBe(PROVIDER_ORIGIN);
    expect(new URL(site.schedulingUrl).origin).toBe(PROVIDER.frameOrigin);
  });

  it("builds a CSP from hashes, deduplicated, without unsafe sources", () => {
    const csp = buildCsp({ scriptHashes: ["b", "a", "a"], styleHashes: ["c"] });
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b' https://assets.calendly.com;");
    expect(csp).toContain("style-src 'self' 'sha256-c';");
    expect(csp).not.toMatch(/unsafe/);
  });

  it("routes pages, files, redirects and refusals", () => {
    expect(route("GET", "/")).toMatchObject({ kind: "page", file: "index.html" });
    expect(route("HEAD", "/booking?utm_source=x")).toMatchObject({ kind: "page", file: "booking/index.html" });
    expect(route("GET", "/booking/?a=1")).toMatchObject({ kind: "redirect", status: 301, location: "/booking?a=1" });
    expect(route("GET", "/assets/app-1234.js")).toMatchObject({ kind: "file", file: "assets/app-1234.js" });
    expect(route("POST", "/")).toMatchObject({ status: 405 });
    expect(route("GET", "/index.html")).toMatchObject({ status: 404 });
    expect(route("GET", "/.env")).toMatchObject({ status: 404 });
    expect(route("GET", "/%E0%A4%A")).toMatchObject({ status: 400 });
    expect(route("GET", "/a%00b")).toMatchObject({ status: 400 });
    expect(route("GET", "/assets/%2e%2e/%2e%2e/package.json")).toMatchObject({ status: 400 });
    expect(route("GET", "/x\\..\\y")).toMatchObject({ status: 400 });
    expect(route("GET", "/" + "a".repeat(3000))).toMatchObject({ status: 414 });
  });

  it("caches only hashed assets for a year", () => {
    expect(cacheControlFor("/assets/app-1234.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/images/markets-map.svg")).toBe("no-cache");
  });

  it("reads Accept-Encoding as nginx does: whole names, zero weights refuse, brotli first", () => {
    const codings = (header: string) => acceptedPrecompressed(header).map(({ coding }) => coding);
    expect(codings("br, gzip")).toEqual(["br", "gzip"]);
    expect(codings("gzip;q=1, br;q=0.1")).toEqual(["br", "gzip"]);
    expect(codings("br;q=0, gzip")).toEqual(["gzip"]);
    expect(codings("br;q=0.000, gzip ; q=0")).toEqual([]);
    expect(codings("nobr, xgzip, gzipx")).toEqual([]);
    expect(codings("br;q=1.5")).toEqual([]);
    expect(codings("*")).toEqual([]);
  });

  it("hides dotfiles except /.well-known/, whose own dotfiles stay hidden", () => {
    expect(isHiddenFile("/.well-known/security.txt")).toBe(false);
    expect(isHiddenFile("/.well-known/acme-challenge/abc-123")).toBe(false);
    expect(isHiddenFile("/.well-known/.git/config")).toBe(true);
    expect(isHiddenFile("/assets/.well-known/x")).toBe(true);
    expect(isHiddenFile("/.env")).toBe(true);
    expect(isHiddenFile("/_headers")).toBe(true);
    expect(isHiddenFile("/robots.txt.br")).toBe(true);
  });
});
