import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { legalSchema } from "../../app/content/legal-schema.ts";
import { PLACEHOLDER_NAMES, renderLegalPage, type LegalPageFacts } from "../../app/content/render-legal.ts";
import { siteSchema } from "../../app/content/schemas.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(projectRoot, file), "utf8");

const site = siteSchema.parse(parse(read("content/site.yml")));
const legal = legalSchema.parse((parse(read("content/site.yml")) as { legal: unknown }).legal);
const exampleFacts: LegalPageFacts = { ...site, legal };

const LANGS = { en: "en-GB", de: "de" } as const;
type Lang = keyof typeof LANGS;

/** Renders one of the agency's legal pages with the example facts, changed by `change`. */
function render(lang: Lang, page: "legal-notice" | "privacy", change: (facts: LegalPageFacts) => void = () => {}) {
  const facts = structuredClone(exampleFacts);
  change(facts);
  const file = `content/${lang}/${page}.md`;
  return renderLegalPage(read(file), facts, { file, lang: LANGS[lang] });
}

/** Renders a template written in the test. */
function renderSource(body: string, facts: LegalPageFacts = exampleFacts) {
  const source = `---\ntitle: Test\ndescription: A test page\n---\n${body}`;
  return renderLegalPage(source, facts, { file: "content/en/test.md", lang: "en-GB" });
}

