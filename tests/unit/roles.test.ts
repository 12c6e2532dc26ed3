// Open roles: read from content/roles/ (content-pipeline/roles.ts), open from datePosted through
// validThrough in Berlin (content-pipeline/today.ts), their pages in the page table, their
// JobPosting data against Google's required properties, and the build's "today" that schedules
// articles and closes roles.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { goneEntries, pageEntries } from "../../app/page-table.ts";
import {
  CONFIDENTIAL_EMPLOYER,
  checkJobPostings,
  jobPostingProblems,
  jobPostingStructuredData,
} from "../../app/lib/job-posting.ts";
import { buildEditorConfig, CONTENT_FOLDERS } from "../../content-pipeline/editor-config.ts";
import { loadContent } from "../../content-pipeline/load-content.ts";
import { ROLES_FOLDER } from "../../content-pipeline/roles.ts";
import { addDays, endOfBerlinDay, siteToday } from "../../content-pipeline/today.ts";
import { contentProblems } from "../support/content-problems.ts";
import type { PageEntry } from "../../app/page-table.ts";
import { content, contentRoot, site } from "../support/content.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "roles-test-"));
  cpSync(path.join(contentRoot, "content"), path.join(root, "content"), { recursive: true });
  // Each test starts without roles or articles and writes the ones it needs.
  rmSync(path.join(root, ROLES_FOLDER), { recursive: true, force: true });
  rmSync(path.join(root, "content/insights"), { recursive: true, force: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const BODY = "## The role\n\nWhat the role is about, with a [link](https://example.org).\n";

/** Writes a role file; `fields` are front matter lines (YAML), the defaults make a valid open role. */
function writeRole(locale: string, name: string, fields: Record<string, string> = {}, body = BODY) {
  const frontMatter = {
    title: "Chief Operating Officer",
    summary: "A summary of the role that is long enough for the schema to accept it, about fifty letters.",
    client: "{ name: Example Group AG }",
    locations: "[{ city: Hamburg, country: DE }]",
    employmentType: "FULL_TIME",
    datePosted: "2026-03-01",
    validThrough: "2026-04-30",
    translationKey: name.replace(/\.md$/, ""),
    apply: "{ method: email }",
    ...fields,
  };
  const dir = path.join(root, ROLES_FOLDER, locale);
  mkdirSync(dir, { recursive: true });
  const lines = Object.entries(frontMatter)
    .filter(([, value]) => value !== "")
    .map(([key, value]) => `${key}: ${value}`);
  writeFileSync(path.join(dir, name), `---\n${lines.join("\n")}\n---\n\n${body}`);
}

function writeArticle(locale: string, name: string, published: string) {
  const dir = path.join(root, "content/insights", locale);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, name),
    `---\ntranslationKey: ${name.replace(/\.md$/, "")}\ntitle: A scheduled article's title\ndescription: A summary of the article that is long enough for the schema to accept it.\npublished: ${published}\n---\n\nThe text.\n`,
  );
}

