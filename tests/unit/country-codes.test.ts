// A country code in the content (a role's locations and remote countries, the legal facts' address)
// must name a country: the browser also names groupings and "Unknown Region", which no page may
// write. The build refuses such a code like any other bad value, naming the file, field and value.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseDocument } from "yaml";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadContent } from "../../content-pipeline/load-content.ts";
import { ROLES_FOLDER } from "../../content-pipeline/roles.ts";
import { countryName } from "../../shared/countries.ts";
import { contentProblems } from "../support/content-problems.ts";
import { contentRoot } from "../support/content.ts";

// What the browser names these codes: no country among them.
const NO_COUNTRY = ["ZZ", "EU", "EZ", "UN", "QO", "XA", "XB"];

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "country-codes-"));
  cpSync(path.join(contentRoot, "content"), path.join(root, "content"), { recursive: true });
  rmSync(path.join(root, ROLES_FOLDER), { recursive: true, force: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A valid open role but for the countries given (YAML). */
function writeRole(name: string, locations: string, remoteCountries = "[]") {
  const dir = path.join(root, ROLES_FOLDER, "en");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, name),
    [
      "---",
      "title: Chief Operating Officer",
      "summary: A summary of the role that is long enough for the schema to accept it, about fifty letters.",
      "client: { name: Example Group AG }",
      `locations: ${locations}`,
      `remoteCountries: ${remoteCountries}`,
      "employmentType: FULL_TIME",
      "datePosted: 2026-03-01",
      "validThrough: 2026-04-30",
      `translationKey: ${name.replace(/\.md$/, "")}`,
      "apply: { method: email }",
      "---",
      "",
      "## The role",
      "",
    ].join("\n"),
  );
}

describe("country codes", () => {
  it("the browser names the codes the build refuses, so a page would write them", () => {
    for (const code of NO_COUNTRY) expect(countryName(code, "en-GB")).not.toBe(code);
  });

  it.each(NO_COUNTRY)("a role may not name %s, as a location or a remote country", (code) => {
    writeRole("located.md", `[{ city: Atlantis, country: ${code} }]`);
    writeRole("remote.md", "[]", `[DE, ${code}]`);
    expect(contentProblems(root)).toEqual([
      `content/roles/en/located.md: locations.0.country: is not a country code (ISO 3166-1, such as DE, GB, US, AT, CH) (got "${code}")`,
      `content/roles/en/remote.md: remoteCountries.1: is not a country code (ISO 3166-1, such as DE, GB, US, AT, CH) (got "${code}")`,
    ]);
  });

  it.each(NO_COUNTRY)("the legal facts' address may not be in %s", (code) => {
    const file = path.join(root, "content/site.yml");
    const document = parseDocument(readFileSync(file, "utf8"));
    document.setIn(["legal", "address", "country"], code);
    writeFileSync(file, document.toString());
    expect(contentProblems(root)).toEqual([
      `content/site.yml: legal.address.country: must be a known country code, such as DE, GB or US (got "${code}")`,
    ]);
  });

  it("accepts countries and territories, and names a country written out with the format's message alone", () => {
    writeRole("europe.md", "[{ city: Vienna, country: AT }, { city: Pristina, country: XK }]", "[CH, GB, US, IE]");
    expect(loadContent(root, { today: "2026-03-15" }).roles.map((role) => role.slug)).toEqual(["europe"]);
    writeRole("written-out.md", "[{ city: Munich, country: Deutschland }]");
    expect(contentProblems(root)).toEqual([
      'content/roles/en/written-out.md: locations.0.country: must be a two-letter country code in capitals, such as DE, GB or US (got "Deutschland")',
    ]);
  });
});
