import { describe, expect, it } from "vitest";
import { buildCsp } from "../../delivery/headers.ts";
import {
  acceptedPrecompressed,
  cacheControlFor,
  isHiddenFile,
  notFoundFileFor,
  route,
  sitePages,
} from "../../delivery/policy.ts";
import { pageEntries } from "../../app/page-table.ts";
import { PROVIDER_ORIGIN, PROVIDER_SCRIPT_SRC } from "../../shared/booking-provider.ts";
import { content, site } from "../support/content.ts";

/** The routing tables exactly as the build writes them from the page table. */
const built = sitePages(JSON.parse(JSON.stringify(pageEntries(content.articles))));

describe("delivery policy", () => {
  it("allows exactly the scheduling provider's script and frame origins the app uses", () => {
    const csp = buildCsp({ scriptHashes: [], styleHashes: [] });
    expect(csp).toContain(`script-src 'self' ${new URL(PROVIDER_SCRIPT_SRC).origin};`);
    expect(csp).toContain(`frame-src ${PROVIDER_ORIGIN};`);
    expect(new URL(site.schedulingUrl).origin).toBe(PROVIDER_ORIGIN);
  });

  it("builds a CSP from hashes, deduplicated, without unsafe sources", () => {
    const csp = buildCsp({ scriptHashes: ["b", "a", "a"], styleHashes: ["c"] });
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b' https://assets.calendly.com;");
    expect(csp).toContain("style-src 'self' 'sha256-c';");
    expect(csp).not.toMatch(/unsafe/);
  });

  it("routes pages, files, redirects and refusals", () => {
    expect(route("GET", "/", built)).toMatchObject({ kind: "page", file: "index.html" });
    expect(route("HEAD", "/booking?utm_source=x", built)).toMatchObject({ kind: "page", file: "booking.html" });
    expect(route("GET", "/booking/?a=1", built)).toMatchObject({
      kind: "redirect",
      status: 308,
      location: "/booking?a=1",
    });
    expect(route("GET", "/booking.html", built)).toMatchObject({ kind: "redirect", status: 308, location: "/booking" });
    expect(route("GET", "/assets/app-1234.js", built)).toMatchObject({ kind: "file", file: "assets/app-1234.js" });
    expect(route("POST", "/", built)).toMatchObject({ status: 405 });
    expect(route("GET", "/index.html", built)).toMatchObject({ kind: "redirect", status: 308, location: "/" });
    expect(route("GET", "/booking/index.html", built)).toMatchObject({ status: 404 });
    expect(route("GET", "/.env", built)).toMatchObject({ status: 404 });
    expect(route("GET", "/%E0%A4%A", built)).toMatchObject({ status: 400 });
    expect(route("GET", "/a%00b", built)).toMatchObject({ status: 400 });
    expect(route("GET", "/assets/%2e%2e/%2e%2e/package.json", built)).toMatchObject({ status: 400 });
    expect(route("GET", "/x\\..\\y", built)).toMatchObject({ status: 400 });
    expect(route("GET", "/" + "a".repeat(3000), built)).toMatchObject({ status: 414 });
  });

  it("routes every page of the table in each language, with one address per page", () => {
    expect(route("GET", "/de/", built)).toMatchObject({ kind: "page", file: "de/index.html" });
    expect(route("GET", "/de?x=1", built)).toMatchObject({ kind: "redirect", location: "/de/?x=1" });
    expect(route("GET", "/de/termin", built)).toMatchObject({ kind: "page", file: "de/termin.html" });
    expect(route("GET", "/de/termin/", built)).toMatchObject({ kind: "redirect", location: "/de/termin" });
  });

  it("answers an unknown path with the not-found page of its language", () => {
    expect(route("GET", "/de/index.htm", built)).toMatchObject({ status: 404, file: "de/404.html" });
    expect(route("GET", "/.env", built)).toMatchObject({ status: 404, file: "404.html" });
    // A path that may be a file is looked up by the server; when it is missing, this picks the page.
    expect(notFoundFileFor("/de/gibt-es-nicht", built)).toBe("de/404.html");
    expect(notFoundFileFor("/deutsch", built)).toBe("404.html");
    expect(notFoundFileFor("/no-such-page", built)).toBe("404.html");
  });

  it("refuses a page table without a default not-found page or with a malformed entry", () => {
    expect(() => sitePages([{ id: "home", path: "/", file: "index.html" }])).toThrow(/no not-found page/);
    expect(() => sitePages([{ id: "home", path: "booking", file: "index.html" }])).toThrow(/path starting with/);
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