describe("the build's today", () => {
  it("is the date in Berlin, not in UTC: 23:30 UTC on 31 December is already New Year's Day there", () => {
    expect(siteToday({}, new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(siteToday({}, new Date("2026-06-30T21:59:00Z"))).toBe("2026-06-30");
    expect(siteToday({}, new Date("2026-06-30T22:00:00Z"))).toBe("2026-07-01");
  });

  it("is SITE_TODAY when set, and refuses a date that does not exist", () => {
    expect(siteToday({ SITE_TODAY: "2026-02-28" }, new Date("2030-01-01T12:00:00Z"))).toBe("2026-02-28");
    expect(() => siteToday({ SITE_TODAY: "2026-02-30" })).toThrow(/SITE_TODAY must be a real date/);
    expect(() => siteToday({ SITE_TODAY: "28.02.2026" })).toThrow(/SITE_TODAY/);
  });

  it("closes a role at the end of its day in Berlin, with that day's offset (winter and summer time)", () => {
    expect(endOfBerlinDay("2027-01-31")).toBe("2027-01-31T23:59:59+01:00");
    expect(endOfBerlinDay("2026-07-31")).toBe("2026-07-31T23:59:59+02:00");
    expect(new Date(endOfBerlinDay("2026-03-29")).toISOString()).toBe("2026-03-29T21:59:59.000Z");
  });
});

describe("roles as content", () => {
  it("reads a role with its facts, and keeps a confidential client's name out of everything it builds", () => {
    writeRole("en", "named.md");
    writeRole("en", "secret.md", {
      client: "{ confidential: true, description: 'A family-owned group, Bavaria' }",
      locations: "[]",
      remoteCountries: "[GB, DE]",
      salary: "{ currency: GBP, min: 150000, max: 180000, unit: YEAR }",
    });
    const { roles } = loadContent(root, { today: "2026-03-15" });
    const named = roles.find((role) => role.slug === "named")!;
    const secret = roles.find((role) => role.slug === "secret")!;
    expect(named).toMatchObject({
      clientName: "Example Group AG",
      confidential: false,
      locations: [{ city: "Hamburg" }],
    });
    expect(secret).toMatchObject({ confidential: true, remoteCountries: ["GB", "DE"], salary: { max: 180000 } });
    expect(secret.clientName).toBeUndefined();
  });

  it("refuses a confidential client's name, a role with nowhere to work, LinkedIn without its link, a closing before posting and an image in the text", () => {
    writeRole("en", "leaky.md", { client: "{ confidential: true, name: Secret AG, description: A group }" });
    writeRole("en", "nowhere.md", { locations: "[]" });
    writeRole("en", "linkedin.md", { apply: "{ method: linkedin }" });
    writeRole("en", "backwards.md", { validThrough: "2026-02-01" });
    writeRole("en", "no-closing.md", { validThrough: "" });
    writeRole("en", "country.md");
    writeRole("en", "bad-country.md", { locations: "[{ city: Atlantis, country: XX }]" });
    writeRole("en", "pictured.md", {}, `${BODY}\n![A chart](/media/chart.png)\n`);
    const problems = contentProblems(root);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/content\/roles\/en\/leaky\.md: client\.name: must be empty for a confidential client/),
        expect.stringMatching(/content\/roles\/en\/nowhere\.md: locations: needs at least one location/),
        expect.stringMatching(/content\/roles\/en\/linkedin\.md: apply\.linkedInUrl: is required/),
        expect.stringMatching(/content\/roles\/en\/backwards\.md: validThrough: must not be before the date posted/),
        expect.stringMatching(/content\/roles\/en\/no-closing\.md: validThrough: required/),
        expect.stringMatching(/content\/roles\/en\/country\.md: "country" is taken by the list's pages/),
        expect.stringMatching(/content\/roles\/en\/bad-country\.md: locations\.0\.country: is not a country code/),
        "content/roles/en/pictured.md: a role's text has no images",
      ]),
    );
  });
});

