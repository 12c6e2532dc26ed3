import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, parseDocument } from "yaml";
import { ContentError, loadContent } from "../../content-pipeline/load-content.ts";
import { isUnderGdprOrUkGdpr } from "../../content-pipeline/legal-fields.ts";
import { legalSchema, type LegalFacts } from "../../content-pipeline/legal-schema.ts";
import { siteSchema } from "../../content-pipeline/schemas.ts";
import { contentRoot } from "../support/content.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const example = (parse(readFileSync(path.join(projectRoot, "content/site.yml"), "utf8")) as { legal: LegalFacts })
  .legal;

/** The example with one field replaced (undefined removes it). */
function withField(fieldPath: string[], value: unknown): unknown {
  const copy = structuredClone(example) as Record<string, unknown>;
  let target = copy;
  for (const key of fieldPath.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = fieldPath.at(-1)!;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

/** The problems zod reports, as `field.path: message`. */
function problems(input: unknown): string[] {
  const result = legalSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("legalSchema", () => {
  it("accepts the placeholder block in content/site.yml", () => {
    expect(problems(example)).toEqual([]);
  });

  it.each(["vatId", "economicId", "contentResponsible", "calendlyConnections", "applicantTracking", "cloudStorage"])(
    "accepts the facts without the optional %s",
    (optional) => {
      expect(problems(withField([optional], undefined))).toEqual([]);
    },
  );

  it.each([
    "GmbH",
    "UG (haftungsbeschränkt)",
    "AG",
    "KG",
    "OHG",
    "e.K.",
    "e. K.",
    "PartG mbB",
    "GmbH & Co. KG",
    "SE",
    "eG",
    "Ltd",
  ])("stops a %j without register facts, naming the field", (legalForm) => {
    const facts = withField(["register"], undefined) as Record<string, unknown>;
    facts.legalForm = legalForm;
    expect(problems(facts)).toEqual([
      `register: must be given for the legal form "${legalForm}", which is entered in a public register (court and number)`,
    ]);
  });

  it.each(["GbR", "Einzelunternehmen", "Freiberufler"])("accepts a %j without register facts", (legalForm) => {
    const facts = withField(["register"], undefined) as Record<string, unknown>;
    facts.legalForm = legalForm;
    expect(problems(facts)).toEqual([]);
  });

  it.each(["DE123456789", "DE123456789-00001"])("accepts the business ID (W-IdNr.) %j", (economicId) => {
    expect(problems(withField(["economicId"], economicId))).toEqual([]);
  });

  it.each(["DE12345678", "DE123456789-1", "DE 123456789", "AT123456789", "DE123456789-000001"])(
    "refuses the business ID (W-IdNr.) %j",
    (economicId) => {
      expect(problems(withField(["economicId"], economicId))).toEqual([
        "economicId: must be DE, nine digits and optionally a five-digit suffix, such as DE123456789-00001",
      ]);
    },
  );

  it("wants each representative's role in every language", () => {
    expect(
      // A person the test makes up, not the agency's.
      problems(withField(["representatives"], [{ name: "Erika Beispiel", role: { en: "Chief Test Officer" } }])),
    ).toEqual(["representatives.0.role.de: Invalid input: expected string, received undefined"]);
    expect(problems(withField(["representatives"], ["Erika Beispiel"]))).toEqual([
      "representatives.0: Invalid input: expected object, received string",
    ]);
  });

  it.each(["hosting", "emailProvider"])(
    "wants a transfer basis for a %s provider outside the EU/EEA, and only there",
    (provider) => {
      const abroad = { name: "Faraway Inc.", address: "1 Main St, Springfield", country: "US" };
      expect(problems(withField([provider], abroad))).toEqual([
        `${provider}.transferBasis: must be given for a provider outside the EU/EEA (country US): adequacy-decision, standard-contractual-clauses, binding-corporate-rules`,
      ]);
      expect(problems(withField([provider], { ...abroad, transferBasis: "standard-contractual-clauses" }))).toEqual([]);
      expect(problems(withField([provider], { ...abroad, country: "NO" }))).toEqual([]);
      expect(problems(withField([provider, "transferBasis"], "adequacy-decision"))).toEqual([
        `${provider}.transferBasis: must be left out for a provider in the EU/EEA (country ${example[provider as "hosting"].country})`,
      ]);
      expect(problems(withField([provider], { ...abroad, transferBasis: "trust-us" }))[0]).toMatch(
        new RegExp(`^${provider}\\.transferBasis: `),
      );
    },
  );

  it.each(["applicantTracking", "cloudStorage"])(
    "accepts an optional %s provider and wants its transfer basis outside the EU/EEA, and only there",
    (tool) => {
      const nearby = { name: "Nearby Records GmbH", address: "Prüfweg 4, 1010 Wien", country: "AT" };
      const abroad = { name: "Faraway Records Inc.", address: "1 Harbor Road, Portland", country: "US" };
      expect(problems(withField([tool], nearby))).toEqual([]);
      expect(problems(withField([tool], { ...abroad, transferBasis: "standard-contractual-clauses" }))).toEqual([]);
      expect(problems(withField([tool], abroad))).toEqual([
        `${tool}.transferBasis: must be given for a provider outside the EU/EEA (country US): adequacy-decision, standard-contractual-clauses, binding-corporate-rules`,
      ]);
      expect(problems(withField([tool], { ...nearby, transferBasis: "adequacy-decision" }))).toEqual([
        `${tool}.transferBasis: must be left out for a provider in the EU/EEA (country AT)`,
      ]);
      expect(problems(withField([tool], { name: nearby.name, country: "AT" }))).toEqual([
        `${tool}.address: Invalid input: expected string, received undefined`,
      ]);
    },
  );

  it("allows LinkedIn Recruiter only for an agency that approaches candidates directly", () => {
    const facts = (linkedInRecruiter: unknown, approachesDirectly: boolean) => {
      const copy = withField(["linkedInRecruiter"], linkedInRecruiter) as LegalFacts;
      copy.candidates.approachesDirectly = approachesDirectly;
      return copy;
    };
    expect(problems(facts(true, true))).toEqual([]);
    expect(problems(facts(false, false))).toEqual([]);
    expect(problems(facts(true, false))).toEqual([
      "linkedInRecruiter: needs candidates.approachesDirectly set to true: LinkedIn Recruiter is used to approach people who have not applied, which the privacy policy then explains (Art. 14 GDPR)",
    ]);
    expect(problems(facts("yes", true))).toEqual(["linkedInRecruiter: must be true or false"]);
  });

  it("wants a transfer basis for each tool connected to Calendly outside the EU/EEA, and only there", () => {
    const video = { name: "Video Tool", company: "Faraway Inc.", country: "US", kind: "video" };
    const calendar = { name: "Calendar Tool", company: "Nearby Ltd", country: "IE", kind: "calendar" };
    expect(problems(withField(["calendlyConnections"], [calendar, video]))).toEqual([
      "calendlyConnections.1.transferBasis: must be given for a provider outside the EU/EEA (country US): adequacy-decision, standard-contractual-clauses, binding-corporate-rules",
    ]);
    expect(
      problems(withField(["calendlyConnections"], [calendar, { ...video, transferBasis: "adequacy-decision" }])),
    ).toEqual([]);
    expect(problems(withField(["calendlyConnections"], [{ ...calendar, transferBasis: "adequacy-decision" }]))).toEqual(
      ["calendlyConnections.0.transferBasis: must be left out for a provider in the EU/EEA (country IE)"],
    );
    expect(problems(withField(["calendlyConnections"], [{ ...calendar, kind: "chat" }]))[0]).toMatch(
      /^calendlyConnections\.0\.kind: /,
    );
  });

  it.each([
    [0, "must be at least 1 month"],
    [61, "must be at most 60 months"],
    [1.5, "must be a whole number of months"],
  ])("refuses a talent pool of %j months", (months, message) => {
    expect(problems(withField(["candidates", "talentPoolMonths"], months))).toEqual([
      `candidates.talentPoolMonths: ${message}`,
    ]);
  });

  it("wants an https address for a separate candidate notice and a non-empty list of Calendly tools", () => {
    expect(problems(withField(["candidates", "noticeUrl"], "http://example.com/candidates"))).toEqual([
      "candidates.noticeUrl: must start with https://",
    ]);
    expect(problems(withField(["calendlyConnections"], []))).toEqual([
      "calendlyConnections: must name at least one tool, or leave the list out",
    ]);
  });

  it.each(["Postfach 12 34 56", "PO Box 42", "P.O. Box 42", "p. o. box 7", "Post Office Box 9"])(
    "refuses the PO box %j as a street address",
    (street) => {
      expect(problems(withField(["address", "street"], street))).toEqual([
        "address.street: must be a street address, not a PO box",
      ]);
    },
  );

  it("accepts a street whose name merely contains the letters of a PO box", () => {
    expect(problems(withField(["address", "street"], "Postfachweg 3"))).toEqual([]);
  });

  it("wants five-digit postal codes in Germany only", () => {
    expect(problems(withField(["address", "postalCode"], "1011"))).toEqual([
      "address.postalCode: must be five digits for an address in Germany, such as 10115",
    ]);
    const london = { street: "1 Example Street", postalCode: "EC1A 1BB", city: "London", country: "GB" };
    expect(problems(withField(["address"], london))).toEqual([]);
  });

  it.each(["Germany", "de", "XX"])("refuses the country %j", (country) => {
    expect(problems(withField(["address", "country"], country))).toEqual([
      `address.country: ${
        country === "XX"
          ? "must be a known country code, such as DE, GB or US"
          : "must be a two-letter country code in capitals, such as DE"
      }`,
    ]);
  });

  it.each(["+49 30 1234567", "+4930000000", "+44 20 7946 0000", "+1 212 555 0100"])("accepts the phone %j", (phone) => {
    expect(problems(withField(["phone"], phone))).toEqual([]);
  });

  it.each(["030 1234567", "+49 (0)30 1234567", "+49-30-1234567", "+0 30 1234567", "+49 30", "+49  30 1234567"])(
    "refuses the phone %j",
    (phone) => {
      expect(problems(withField(["phone"], phone))).toEqual([
        "phone: must be in international format, such as +49 30 1234567",
      ]);
    },
  );

  it.each(["DE12345678", "DE1234567890", "DE 123456789", "DEX23456789"])("refuses the German VAT ID %j", (vatId) => {
    expect(problems(withField(["vatId"], vatId))).toEqual([
      "vatId: must be DE followed by nine digits, such as DE123456789",
    ]);
  });

  it("accepts other countries' VAT IDs and refuses one with spaces", () => {
    expect(problems(withField(["vatId"], "GB123456789"))).toEqual([]);
    expect(problems(withField(["vatId"], "GB 123 4567 89"))).toEqual([
      "vatId: must be a country code and the number without spaces, such as DE123456789",
    ]);
  });

  it.each([
    [0, "must be at least 1 day"],
    [366, "must be at most 365 days"],
    [7.5, "must be a whole number of days"],
    ["14", "must be a whole number of days"],
  ])("refuses a log retention of %j days", (days, message) => {
    expect(problems(withField(["serverLogRetentionDays"], days))).toEqual([`serverLogRetentionDays: ${message}`]);
  });

  it.each(["2025-02-30", "2025-7-1", "01.07.2025", "2025-13-01"])("refuses the effective date %j", (date) => {
    expect(problems(withField(["privacyEffectiveDate"], date))).toEqual([
      "privacyEffectiveDate: must be a date written YYYY-MM-DD, such as 2025-07-01",
    ]);
  });

  it("wants an https address for the supervisory authority", () => {
    expect(problems(withField(["supervisoryAuthority", "url"], "http://www.datenschutz-berlin.de"))).toEqual([
      "supervisoryAuthority.url: must start with https://",
    ]);
  });

  it("needs at least one representative and refuses unknown fields", () => {
    expect(problems(withField(["representatives"], []))).toEqual(["representatives: must name at least one person"]);
    expect(problems(withField(["fax"], "+49 30 000001"))).toEqual([': Unrecognized key: "fax"']);
  });

  it("checks the address of a person responsible for content like the company's", () => {
    const responsible = { name: "Erika Mustermann", address: { ...example.address, street: "Postfach 1" } };
    expect(problems(withField(["contentResponsible"], responsible))).toEqual([
      "contentResponsible.address.street: must be a street address, not a PO box",
    ]);
  });
});

describe("the build", () => {
  it("stops on a tool for candidates' data outside the EU/EEA without a transfer basis, naming the field", () => {
    const root = mkdtempSync(path.join(tmpdir(), "legal-facts-"));
    try {
      cpSync(path.join(projectRoot, "content"), path.join(root, "content"), { recursive: true });
      const file = path.join(root, "content/site.yml");
      const document = parseDocument(readFileSync(file, "utf8"));
      document.setIn(["legal", "cloudStorage"], {
        name: "Faraway Records Inc.",
        address: "1 Harbor Road, Portland",
        country: "US",
      });
      writeFileSync(file, document.toString());
      let problems: string[] = [];
      try {
        loadContent(root);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        problems = error.problems;
      }
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^content\/site\.yml: legal\.cloudStorage\.transferBasis: must be given for a provider outside the EU\/EEA \(country US\)/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("stops on missing legal facts, naming the file and each field", () => {
    const root = mkdtempSync(path.join(tmpdir(), "legal-facts-"));
    try {
      cpSync(path.join(projectRoot, "content"), path.join(root, "content"), { recursive: true });
      const file = path.join(root, "content/site.yml");
      const document = parseDocument(readFileSync(file, "utf8"));
      document.setIn(["legal", "legalForm"], "UG (haftungsbeschränkt)");
      document.deleteIn(["legal", "register"]);
      document.setIn(["legal", "hosting", "country"], "US");
      document.deleteIn(["legal", "hosting", "transferBasis"]);
      writeFileSync(file, document.toString());

      let problems: string[] = [];
      try {
        loadContent(root);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        problems = error.problems;
      }
      expect(problems).toHaveLength(2);
      expect(problems.find((problem) => problem.includes("legal.register"))).toMatch(
        /^content\/site\.yml: legal\.register: must be given for the legal form "UG \(haftungsbeschränkt\)"/,
      );
      expect(problems.find((problem) => problem.includes("legal.hosting.transferBasis"))).toMatch(
        /^content\/site\.yml: legal\.hosting\.transferBasis: must be given for a provider outside the EU\/EEA \(country US\)/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the site facts' cross-field rules", () => {
  const site = parse(readFileSync(path.join(projectRoot, "content/site.yml"), "utf8")) as Record<string, unknown>;
  /** The problems of the seed's site facts with markets, consent and the legal block changed. */
  /** The site facts a rule reads, as the YAML holds them. */
  type RawSite = {
    markets: string[];
    booking: { consent: string };
    legal: { ukRepresentative?: unknown; contentResponsible: { address: unknown } };
  };
  /** The problems of the seed's site facts with markets, consent and the legal block changed. */
  function siteProblems(change: (facts: RawSite) => void): string[] {
    const facts = structuredClone(site) as unknown as RawSite;
    change(facts);
    const result = siteSchema.safeParse(facts);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  }

  it.each([[["DE"]], [["GB"]], [["US", "DE"]], [["US", "GB"]]])(
    'refuses booking.consent "none" with markets %j, naming the rule and the field',
    (markets) => {
      const problems = siteProblems((facts) => {
        facts.markets = markets;
        facts.booking.consent = "none";
      });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^booking\.consent: must be "click-to-load" while markets include (DE|GB)\b/);
      expect(problems[0]).toContain("§ 25(1) TDDDG");
    },
  );

  it('accepts booking.consent "none" for markets outside the EU/EEA and the UK only, without a UK representative', () => {
    expect(
      siteProblems((facts) => {
        facts.markets = ["US"];
        facts.booking.consent = "none";
        delete facts.legal.ukRepresentative;
      }),
    ).toEqual([]);
  });

  it("counts every EU/EEA country and the UK as needing consent, and no other", () => {
    // The map knows DE, GB and US today; the rule is written for every country the list may gain.
    expect(["FR", "NO", "IS", "LI", "IE", "GB", "DE"].filter(isUnderGdprOrUkGdpr)).toEqual([
      "FR",
      "NO",
      "IS",
      "LI",
      "IE",
      "GB",
      "DE",
    ]);
    expect(["US", "CH", "CA", "JP"].filter(isUnderGdprOrUkGdpr)).toEqual([]);
  });

  it("wants a UK representative while the markets include the UK, saying why", () => {
    const problems = siteProblems((facts) => delete facts.legal.ukRepresentative);
    expect(problems).toEqual([expect.stringMatching(/^legal\.ukRepresentative: required while markets include GB/)]);
    expect(problems[0]).toContain("Art. 27 UK GDPR");
    expect(
      siteProblems((facts) => {
        delete facts.legal.ukRepresentative;
        facts.markets = ["DE", "US"];
      }),
    ).toEqual([]);
  });

  it("wants the person responsible for content to live in Germany", () => {
    const problems = siteProblems((facts) => {
      facts.legal.contentResponsible.address = {
        street: "1 Example Street",
        postalCode: "EC1A 1BB",
        city: "London",
        country: "GB",
      };
    });
    expect(problems).toEqual([
      "legal.contentResponsible.address.country: must be DE: the person responsible for content must live in Germany (§ 18(2) MStV), got GB",
    ]);
  });

  it("the shipped UK representative is clearly a sample, as the other placeholders are", () => {
    const representative = (site.legal as LegalFacts).ukRepresentative;
    expect(representative?.name).toMatch(/sample/i);
    expect(representative?.address).toMatch(/example/i);
  });
});

describe("the build, on the booking consent and the founder's title", () => {
  it("stops on a consent note that does not name Calendly's cookies (§ 25(1) TDDDG)", () => {
    const root = mkdtempSync(path.join(tmpdir(), "legal-facts-"));
    try {
      cpSync(path.join(projectRoot, "content"), path.join(root, "content"), { recursive: true });
      const file = path.join(root, "content/de/booking.yml");
      const document = parseDocument(readFileSync(file, "utf8"));
      document.setIn(
        ["consent", "consentNote"],
        "Mit dem Klick auf die Schaltfläche willigen Sie in diese Übermittlung ein.",
      );
      writeFileSync(file, document.toString());
      let problems: string[] = [];
      try {
        loadContent(root);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        problems = error.problems;
      }
      expect(problems).toEqual([
        expect.stringMatching(
          /^content\/de\/booking\.yml: consent\.consentNote: must say that the click also consents to Calendly storing and reading cookies/,
        ),
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("the content's founder role names the founder's role in the legal notice, in each language", () => {
    const content = loadContent(contentRoot, { typography: false });
    const founder = content.site.legal.representatives.find((person) => person.name === content.site.founderName);
    expect(founder).toBeDefined();
    for (const locale of ["en", "de"] as const) {
      expect(content.words[locale].common.founderRole.toLowerCase()).toContain(founder!.role[locale].toLowerCase());
    }
  });

  it("stops when the home page's founder role does not name the founder's role in the legal notice", () => {
    const root = mkdtempSync(path.join(tmpdir(), "legal-facts-"));
    try {
      cpSync(path.join(projectRoot, "content"), path.join(root, "content"), { recursive: true });
      const file = path.join(root, "content/en/common.yml");
      const document = parseDocument(readFileSync(file, "utf8"));
      document.setIn(["founderRole"], "Founder & Managing Partner");
      writeFileSync(file, document.toString());
      let problems: string[] = [];
      try {
        loadContent(root);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        problems = error.problems;
      }
      const founder = example.representatives.find(
        (person) =>
          person.name ===
          (parse(readFileSync(path.join(root, "content/site.yml"), "utf8")) as { founderName: string }).founderName,
      )!;
      expect(problems).toEqual([
        expect.stringContaining(
          `content/en/common.yml: founderRole: must name the founder's office as the legal notice gives it, "${founder.role.en}"`,
        ),
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