describe.each(Object.keys(LANGS) as Lang[])("the %s legal pages", (lang) => {
  it.each(["legal-notice", "privacy"] as const)("%s renders with a title, a description and h2/h3 only", (page) => {
    const { title, description, html } = render(lang, page);
    expect(title).not.toBe("");
    expect(description.length).toBeGreaterThan(50);
    expect(html).not.toMatch(/<h1|<h4|\{\{|\}\}/);
    expect(html).toContain("<h2>");
  });

  it("the legal notice names entity, form, representatives, street address, email and phone", () => {
    const { html } = render(lang, "legal-notice", (facts) => {
      facts.legal.representatives = ["Claire Harrow", "Max Mustermann"];
    });
    expect(html).toContain("Harrow &amp; Vale Executive Search GmbH<br>Musterstraße 1<br>10115 Berlin<br>");
    expect(html).toContain(lang === "de" ? "Claire Harrow und Max Mustermann" : "Claire Harrow and Max Mustermann");
    expect(html).toContain('<a href="tel:+4930000000">+49 30 000000</a>');
    expect(html).toContain('<a href="mailto:hello@example.com">hello@example.com</a>');
    expect(html).toContain(lang === "de" ? "Deutschland" : "Germany");
  });

  it("the legal notice shows register and VAT ID only where configured", () => {
    const full = render(lang, "legal-notice").html;
    expect(full).toContain("Amtsgericht Berlin-Charlottenburg");
    expect(full).toContain("HRB 000000 B");
    expect(full).toContain("DE000000000");

    const bare = render(lang, "legal-notice", (facts) => {
      delete facts.legal.register;
      delete facts.legal.vatId;
    }).html;
    expect(bare).not.toMatch(/Amtsgericht|HRB|DE000000000|Regist|VAT|Umsatzsteuer/);
  });

  it("the legal notice names a person responsible for content only if configured", () => {
    const heading = lang === "de" ? "§ 18 Abs. 2 MStV" : "§ 18(2) MStV";
    expect(render(lang, "legal-notice").html).not.toContain(heading);
    const { html } = render(lang, "legal-notice", (facts) => {
      facts.legal.contentResponsible = { name: "Erika Mustermann", address: { ...facts.legal.address } };
    });
    expect(html).toContain(heading);
    expect(html).toContain("Erika Mustermann<br>Musterstraße 1");
  });

  it("the privacy policy follows the consent mode", () => {
    const clickToLoad = render(lang, "privacy", (facts) => {
      facts.booking.consent = "click-to-load";
    }).html;
    const none = render(lang, "privacy", (facts) => {
      facts.booking.consent = "none";
    }).html;
    const consentBasis = lang === "de" ? "Art. 6 Abs. 1 lit. a DSGVO" : "Art. 6(1)(a) GDPR";
    const storage = lang === "de" ? "sessionStorage" : "session storage";
    const loadsOnOpen = lang === "de" ? "Sobald Sie die Terminseite öffnen" : "when you open the booking page";
    const mayNeedConsent = lang === "de" ? "Einwilligung nach § 25 Abs. 1" : "consent under § 25(1)";

    expect(clickToLoad).toContain(consentBasis);
    expect(clickToLoad).toContain(storage);
    expect(clickToLoad).toContain("Art. 7");
    expect(clickToLoad).not.toContain(loadsOnOpen);

    expect(none).toContain(loadsOnOpen);
    expect(none).toContain(mayNeedConsent);
    expect(none).not.toContain(consentBasis);
    expect(none).not.toContain(storage);
    const storesChoice =
      lang === "de" ? "abgesehen von Ihrer unten beschriebenen Wahl" : "apart from your choice on the booking page";
    expect(clickToLoad).toContain(storesChoice);
    expect(none).not.toContain(storesChoice);
  });

  it("the privacy policy names the hosting provider, the log retention and the supervisory authority", () => {
    const { html } = render(lang, "privacy", (facts) => {
      facts.legal.hosting = { name: "Other Host AG", address: "Hostweg 5, 80331 München", country: "DE" };
      facts.legal.serverLogRetentionDays = 30;
      facts.legal.supervisoryAuthority = { name: "Bayerisches Landesamt", url: "https://www.lda.bayern.de" };
    });
    expect(html).toContain("Other Host AG, Hostweg 5, 80331 München");
    expect(html).not.toContain("Example Hosting GmbH");
    expect(html).toContain(lang === "de" ? "nach 30 Tagen" : "after 30 days");
    expect(html).not.toMatch(/\b14\b/);
    expect(html).toContain('<a href="https://www.lda.bayern.de">Bayerisches Landesamt</a>');
  });

  it("the privacy policy covers cookies, analytics, fonts, the US transfer, rights, Do Not Track and the date", () => {
    const { html } = render(lang, "privacy");
    for (const phrase of [
      "Google Fonts",
      "Data Privacy Framework",
      "UK Extension",
      "Art. 45",
      "Art. 15",
      "Art. 21",
      "Do Not Track",
      "https://ico.org.uk",
    ]) {
      expect(html).toContain(phrase);
    }
    expect(html).toContain(lang === "de" ? "Stand: 1. Juli 2025" : "Effective date: 1 July 2025");
    if (lang === "de") {
      for (const term of [
        "Verantwortlicher",
        "Rechtsgrundlage",
        "Speicherdauer",
        "Betroffenenrechte",
        "Beschwerderecht bei einer Aufsichtsbehörde",
      ]) {
        expect(html).toContain(term);
      }
    }
  });

  it("the two languages have the same structure", () => {
    for (const page of ["legal-notice", "privacy"] as const) {
      const outline = (html: string) => html.match(/<(h2|h3|ul|li)>/g);
      expect(outline(render("de", page).html)).toEqual(outline(render("en", page).html));
    }
  });
});

describe("the legal texts", () => {
  it("never link to the closed EU online dispute resolution platform", () => {
    for (const lang of ["en", "de"]) {
      for (const file of readdirSync(path.join(projectRoot, "content", lang))) {
        expect(read(`content/${lang}/${file}`), file).not.toContain("ec.europa.eu/consumers/odr");
      }
      for (const page of ["legal-notice", "privacy"] as const) {
        expect(render(lang as Lang, page).html).not.toMatch(/ec\.europa\.eu\/consumers\/odr|\bOS-Plattform\b/i);
      }
    }
  });

  it("mirror each other's file names in content/en and content/de", () => {
    const markdown = (lang: string) =>
      readdirSync(path.join(projectRoot, "content", lang)).filter((f) => f.endsWith(".md"));
    expect(markdown("de").sort()).toEqual(markdown("en").sort());
  });

  it("document every placeholder in docs/legal-templates.md", () => {
    const documentation = read("docs/legal-templates.md");
    for (const name of PLACEHOLDER_NAMES) expect(documentation, name).toContain(`\`${name}\``);
  });
});

