import { describe, expect, test } from "vitest";
import { agencyStructuredData, jsonForScript } from "../../app/lib/structured-data.ts";
import { en, site } from "../support/content.ts";

describe("agencyStructuredData", () => {
  const data = agencyStructuredData(site, en.common);

  test("describes the agency as a schema.org EmploymentAgency", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("EmploymentAgency");
    expect(data.name).toBe(site.agencyName);
    expect(data.url).toBe(`${site.siteUrl}/`);
    expect(data.email).toBe(site.email);
  });

  test("links the logo by absolute URL and LinkedIn as sameAs", () => {
    expect(data.logo).toBe(`${site.siteUrl}/icon-512.png`);
    expect(data.sameAs).toEqual([site.linkedInUrl]);
  });

  test("serves exactly the configured markets, as countries keyed by code and named in the page's language", () => {
    expect(data.areaServed).toEqual(
      site.markets.map((code) => ({ "@type": "Country", identifier: code, name: en.common.marketNames[code] })),
    );
  });
});

describe("jsonForScript", () => {
  test("cannot close the script element it sits in", () => {
    const json = jsonForScript({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("</script");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