describe("a date boundary: an article appears and a role leaves", () => {
  // The role's last day and the article's first: the night between is the daily run's.
  const lastDay = "2026-05-14";
  const nextDay = addDays(lastDay, 1);

  beforeEach(() => {
    writeRole("en", "closing.md", { validThrough: lastDay, translationKey: "closing" });
    writeRole("de", "schliessend.md", { validThrough: lastDay, translationKey: "closing" });
    writeRole("en", "staying.md", { validThrough: "2026-12-31" });
    writeArticle("en", "scheduled.md", nextDay);
  });

  it(`on ${lastDay} the role is open in both languages and the article is not published`, () => {
    const { articles, roles, closedRoles } = loadContent(root, { today: lastDay });
    expect(articles.map((article) => article.slug)).not.toContain("scheduled");
    expect(roles.map((role) => role.slug)).toEqual(expect.arrayContaining(["closing", "schliessend", "staying"]));
    expect(closedRoles).toEqual([]);
    const paths = pageEntries(articles, roles).map((entry) => entry.path);
    expect(paths).toContain("/roles/closing");
    expect(paths.some((entry) => entry.endsWith("/scheduled"))).toBe(false);
  });

  it(`on ${nextDay} the article is published and the role's addresses answer gone, its translation gone too`, () => {
    const { articles, roles, closedRoles } = loadContent(root, { today: nextDay });
    expect(articles.map((article) => article.slug)).toContain("scheduled");
    expect(roles.map((role) => role.slug)).toEqual(["staying"]);
    const pages = pageEntries(articles, roles);
    expect(pages.map((entry) => entry.path)).toContain("/insights/scheduled");
    expect(pages.map((entry) => entry.path)).not.toContain("/roles/closing");
    // Neither in the sitemap (the indexable pages) …
    expect(
      pageEntries(articles, roles)
        .filter((page) => page.indexable)
        .map((page) => page.path),
    ).not.toContain("/roles/closing");
    // … and both languages' addresses answer 410 with their language's closed-role page.
    expect(goneEntries(closedRoles, roles)).toEqual([
      { id: "gone", locale: "en", path: "/roles/closing", file: "roles/closed.html" },
      { id: "gone", locale: "de", path: "/de/positionen/schliessend", file: "de/positionen/geschlossen.html" },
    ]);
    // The German list is now empty: it says so, and stays out of search results.
    const germanList = pages.find((entry) => entry.id === "roles" && entry.locale === "de")!;
    expect(germanList.indexable).toBe(false);
  });

  it("a translation whose other language closed earlier switches to that language's list", () => {
    writeRole("de", "schliessend.md", { validThrough: "2026-05-01", translationKey: "closing" });
    const { articles, roles } = loadContent(root, { today: "2026-05-10" });
    const english = pageEntries(articles, roles).find((entry) => entry.path === "/roles/closing")!;
    expect(english.alternates).toEqual({ en: "/roles/closing" });
    expect(english.languageSwitch.de).toBe("/de/positionen");
  });
});

describe("JobPosting for Google's job search", () => {
  it("refuses, naming the file and the property, a listing without a required property", () => {
    writeRole("en", "remote.md", { locations: "[]", remoteCountries: "[GB]" });
    const [role] = loadContent(root, { today: "2026-03-15" }).roles;
    expect(checkJobPostings(site, [role!])).toEqual([
      expect.stringMatching(/remote\.md: JobPosting without baseSalary/),
    ]);
    const broken = { ...role!, title: " ", remoteCountries: [] };
    expect(() => checkJobPostings(site, [broken])).toThrow(
      /content\/roles\/en\/remote\.md: .*lacks title, jobLocation, or jobLocationType TELECOMMUTE/,
    );
  });

  it("takes a date with or without its time where Google does, and only Google's employment types", () => {
    writeRole("en", "dated.md", {});
    const [role] = loadContent(root, { today: "2026-03-15" }).roles;
    const posting = jobPostingStructuredData(site, role!);
    const problems = (change: Record<string, unknown>) => jobPostingProblems({ ...posting, ...change });
    expect(problems({}).recommended).not.toContain("employmentType");
    for (const datePosted of ["2026-03-01", "2026-03-01T09:30+01:00", "2026-03-01T09:30:00Z"])
      expect(problems({ datePosted }).required, datePosted).toEqual([]);
    for (const datePosted of ["2026-3-01", "2026-03-01T09:30", ["2026-03-01"]])
      expect(problems({ datePosted }).required).toContain("datePosted (ISO 8601 date)");
    expect(problems({ validThrough: "2026-04-30" }).recommended).toContain("validThrough (ISO 8601 date and time)");
    expect(problems({ validThrough: "2026-02-28T23:59:59+01:00" }).required).toEqual([
      "validThrough (before datePosted)",
    ]);
    expect(problems({ employmentType: ["FULL_TIME", "PER_DIEM"] }).recommended).not.toContain("employmentType");
    for (const employmentType of ["FULL", "full_time", ["FULL_TIME", "SEASONAL"], undefined])
      expect(problems({ employmentType }).recommended, String(employmentType)).toContain("employmentType");
  });

  it("marks the confidential client as Google asks and names no one", () => {
    writeRole("en", "secret.md", { client: "{ confidential: true, description: A group }" });
    const [role] = loadContent(root, { today: "2026-03-15" }).roles;
    const posting = jobPostingStructuredData(site, role!);
    expect(posting.hiringOrganization).toBe(CONFIDENTIAL_EMPLOYER);
    expect(posting.applicationContact).toMatchObject({ name: site.agencyName, email: site.email });
    expect(jobPostingProblems(posting).required).toEqual([]);
  });
});