describe("renderLegalPage", () => {
  it("escapes every filled-in value, so facts cannot add markup or links", () => {
    const facts = structuredClone(exampleFacts);
    facts.legal.entityName = `<script>alert("x")</script> *bold* [link](https://evil.example) & Co`;
    const { html } = renderSource("Name: {{legal.entityName}}", facts);
    expect(html).toBe(
      "<p>Name: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; *bold* [link](https://evil.example) &amp; Co</p>\n",
    );
  });

  it("prints raw HTML in a template as text", () => {
    expect(renderSource('<img src="x" onerror="alert(1)">').html).not.toContain("<img");
  });

  it("supports else, != and nesting, and removes lines holding only a tag", () => {
    const body = [
      "- one",
      '{{#if booking.consent != "none"}}',
      "- gated",
      "{{else}}",
      "{{#if legal.vatId}}",
      "- vat {{legal.vatId}}",
      "{{/if}}",
      "{{/if}}",
      "- two",
    ].join("\n");
    expect(renderSource(body).html).toBe("<ul>\n<li>one</li>\n<li>vat DE000000000</li>\n<li>two</li>\n</ul>\n");
  });

  it("fills placeholders inside a line, in the title and in the description", () => {
    const source =
      "---\ntitle: Privacy at {{agencyName}}\ndescription: How {{legal.entityName}} handles data\n---\nA{{#if legal.vatId}} with VAT{{/if}}.";
    const page = renderLegalPage(source, exampleFacts, { file: "content/en/x.md", lang: "en" });
    expect(page.title).toBe("Privacy at Harrow & Vale Executive Search");
    expect(page.description).toBe("How Harrow & Vale Executive Search handles data");
    expect(page.html).toBe("<p>A with VAT.</p>\n");
  });

  it.each([
    ["line one\n{{legal.entityNmae}}", 'content/en/test.md: line 6: unknown placeholder "legal.entityNmae"'],
    ['{{#if booking.consnt == "none"}}x{{/if}}', 'content/en/test.md: line 5: unknown placeholder "booking.consnt"'],
    ["a\n\n{{#if legal.vatId}}\nx", "content/en/test.md: line 7: {{#if legal.vatId}} is never closed with {{/if}}"],
    ["a\n{{/if}}", "content/en/test.md: line 6: {{/if}} without an open {{#if}}"],
    ["{{else}}", "content/en/test.md: line 5: {{else}} without an open {{#if}}"],
    ["{{#if legal.vatId}}a{{else}}b{{else}}c{{/if}}", "content/en/test.md: line 5: {{else}} without an open {{#if}}"],
    [
      "{{#if booking.consent = none}}x{{/if}}",
      'content/en/test.md: line 5: malformed condition {{#if booking.consent = none}}: write {{#if name}} or {{#if name == "value"}}',
    ],
    [
      "{{#each legal.representatives}}x{{/each}}",
      'content/en/test.md: line 5: malformed condition {{#each legal.representatives}}: write {{#if name}} or {{#if name == "value"}}',
    ],
    ["a\nb {{legal.vatId", 'content/en/test.md: line 6: unclosed or stray braces near "{{legal.vatId"'],
    ["{{legal entity}}", "content/en/test.md: line 5: malformed tag {{legal entity}}"],
    ["{{legal.register}}", 'content/en/test.md: line 5: "legal.register" is a group of facts; print one of its fields'],
    [
      "\n{{legal.contentResponsible.name}}",
      'content/en/test.md: line 6: "legal.contentResponsible.name" is optional and not configured: use it inside {{#if legal.contentResponsible.name}} … {{/if}}',
    ],
    ["# Title", "content/en/test.md: line 5: headings must be ## or ### (the page supplies the h1)"],
    ["## A\n\n#### D", "content/en/test.md: line 7: headings must be ## or ### (the page supplies the h1)"],
  ])("refuses %j naming the file and the line", (body, message) => {
    expect(() => renderSource(body)).toThrow(message);
  });

  it("wants front matter with a title and a description", () => {
    const options = { file: "content/de/privacy.md", lang: "de" };
    expect(() => renderLegalPage("## Datenschutz", exampleFacts, options)).toThrow(
      "content/de/privacy.md: line 1: must start with front matter (--- title, description ---)",
    );
    expect(() => renderLegalPage("---\ntitle: Datenschutz\n---\nText", exampleFacts, options)).toThrow(
      "content/de/privacy.md: line 1: front matter: description: ",
    );
  });
});