// The built site's pages, as search engines read them.
// The build of the content under test (BUILT_SITE_DIR, vitest.config.ts), never another content's:
// the seed's pages against the variant's roles would count the wrong roles.
const buildDir = process.env.BUILT_SITE_DIR ?? path.join(contentRoot, "build");
const built = existsSync(path.join(buildDir, "pages.json"))
  ? (JSON.parse(readFileSync(path.join(buildDir, "pages.json"), "utf8")) as PageEntry[])
  : [];
const clientDir = path.join(buildDir, "client");
const jsonLdOf = (file: string) =>
  [
    ...new JSDOM(readFileSync(path.join(clientDir, file), "utf8")).window.document.querySelectorAll(
      'script[type="application/ld+json"]',
    ),
  ].map((script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>);

describe.skipIf(built.length === 0)("the built roles' JobPosting", () => {
  const rolePages = built.filter((entry) => entry.id === "role");
  const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

  it("is on every role's page, once, and passes Google's required properties with the right types", () => {
    expect(rolePages.length).toBe(content.roles.length);
    for (const entry of rolePages) {
      const postings = jsonLdOf(entry.file).filter((data) => data["@type"] === "JobPosting");
      expect(postings, entry.path).toHaveLength(1);
      const posting = postings[0]!;
      expect(jobPostingProblems(posting).required, entry.path).toEqual([]);
      const role = content.roles.find(
        (candidate) => candidate.locale === entry.locale && candidate.slug === entry.slug,
      )!;
      expect(posting).toMatchObject({
        title: role.title.replaceAll("\u00AD", ""),
        datePosted: expect.stringMatching(ISO_DATE) as string,
        validThrough: endOfBerlinDay(role.validThrough),
        employmentType: role.employmentType,
        directApply: false,
        identifier: { "@type": "PropertyValue", value: role.key },
      });
      expect(typeof posting.description).toBe("string");
      if (role.confidential) expect(posting.hiringOrganization).toBe(CONFIDENTIAL_EMPLOYER);
      else expect(posting.hiringOrganization).toMatchObject({ "@type": "Organization", name: role.clientName });
      if (role.remoteCountries.length > 0)
        expect(posting).toMatchObject({
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: role.remoteCountries.map((code) => ({ "@type": "Country", name: code })),
        });
      if (role.salary) expect(posting.baseSalary).toMatchObject({ currency: role.salary.currency });
      else expect(posting.baseSalary).toBeUndefined();
    }
  });

  it("is on no other page, the lists included", () => {
    for (const entry of built.filter((page) => page.id !== "role"))
      expect(
        jsonLdOf(entry.file).some((data) => data["@type"] === "JobPosting"),
        entry.path,
      ).toBe(false);
  });
});

describe("the editor's Open roles collection", () => {
  const config = buildEditorConfig(
    [],
    { locales: ["en", "de"], defaultLocale: "en", repo: "a/b", branch: "main", siteUrl: site.siteUrl },
    CONTENT_FOLDERS.filter((folder) => folder.name === "roles"),
  );
  const collection = config.collections[0] as unknown as { fields: { name: string; hint?: string; widget: string }[] };

  it("has every field of the schema, the dates as date pickers whose hints say when a role appears and leaves", () => {
    const names = collection.fields.map((field) => field.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "title",
        "client",
        "locations",
        "remoteCountries",
        "salary",
        "datePosted",
        "validThrough",
        "apply",
        "body",
      ]),
    );
    const validThrough = collection.fields.find((field) => field.name === "validThrough")!;
    expect(validThrough.widget).toBe("datetime");
    expect(validThrough.hint).toMatch(/last day/i);
    expect(validThrough.hint).toMatch(/410/);
    expect(collection.fields.find((field) => field.name === "datePosted")!.hint).toMatch(/later date schedules/i);
  });
});
