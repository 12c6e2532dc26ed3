import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ACCESS_LOG_FIELDS, IDENTIFYING_FIELDS, WEB_SERVERS } from "../../delivery/access-log.ts";
import { legalSchema } from "../../content-pipeline/legal-schema.ts";
import {
  editorStorage,
  siteStorageIn,
  STORAGE_WORDS,
  type ConsentMode,
  type StorageEntry,
} from "../../content-pipeline/site-storage.ts";
import { STATE_COOKIE } from "../../server/sign-in-state.ts";
import { PLACEHOLDER_NAMES } from "../../content-pipeline/legal-placeholders.ts";
import { LegalTemplateError, renderLegalPage } from "../../content-pipeline/render-legal.ts";
import { siteSchema, type SiteFacts } from "../../content-pipeline/schemas.ts";
// The content under test: the project's, or the variant's in CI (CONTENT_ROOT).
import { contentRoot as projectRoot } from "../support/content.ts";
const read = (file: string) => readFileSync(path.join(projectRoot, file), "utf8");

const site = siteSchema.parse(parse(read("content/site.yml")));
const legal = legalSchema.parse((parse(read("content/site.yml")) as { legal: unknown }).legal);
const exampleFacts: SiteFacts = { ...site, legal };
/** The facts of a site without articles: no one named for content under § 18(2) MStV. */
const factsWithoutArticles: SiteFacts = structuredClone(exampleFacts);
delete factsWithoutArticles.legal.contentResponsible;

const LANGS = { en: "en-GB", de: "de" } as const;
type Lang = keyof typeof LANGS;

/** Renders one of the agency's legal pages with the example facts, changed by `change`. */
function render(lang: Lang, page: "legal-notice" | "privacy", change: (facts: SiteFacts) => void = () => {}) {
  const facts = structuredClone(exampleFacts);
  change(facts);
  const file = `content/${lang}/${page}.md`;
  return renderLegalPage(read(file), facts, { file, locale: lang });
}

/** The privacy policy in one consent mode. */
const privacy = (lang: Lang, mode: ConsentMode) =>
  render(lang, "privacy", (facts) => {
    facts.booking.consent = mode;
  }).html;

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;");
/** The HTML of each h2 section (from one h2 to the next). */
const sections = (html: string) => html.split(/(?=<h2[ >])/);
const sectionOf = (html: string, text: string) => sections(html).find((section) => section.includes(text)) ?? "";
const sectionWithId = (html: string, id: string) => sectionOf(html, `<h2 id="${id}">`);
/** The one section with h3 subsections: the candidates. */
const sectionWithH3s = (html: string) => sectionOf(html, "<h3>");
/** The policy without its section on the editing area at /admin/ (staff only): what visitors' pages do. */
const withoutEditor = (html: string) =>
  sections(html)
    .filter((section) => !section.startsWith('<h2 id="editor">'))
    .join("");
const unescapeHtml = (text: string) => text.replaceAll("&#39;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
/** The storage list items of a section: key, kind, purpose and lifetime, as text. */
const storageItems = (html: string) =>
  [...html.matchAll(/<li><strong>(.*?)<\/strong>, (.*?)<br>(.*?)<br>(.*?)<\/li>/g)].map((item) =>
    item.slice(1).map(unescapeHtml),
  );
const declaredItems = (entries: StorageEntry[], lang: Lang) =>
  entries.map((entry) => [
    entry.key,
    STORAGE_WORDS[lang].kinds[entry.kind],
    `${STORAGE_WORDS[lang].purpose}: ${entry.purpose[lang]}`,
    `${STORAGE_WORDS[lang].lifetime}: ${entry.lifetime[lang]}`,
  ]);
/** The list items of the rights section: the list whose items cite Art. 15. */
const rightsList = (html: string) =>
  [...html.matchAll(/<ul>\n([\s\S]*?)<\/ul>/g)]
    .map(([, items]) => items!)
    .filter((items) => items.includes("(Art. 15)"))
    .flatMap((items) => items.match(/<li>.*?<\/li>/g) ?? []);

/** Renders a template written in the test. */
function renderSource(body: string, facts: SiteFacts = exampleFacts) {
  const source = `---\ntitle: Test\ndescription: A test page\n---\n${body}`;
  return renderLegalPage(source, facts, { file: "content/en/test.md", locale: "en" });
}

describe.each(Object.keys(LANGS) as Lang[])("the %s legal pages", (lang) => {
  it.each(["legal-notice", "privacy"] as const)("%s renders with a title, a description and h2/h3 only", (page) => {
    const { title, description, html } = render(lang, page);
    expect(title).not.toBe("");
    expect(description.length).toBeGreaterThan(50);
    expect(html).not.toMatch(/<h1|<h4|\{\{|\}\}/);
    expect(html).toContain("<h2>");
  });

  it("the legal notice names entity, form, representatives with their roles, street address, email and phone", () => {
    const { html } = render(lang, "legal-notice", (facts) => {
      facts.legal.representatives = [
        // Two people the test makes up, so the list's wording is checked, not the agency's facts.
        { name: "Erika Beispiel", role: { en: "Chief Test Officer", de: "Testleiterin" } },
        { name: "Max Mustermann", role: { en: "Authorised Officer", de: "Prokurist" } },
      ];
    });
    const { entityName, legalForm, address } = legal;
    expect(html).toContain(
      `${escapeHtml(`${entityName} ${legalForm}`)}<br>${escapeHtml(address.street)}<br>${address.postalCode} ${escapeHtml(address.city)}<br>`,
    );
    expect(html).toContain(
      lang === "de"
        ? "Erika Beispiel (Testleiterin) und Max Mustermann (Prokurist)"
        : "Erika Beispiel (Chief Test Officer) and Max Mustermann (Authorised Officer)",
    );
    expect(html).toContain(`<a href="tel:${legal.phone.replaceAll(" ", "")}">${legal.phone}</a>`);
    expect(html).toContain(`<a href="mailto:${site.email}">${site.email}</a>`);
    // The agency's country, from its address in the content, in the page's language.
    expect(html).toContain(new Intl.DisplayNames([LANGS[lang]], { type: "region" }).of(legal.address.country));
  });

  it("the legal notice cites § 5 DDG and § 18(1) MStV", () => {
    const { html, description } = render(lang, "legal-notice");
    expect(html).toContain("§ 5 DDG");
    expect(html).toContain(lang === "de" ? "§ 18 Abs. 1 MStV" : "§ 18(1) MStV");
    expect(description).toContain("DDG");
    expect(description).not.toMatch(/Digital Services Act/);
  });

  it("the legal notice shows register, VAT ID and business ID only where configured", () => {
    const full = render(lang, "legal-notice").html;
    const { register, vatId, economicId } = exampleFacts.legal;
    for (const value of [register!.court, register!.number, vatId!, economicId!]) expect(full).toContain(value);

    const bare = render(lang, "legal-notice", (facts) => {
      delete facts.legal.register;
      delete facts.legal.vatId;
      delete facts.legal.economicId;
    }).html;
    expect(bare).not.toMatch(/Amtsgericht|HRB|DE000000000|Regist|VAT|Umsatzsteuer|W-IdNr|Wirtschafts-Id|§ 139c/);
    expect(full.match(/<h2>/g)!.length - bare.match(/<h2>/g)!.length).toBe(3);
  });

  it("the legal notice names a person responsible for content only if configured", () => {
    const heading = lang === "de" ? "§ 18 Abs. 2 MStV" : "§ 18(2) MStV";
    expect(render(lang, "legal-notice", (facts) => delete facts.legal.contentResponsible).html).not.toContain(heading);
    const { html } = render(lang, "legal-notice", (facts) => {
      facts.legal.contentResponsible = { name: "Erika Mustermann", address: { ...facts.legal.address } };
    });
    expect(html).toContain(heading);
    expect(html).toContain(`Erika Mustermann<br>${escapeHtml(legal.address.street)}`);
  });

  it("the privacy policy follows the consent mode", () => {
    const clickToLoad = privacy(lang, "click-to-load");
    const none = privacy(lang, "none");
    const consentBasis = lang === "de" ? "Art. 6 Abs. 1 lit. a DSGVO" : "Art. 6(1)(a) GDPR";
    const needsConsent = lang === "de" ? "§ 25 Abs. 1 TDDDG" : "§ 25(1) TDDDG";
    const strictlyNecessary = lang === "de" ? "§ 25 Abs. 2 Nr. 2 TDDDG" : "§ 25(2) no. 2 TDDDG";
    const withdrawal = lang === "de" ? "Art. 7 Abs. 3" : "Art. 7(3)";

    // click-to-load: the click is consent, withdrawn on the booking page, and the rights list says so.
    expect(clickToLoad).toContain(consentBasis);
    expect(clickToLoad).toContain(needsConsent);
    expect(clickToLoad).toContain(withdrawal);
    expect(rightsList(clickToLoad).join(" ")).toContain(withdrawal);

    // none: no claim that loading Calendly without consent is strictly necessary (a German
    // lawyer rejects it), no consent basis for the calendar; the withdrawal bullet stays (the
    // talent pool rests on consent in every mode), and the objection box names the calendar.
    // (The editing area at /admin/, for staff, cites § 25(2) no. 2 for its own entries in both modes.)
    const calendly = sectionWithId(none, "calendly");
    expect(withoutEditor(none)).not.toContain(strictlyNecessary);
    expect(calendly).not.toContain(needsConsent);
    expect(calendly).not.toContain(consentBasis);
    expect(rightsList(none).join(" ")).toContain(withdrawal);
    expect(rightsList(none)).toHaveLength(rightsList(clickToLoad).length);
    const objection = (html: string) => /<aside[\s\S]*?<\/aside>/.exec(html)![0];
    const calendarWords = lang === "de" ? "Laden des Kalenders" : "loading the calendar";
    expect(objection(none)).toContain(calendarWords);
    expect(objection(clickToLoad)).not.toContain(calendarWords);
  });

  it("connected tools: each named with its company and country, a video tool gets its own section", () => {
    // Facts of the test's own, not the agency's (it may connect other tools, or none).
    const tools: NonNullable<SiteFacts["legal"]["calendlyConnections"]> = [
      { name: "Calendar Tool", company: "Calendar Company Ltd", country: "IE", kind: "calendar" },
      {
        name: "Video Tool",
        company: "Video Company, Inc.",
        country: "US",
        kind: "video",
        transferBasis: "adequacy-decision",
      },
    ];
    const html = render(lang, "privacy", (facts) => {
      facts.legal.calendlyConnections = tools;
    }).html;
    for (const tool of tools) expect(html).toContain(escapeHtml(tool.company));
    // No brackets inside brackets (the lawyer's note): the recipients line lists them after a colon.
    expect(html).not.toContain(`(${tools[0]!.name} (`);
    expect(html).toContain(`${tools[0]!.name} (${tools[0]!.company}, `);
    const video = tools.filter((tool) => tool.kind === "video");
    const section = sectionWithId(html, "video");
    expect(section).toContain(lang === "de" ? "Videogespräche" : "Video calls");
    expect(section).toContain(lang === "de" ? "Art. 28 DSGVO" : "Art. 28 GDPR");
    expect(section).toContain(lang === "de" ? "Art. 6 Abs. 1 lit. b DSGVO" : "Art. 6(1)(b) GDPR");
    for (const tool of video) expect(section).toContain(tool.name);
    expect(section).toContain(lang === "de" ? "Art. 45 DSGVO" : "Art. 45 GDPR");
    // A US company has an adequacy decision only through its certification.
    expect(section).toContain(
      lang === "de"
        ? "Die Video Company, Inc. ist nach dem EU-U.S. Data Privacy Framework zertifiziert"
        : "Video Company, Inc. is certified under the EU-U.S. Data Privacy Framework",
    );
    expect(section).toContain(
      lang === "de"
        ? "UK Extension zum EU-U.S. Data Privacy Framework"
        : "UK Extension to the EU-U.S. Data Privacy Framework",
    );
    expect(section).not.toMatch(/auf einen Angemessenheitsbeschluss|rests on an adequacy decision/);
    // Client contacts and people approached: legitimate interests besides the contract.
    expect(section).toContain(lang === "de" ? "im Übrigen Art. 6 Abs. 1 lit. f DSGVO" : "otherwise Art. 6(1)(f) GDPR");
    const calendarsOnly = render(lang, "privacy", (facts) => {
      facts.legal.calendlyConnections = tools.filter((tool) => tool.kind === "calendar");
    }).html;
    expect(calendarsOnly).not.toContain('id="video"');
  });

  it("candidate profiles to clients: consent, and the UK and US transfer rules", () => {
    const html = privacy(lang, "click-to-load");
    const candidates = sectionWithH3s(html);
    const articles =
      lang === "de"
        ? ["Art. 6 Abs. 1 lit. a DSGVO", "Art. 45 DSGVO", "Art. 46 Abs. 2 lit. c DSGVO", "Art. 49 Abs. 1 lit. a DSGVO"]
        : ["Art. 6(1)(a) GDPR", "Art. 45 GDPR", "Art. 46(2)(c) GDPR", "Art. 49(1)(a) GDPR"];
    for (const article of articles) expect(candidates).toContain(article);
    expect(candidates).toContain("EU-U.S. Data Privacy Framework");
    // The UK GDPR's own mechanisms for profiles it covers, and Art. 49's concrete risks.
    for (const mechanism of ["IDTA", "UK Addendum", "Art. 46 UK GDPR"]) expect(candidates).toContain(mechanism);
    expect(candidates).toContain(
      lang === "de"
        ? "UK Extension zum EU-U.S. Data Privacy Framework"
        : "UK Extension to the EU-U.S. Data Privacy Framework",
    );
    expect(candidates).not.toMatch(/möglicherweise nicht so geschützt|may then not protect your data as well/);
    expect(candidates).toMatch(/US-Behörden|US authorities/);
    // The clients' countries are the agency's markets: a US-only agency has no UK paragraph.
    const country = (code: string) =>
      lang === "de" && code === "US" ? "USA" : new Intl.DisplayNames([LANGS[lang]], { type: "region" }).of(code)!;
    const list = new Intl.ListFormat(LANGS[lang], { type: "conjunction" }).format(site.markets.map(country));
    expect(candidates).toContain(`: ${list}.`);
    const usOnly = sectionWithH3s(
      render(lang, "privacy", (facts) => {
        facts.markets = ["US"];
      }).html,
    );
    expect(usOnly).toContain(`: ${country("US")}.`);
    expect(usOnly).not.toContain(
      lang === "de" ? "<strong>Vereinigtes Königreich:</strong>" : "<strong>United Kingdom:</strong>",
    );
    expect(usOnly).toContain("IDTA");
  });

  it("joint control with Calendly and with LinkedIn: the essence of the arrangement, and rights against either", () => {
    for (const mode of ["none", "click-to-load"] as const) {
      const html = privacy(lang, mode);
      const linkedInPage = sectionOf(
        html,
        lang === "de" ? "<h2>Unsere LinkedIn-Seite</h2>" : "<h2>Our LinkedIn page</h2>",
      );
      for (const section of [sectionWithId(html, "calendly"), linkedInPage]) {
        expect(section).toContain(lang === "de" ? "Art. 26 Abs. 2 DSGVO" : "Art. 26(2) GDPR");
        expect(section).toContain(lang === "de" ? "Art. 26 Abs. 3 DSGVO" : "Art. 26(3) GDPR");
      }
    }
  });

  it("booking data are kept for a stated reason, UK complaints go to us first, and nginx's error log is named", () => {
    const html = privacy(lang, "click-to-load");
    expect(sectionWithId(html, "calendly")).not.toMatch(/etwaige Folgeschritte|any follow-up/);
    expect(html).toContain("s. 164A");
    const errorLog = lang === "de" ? "Fehlerprotokoll" : "error log";
    for (const server of WEB_SERVERS) {
      const served = render(lang, "privacy", (facts) => {
        facts.legal.webServer = server;
      }).html;
      expect(served.includes(errorLog), server).toBe(server === "nginx");
    }
  });

  it("retention of applicants, people approached and the no-contact note comes from the facts", () => {
    const html = render(lang, "privacy", (facts) => {
      facts.legal.candidates = {
        ...facts.legal.candidates,
        approachesDirectly: true,
        applicantMonths: 5,
        approachedMonths: 4,
        doNotContactYears: 2,
      };
    }).html;
    const candidates = sectionWithH3s(html);
    const [m5, m4, y2] = lang === "de" ? ["5 Monate", "4 Monate", "2 Jahre"] : ["5 months", "4 months", "2 years"];
    for (const period of [m5, m4, y2]) expect(candidates).toContain(period);
    expect(candidates).toContain(lang === "de" ? "§ 15 Abs. 4 AGG" : "§ 15(4)");
    // Art. 14(3): lit. b at the first contact, and lit. a (one month) for people on a list who are never contacted.
    expect(candidates).toContain(
      lang === "de" ? "spätestens bei der ersten Kontaktaufnahme" : "at the latest when we first contact you",
    );
    expect(candidates).toContain(lang === "de" ? "Art. 14 Abs. 3 lit. b DSGVO" : "Art. 14(3)(b) GDPR");
    expect(candidates).toContain(
      lang === "de" ? "spätestens innerhalb eines Monats nach Erhebung" : "within one month of collecting your data",
    );
    expect(candidates).toContain(lang === "de" ? "Art. 14 Abs. 3 lit. a DSGVO" : "Art. 14(3)(a) GDPR");
    // Placed candidates' names stay in invoices as commercial and tax law require.
    const laws =
      lang === "de"
        ? ["§ 257 HGB", "§ 147 AO"]
        : ["§ 257 of the German Commercial Code (HGB)", "§ 147 of the German Fiscal Code (AO)"];
    for (const law of laws) expect(candidates).toContain(law);
    expect(candidates).toContain(lang === "de" ? "Art. 6 Abs. 1 lit. c DSGVO" : "Art. 6(1)(c) GDPR");
  });

  it("a UK representative is named only when there is one", () => {
    const without = render(lang, "privacy", (facts) => {
      delete facts.legal.ukRepresentative;
    }).html;
    expect(without).not.toContain("Art. 27 UK GDPR");
    const html = render(lang, "privacy", (facts) => {
      facts.legal.ukRepresentative = { name: "Representative Ltd", address: "1 Example Street, London EC1A 1BB" };
    }).html;
    expect(html).toContain("Art. 27 UK GDPR");
    expect(html).toContain("Representative Ltd");
  });

  it.each(["none", "click-to-load"] as const)("the privacy policy declares what the site stores (%s)", (mode) => {
    const html = privacy(lang, mode);
    // The public pages' section, the one that points to the editing area's.
    const storage = sectionOf(html, 'href="#editor"');
    expect(storageItems(storage)).toEqual(declaredItems(siteStorageIn(mode), lang));
    // "No cookies" speaks of the public pages only: the editing area sets one.
    expect(storage).toContain(
      lang === "de"
        ? "Die öffentlichen Seiten dieser Website setzen keine Cookies"
        : "The public pages of this website set no cookies",
    );
    expect(html).not.toMatch(/Diese Website setzt keine Cookies|This website sets no cookies/);
    // The sentence speaks of one entry: the template's wording is singular.
    if (siteStorageIn(mode).length > 0) expect(siteStorageIn(mode)).toHaveLength(1);
  });

  it.each(["none", "click-to-load"] as const)(
    "the privacy policy has a section on the editing area: GitHub, its transfer basis and what the editor stores (%s)",
    (mode) => {
      const html = privacy(lang, mode);
      const editor = sectionWithId(html, "editor");
      expect(storageItems(editor)).toEqual(declaredItems(editorStorage(site.editor.repo), lang));
      // The sign-in cookie under the name the sign-in code sets, and the repository's database.
      expect(editor).toContain(`<strong>${STATE_COOKIE}</strong>`);
      expect(editor).toContain(`<strong>github:${site.editor.repo}</strong>`);
      expect(editor).toContain("GitHub, Inc., 88 Colin P. Kelly Jr. Street, San Francisco, CA 94107");
      expect(editor).toContain(
        lang === "de"
          ? "Die GitHub, Inc. ist nach dem EU-U.S. Data Privacy Framework zertifiziert"
          : "GitHub, Inc. is certified under the EU-U.S. Data Privacy Framework",
      );
      expect(editor).toContain(
        lang === "de"
          ? "UK Extension zum EU-U.S. Data Privacy Framework"
          : "UK Extension to the EU-U.S. Data Privacy Framework",
      );
      expect(editor).toContain(lang === "de" ? "§ 25 Abs. 2 Nr. 2 TDDDG" : "§ 25(2) no. 2 TDDDG");
      expect(editor).toContain(lang === "de" ? "nur für unser Team" : "for our team only");
      expect(editor).toContain(lang === "de" ? "Art. 45 DSGVO" : "Art. 45 GDPR");
      // GitHub among the recipients.
      expect(sectionOf(html, lang === "de" ? "<h2>Empfänger</h2>" : "<h2>Recipients</h2>")).toContain("GitHub, Inc.");
    },
  );

  it("the privacy policy gives Calendly its own section with a stable anchor, its role, address and the DPF decision", () => {
    for (const mode of ["none", "click-to-load"] as const) {
      const calendly = sectionWithId(privacy(lang, mode), "calendly");
      expect(calendly).toContain("Calendly LLC, 115 E Main St, Ste A1B, Buford, GA 30518, USA");
      expect(calendly).toContain("2023/1795");
      expect(calendly).toContain(lang === "de" ? "10. Juli 2023" : "10 July 2023");
      expect(calendly).toContain("Art. 28");
    }
  });

  it("the privacy policy sets the right to object apart, in a labelled highlighted block", () => {
    const html = privacy(lang, "none");
    const aside =
      /<aside class="legal-highlight" aria-labelledby="([^"]+)">\n<h2 id="([^"]+)">([^<]*)<\/h2>([\s\S]*?)<\/aside>/.exec(
        html,
      );
    expect(aside).not.toBeNull();
    const [, labelledBy, id, heading, body] = aside!;
    expect(labelledBy).toBe(id);
    expect(heading).toContain("Art. 21");
    expect(body).toContain(`mailto:${exampleFacts.email}`);
    expect(rightsList(html).join(" ")).not.toContain("Art. 21");
  });

  it("the privacy policy names every recipient from the facts", () => {
    const { hosting, emailProvider, calendlyConnections } = exampleFacts.legal;
    const html = privacy(lang, "none");
    for (const name of [
      hosting.name,
      emailProvider.name,
      "Calendly LLC",
      ...calendlyConnections!.map((t) => t.company),
    ]) {
      expect(html).toContain(escapeHtml(name));
    }
    const without = render(lang, "privacy", (facts) => {
      facts.booking.consent = "none";
      delete facts.legal.calendlyConnections;
    }).html;
    for (const tool of calendlyConnections!) expect(without).not.toContain(escapeHtml(tool.company));
    // The connected-tools bullet and the video section's bullets go with them.
    expect(without.match(/<li>/g)!.length).toBeLessThan(html.match(/<li>/g)!.length);
    expect(without).not.toContain('id="video"');
  });

  it.each([
    ["hosting", "standard-contractual-clauses", lang === "de" ? "Art. 46 Abs. 2 lit. c DSGVO" : "Art. 46(2)(c) GDPR"],
    ["hosting", "binding-corporate-rules", lang === "de" ? "Art. 47 DSGVO" : "Art. 47 GDPR"],
    ["emailProvider", "adequacy-decision", lang === "de" ? "Art. 45 DSGVO" : "Art. 45 GDPR"],
  ] as const)(
    "the privacy policy states the transfer basis of a %s provider outside the EU/EEA (%s)",
    (provider, basis, article) => {
      const inside = sectionOf(render(lang, "privacy").html, exampleFacts.legal[provider].name);
      expect(inside).not.toMatch(/Art\. 4[5-7]/);
      const html = render(lang, "privacy", (facts) => {
        facts.legal[provider] = {
          name: "Faraway Hosting Inc.",
          address: "1 Main St, Springfield",
          country: "US",
          transferBasis: basis,
        };
      }).html;
      const section = sectionOf(html, "Faraway Hosting Inc.");
      expect(section).toContain(article);
      expect(section).toContain(lang === "de" ? "USA" : "United States");
      // For a US provider, an adequacy decision exists only through its certification.
      const certified =
        lang === "de"
          ? "ist nach dem EU-U.S. Data Privacy Framework zertifiziert"
          : "is certified under the EU-U.S. Data Privacy Framework";
      expect(section.includes(certified)).toBe(basis === "adequacy-decision");
    },
  );

  describe("optional tools for candidates' data", () => {
    type Legal = SiteFacts["legal"];
    type Tool = "applicantTracking" | "cloudStorage";
    /** Every optional tool left out, whatever the content under test configures. */
    const withoutTools = (facts: SiteFacts) => {
      delete facts.legal.applicantTracking;
      delete facts.legal.cloudStorage;
      facts.legal.linkedInRecruiter = false;
    };
    const recipients = (html: string) => sectionOf(html, lang === "de" ? "<h2>Empfänger</h2>" : "<h2>Recipients</h2>");
    // The test's own providers, in the EU/EEA (no transfer basis), never words of any content.
    const providers: Record<Tool, NonNullable<Legal[Tool]>> = {
      applicantTracking: { name: "Kandidatenregister Prüfstand GmbH", address: "Prüfweg 4, 1010 Wien", country: "AT" },
      cloudStorage: { name: "Dokumentenlager Testfeld Oy", address: "Testikatu 9, 00100 Helsinki", country: "FI" },
    };
    const countryNames = { AT: { en: "Austria", de: "Österreich" }, FI: { en: "Finland", de: "Finnland" } } as const;
    const anchors: Record<Tool, string> = { applicantTracking: "applicant-tracking", cloudStorage: "cloud-storage" };

    it.each(["applicantTracking", "cloudStorage"] as const)(
      "%s: a section and a recipient exactly when the provider is given, naming it as our processor",
      (tool) => {
        const provider = providers[tool];
        const without = render(lang, "privacy", withoutTools).html;
        expect(without).not.toContain(`id="${anchors[tool]}"`);
        expect(without).not.toContain(provider.name);

        const html = render(lang, "privacy", (facts) => {
          withoutTools(facts);
          facts.legal[tool] = provider;
        }).html;
        const section = sectionWithId(html, anchors[tool]);
        expect(section).toContain(
          `${provider.name}, ${provider.address}, ${countryNames[provider.country as "AT" | "FI"][lang]}.`,
        );
        expect(section).toContain(
          lang === "de"
            ? "Auftragsverarbeiter (Art. 28 DSGVO)"
            : "processor under a data processing agreement (Art. 28 GDPR)",
        );
        // In the EU/EEA: no transfer basis, and no sentence announcing a transfer abroad.
        expect(section).not.toMatch(/Art\. 4[5-7]|außerhalb der EU|outside the EU/);
        expect(recipients(html)).toContain(provider.name);
        expect(recipients(without)).not.toContain(provider.name);
        // Only this tool's section: the other one and LinkedIn Recruiter stay out.
        expect(html.match(/<h2/g)!.length).toBe(without.match(/<h2/g)!.length + 1);
      },
    );

    it.each(["applicantTracking", "cloudStorage"] as const)(
      "%s: the legal bases point to the candidates section and follow approachesDirectly",
      (tool) => {
        const sectionWhen = (approachesDirectly: boolean) =>
          sectionWithId(
            render(lang, "privacy", (facts) => {
              withoutTools(facts);
              facts.legal[tool] = providers[tool];
              facts.legal.candidates.approachesDirectly = approachesDirectly;
            }).html,
            anchors[tool],
          );
        const [applications, approached, talentPool] =
          lang === "de"
            ? [
                "Art. 6 Abs. 1 lit. b DSGVO für Bewerbungen",
                "Art. 6 Abs. 1 lit. f DSGVO für Personen, die wir ansprechen",
                "Art. 6 Abs. 1 lit. a DSGVO für den Talentpool",
              ]
            : [
                "Art. 6(1)(b) GDPR for applications",
                "Art. 6(1)(f) GDPR for people we approach",
                "Art. 6(1)(a) GDPR for the talent pool",
              ];
        const approaching = sectionWhen(true);
        for (const basis of [applications, approached, talentPool]) expect(approaching).toContain(basis);
        expect(approaching).toContain('href="#candidates"');
        const notApproaching = sectionWhen(false);
        expect(notApproaching).toContain(applications);
        expect(notApproaching).toContain(talentPool);
        expect(notApproaching).not.toContain(approached);
        // The link lands on the candidates section.
        expect(render(lang, "privacy").html).toContain('<h2 id="candidates">');
      },
    );

    it.each([
      [
        "applicantTracking",
        "US",
        "standard-contractual-clauses",
        lang === "de" ? "Art. 46 Abs. 2 lit. c DSGVO" : "Art. 46(2)(c) GDPR",
      ],
      ["applicantTracking", "GB", "adequacy-decision", lang === "de" ? "Art. 45 DSGVO" : "Art. 45 GDPR"],
      ["cloudStorage", "US", "binding-corporate-rules", lang === "de" ? "Art. 47 DSGVO" : "Art. 47 GDPR"],
    ] as const)(
      "%s outside the EU/EEA (%s): the section states the transfer basis %s",
      (tool, country, basis, article) => {
        const provider = {
          name: "Fernarchiv Übersee Inc.",
          address: "1 Harbor Road, Portland",
          country,
          transferBasis: basis,
        };
        const html = render(lang, "privacy", (facts) => {
          withoutTools(facts);
          facts.legal[tool] = provider;
        }).html;
        const section = sectionWithId(html, anchors[tool]);
        expect(section).toContain(provider.name);
        expect(section).toContain(
          lang === "de"
            ? "Der Anbieter hat seinen Sitz außerhalb der EU und des EWR; die Übermittlung Ihrer Daten stützt sich auf"
            : "The provider is based outside the EU and the EEA; the transfer of your data rests on",
        );
        expect(section).toContain(article);
        expect(section).toContain(
          { US: { en: "United States", de: "USA" }, GB: { en: "United Kingdom", de: "Vereinigtes Königreich" } }[
            country
          ][lang],
        );
      },
    );

    it("LinkedIn Recruiter: a section and a recipient exactly when it is used, with the candidates' retention", () => {
      const heading = '<h2 id="linkedin-recruiter">';
      const without = render(lang, "privacy", withoutTools).html;
      const off = render(lang, "privacy", (facts) => {
        withoutTools(facts);
        facts.legal.linkedInRecruiter = false;
      }).html;
      for (const html of [without, off]) {
        expect(html).not.toContain(heading);
        expect(recipients(html)).not.toContain("LinkedIn Recruiter");
      }
      expect(off).toBe(without);

      // The test's own retention periods, so the section is seen to print the facts.
      const [approachedMonths, talentPoolMonths] = [5, 13];
      const html = render(lang, "privacy", (facts) => {
        withoutTools(facts);
        facts.legal.linkedInRecruiter = true;
        facts.legal.candidates = {
          ...facts.legal.candidates,
          approachesDirectly: true,
          approachedMonths,
          talentPoolMonths,
        };
      }).html;
      const section = sectionWithId(html, "linkedin-recruiter");
      expect(section).toContain("LinkedIn Ireland Unlimited Company, Wilton Plaza, Wilton Place, Dublin 2");
      expect(section).toContain("InMail");
      const months = lang === "de" ? "Monate" : "months";
      expect(section).toContain(`${approachedMonths} ${months}`);
      expect(section).toContain(`${talentPoolMonths} ${months}`);
      const articles =
        lang === "de"
          ? [
              "Art. 6 Abs. 1 lit. f DSGVO",
              "Art. 14 Abs. 3 lit. b DSGVO",
              "Art. 6 Abs. 1 lit. a DSGVO",
              "Auftragsverarbeiter (Art. 28 DSGVO)",
              "eigenständiger Verantwortlicher",
            ]
          : [
              "Art. 6(1)(f) GDPR",
              "Art. 14(3)(b) GDPR",
              "Art. 6(1)(a) GDPR",
              "Art. 28 GDPR",
              "controller in its own right",
            ];
      for (const article of articles) expect(section).toContain(article);
      expect(section).toContain('href="#candidates"');
      expect(recipients(html)).toContain("LinkedIn Recruiter");
    });

    it("the two languages have the same structure with every tool set", () => {
      const all = (target: Lang) =>
        render(target, "privacy", (facts) => {
          withoutTools(facts);
          facts.legal.applicantTracking = providers.applicantTracking;
          facts.legal.cloudStorage = { ...providers.cloudStorage, country: "US", transferBasis: "adequacy-decision" };
          facts.legal.linkedInRecruiter = true;
          facts.legal.candidates.approachesDirectly = true;
        }).html;
      const outline = (html: string) => html.match(/<(h2|h3|ul|li|table|tr|aside)[ >]|id="[^"]+"/g);
      expect(outline(all("de"))).toEqual(outline(all("en")));
      expect(outline(all(lang))).toEqual(
        expect.arrayContaining(['id="applicant-tracking"', 'id="cloud-storage"', 'id="linkedin-recruiter"']),
      );
    });
  });

  it("the privacy policy's candidates section follows the facts", () => {
    const { talentPoolMonths } = exampleFacts.legal.candidates;
    const full = render(lang, "privacy", (facts) => {
      facts.legal.candidates.approachesDirectly = true;
    }).html;
    const candidates = sectionWithH3s(full);
    expect(candidates).toContain(lang === "de" ? `${talentPoolMonths} Monate` : `${talentPoolMonths} months`);
    expect(candidates).toContain("Art. 14");

    const changed = render(lang, "privacy", (facts) => {
      facts.legal.candidates = {
        ...facts.legal.candidates,
        approachesDirectly: false,
        talentPoolMonths: 7,
        noticeUrl: "https://example.com/candidates",
      };
    }).html;
    const changedSection = sectionWithH3s(changed);
    expect(changedSection).toContain(lang === "de" ? "7 Monate" : "7 months");
    expect(changedSection).not.toContain("Art. 14");
    expect(changedSection.match(/<h3>/g)!.length).toBe(candidates.match(/<h3>/g)!.length - 1);
    expect(changedSection).toContain('href="https://example.com/candidates"');
    expect(candidates).not.toContain("https://example.com/candidates");
  });

  it("the privacy policy answers California's questions and certifies nothing about itself", () => {
    const html = privacy(lang, "none");
    expect(html).toContain("Do Not Track");
    expect(html).not.toMatch(/\bIt meets\b|\berfüllt\b/);
  });

  it("the privacy policy names the hosting provider, the log retention and the supervisory authority", () => {
    const { html } = render(lang, "privacy", (facts) => {
      facts.legal.hosting = { name: "Other Host AG", address: "Hostweg 5, 80331 München", country: "DE" };
      facts.legal.serverLogRetentionDays = 30;
      facts.legal.supervisoryAuthority = { name: "Bayerisches Landesamt", url: "https://www.lda.bayern.de" };
    });
    expect(html).toContain("Other Host AG, Hostweg 5, 80331 München");
    // The content's own host and retention are replaced, not added to.
    expect(html).not.toContain(escapeHtml(legal.hosting.name));
    expect(html).toContain(lang === "de" ? "nach 30 Tagen" : "after 30 days");
    expect(html).not.toContain(
      lang === "de" ? `nach ${legal.serverLogRetentionDays} Tagen` : `after ${legal.serverLogRetentionDays} days`,
    );
    expect(html).toContain('<a href="https://www.lda.bayern.de">Bayerisches Landesamt</a>');
  });

  it.each(WEB_SERVERS)("the server-log paragraph says what %s records and what it does not", (server) => {
    const { html } = render(lang, "privacy", (facts) => {
      facts.legal.webServer = server;
    });
    const paragraph = /<p>(?:Each time|Bei jedem Abruf)[\s\S]*?<\/p>/.exec(html)?.[0] ?? "";
    const [recorded = "", notRecorded = ""] = paragraph.split(
      lang === "de" ? "Nicht protokolliert" : "It does not record",
    );
    const words = {
      ip: { en: "IP address", de: "IP-Adresse" },
      referrer: { en: "referring page", de: "Referrer" },
      userAgent: { en: "user agent", de: "User-Agent" },
    } as const;
    const logged = ACCESS_LOG_FIELDS[server];
    expect(recorded).toContain(lang === "de" ? "Datum und Uhrzeit" : "the date and time");
    for (const field of IDENTIFYING_FIELDS) {
      expect(recorded.includes(words[field][lang]), `${field} recorded`).toBe(logged.includes(field));
      expect(notRecorded.includes(words[field][lang]), `${field} not recorded`).toBe(!logged.includes(field));
    }
  });

  it("the complaint right cites Art. 77, and in click-to-load Calendly's tracking follows the visitor's loading it", () => {
    for (const mode of ["none", "click-to-load"] as const) {
      const html = privacy(lang, mode);
      expect(html).toContain(lang === "de" ? "(Art. 77 DSGVO)" : "(Art. 77 GDPR)");
      const afterLoading =
        lang === "de" ? "nachdem Sie den Kalender geladen haben" : "once you have loaded the calendar";
      expect(html.includes(afterLoading), mode).toBe(mode === "click-to-load");
    }
  });

  it("the privacy policy covers cookies, analytics, fonts, the US transfer, rights, Do Not Track and the date", () => {
    const { html } = render(lang, "privacy");
    for (const phrase of [
      "Google Fonts",
      "Data Privacy Framework",
      "Art. 45",
      "Art. 15",
      "Art. 21",
      "Do Not Track",
      "https://ico.org.uk",
    ]) {
      expect(html).toContain(phrase);
    }
    const date = new Intl.DateTimeFormat(LANGS[lang], { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${legal.privacyEffectiveDate}T00:00:00Z`),
    );
    expect(html).toContain(lang === "de" ? `Stand: ${date}` : `Effective date: ${date}`);
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
      const outline = (html: string) => html.match(/<(h2|h3|ul|li|table|tr|aside)[ >]/g);
      expect(outline(render("de", page).html)).toEqual(outline(render("en", page).html));
    }
  });
});

describe("the German privacy policy", () => {
  // Phrases a German data-protection lawyer marked as translated, each replaced in the template by
  // the wording a German editor would write (issue 33).
  const translated = [
    "Sie bezieht sich auf",
    "für Besucherinnen und Besucher aus dem Vereinigten Königreich",
    "Keiner davon identifiziert Sie",
    "liegt in einer sicheren und zuverlässigen Website",
    "um Ihr Anliegen zu beantworten",
    "Ihre Wahl",
    "Ihre Auswahl wird gelöscht",
    "die wir mit Calendly verbunden haben",
    "allein als eigenständiger Verantwortlicher zuständig",
    "Wir sagen Ihnen, was wir fragen",
    "Ansprüche aus dem Auswahlverfahren beantworten",
    "wie wir Sie erreicht haben",
    "Wir speichern es {{months}} Monate nach",
    "die Ihre Daten nur sehen",
    "Unternehmensseite bei LinkedIn, die",
    "wie unsere Seite gelesen wird",
    "im Zeitverlauf",
    "keine Ansprache wünschen",
  ];
  it.each(["none", "click-to-load"] as const)("reads as German, not as a translation (%s)", (mode) => {
    const html = privacy("de", mode);
    for (const phrase of translated) {
      expect(html, phrase).not.toContain(phrase.replace("{{months}}", String(legal.candidates.talentPoolMonths)));
    }
    for (const phrase of [
      "Sie beruht auf der Datenschutz-Grundverordnung",
      "für Personen im Vereinigten Königreich",
      "liegt darin, die Website sicher bereitzustellen",
      "um Ihre Anfrage zu beantworten",
      "die an Calendly angebunden sind",
      "allein verantwortlich",
      "Wir teilen Ihnen vorab mit, welche Fragen wir stellen",
      "Ansprüche aus dem Auswahlverfahren abwehren",
      "der Kontaktweg und dieser Wunsch",
      `Wir speichern es bis ${legal.candidates.talentPoolMonths} Monate nach`,
      "die nur insoweit Zugriff haben",
      "Unternehmensseite im Netzwerk LinkedIn, das die",
      "wie unsere Seite genutzt wird",
      "über längere Zeit oder mehrere Websites hinweg",
      "nicht angesprochen werden möchten",
    ]) {
      expect(html, phrase).toContain(phrase);
    }
    if (mode === "click-to-load") {
      expect(html).toContain("Er enthält keine Angaben zu Ihrer Person");
      expect(html).toContain("die gespeicherte Einwilligung wird gelöscht");
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
    const documentation = readFileSync(path.resolve(import.meta.dirname, "../../docs/legal-templates.md"), "utf8");
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

  it("supports else, ne and nesting, and removes lines holding only a tag", () => {
    const body = [
      "- one",
      '{{#if (ne booking.consent "none")}}',
      "- gated",
      "{{else}}",
      "{{#if legal.vatId}}",
      "- vat {{legal.vatId}}",
      "{{/if}}",
      "{{/if}}",
      "- two",
    ].join("\n");
    const none = { ...exampleFacts, booking: { consent: "none" as const } };
    expect(renderSource(body, none).html).toBe(
      `<ul>\n<li>one</li>\n<li>vat ${legal.vatId}</li>\n<li>two</li>\n</ul>\n`,
    );
  });

  it("fills placeholders inside a line, in the title and in the description", () => {
    const source =
      "---\ntitle: Privacy at {{agencyName}}\ndescription: How {{legal.entityName}} handles data\n---\nA{{#if legal.vatId}} with VAT{{/if}}.";
    const page = renderLegalPage(source, exampleFacts, { file: "content/en/x.md", locale: "en" });
    expect(page.title).toBe(`Privacy at ${site.agencyName}`);
    expect(page.description).toBe(`How ${legal.entityName} handles data`);
    expect(page.html).toBe("<p>A with VAT.</p>\n");
  });

  it.each([
    ["line one\n{{legal.entityNmae}}", 'content/en/test.md: line 6: unknown placeholder "legal.entityNmae"'],
    ['{{#if (eq booking.consnt "none")}}x{{/if}}', 'content/en/test.md: line 5: unknown placeholder "booking.consnt"'],
    // In a branch not taken too: the names are checked before the template is filled.
    [
      "{{#if legal.ukRepresentative}}{{legal.ukRepresentative.nmae}}{{/if}}",
      'content/en/test.md: line 5: unknown placeholder "legal.ukRepresentative.nmae"',
    ],
    ["a\n\n{{#if legal.vatId}}\nx", "content/en/test.md: line 7: {{#if legal.vatId}} is never closed with {{/if}}"],
    ["a\n{{/if}}", "content/en/test.md: line 6: {{/if}} without an open {{#if}}"],
    ["{{else}}", "content/en/test.md: line 5: {{else}} without an open {{#if}}"],
    ["{{#if legal.vatId}}a{{else}}b{{else}}c{{/if}}", "content/en/test.md: line 5: {{else}} without an open {{#if}}"],
    [
      "{{#if booking.consent = none}}x{{/if}}",
      'content/en/test.md: line 5: write {{#if (eq name "value")}} or {{#if (ne name "value")}} to compare',
    ],
    [
      "{{#each legal.representatives}}x{{/each}}",
      "content/en/test.md: line 5: {{#each}} is not available: write {{#if name}} … {{/if}}",
    ],
    ["a\nb {{legal.vatId", "content/en/test.md: line 6: unclosed or stray braces"],
    ["{{legal entity}}", "content/en/test.md: line 5: only {{name}} and {{#if name}} … {{/if}} are available"],
    [
      '{{#if booking.consent == "none"}}x{{/if}}',
      'content/en/test.md: line 5: write {{#if (eq name "value")}} or {{#if (ne name "value")}} to compare',
    ],
    [
      "{{#if legal.videoTools}}x{{/if}}\n{{legal.videoTools}}",
      'content/en/test.md: line 6: "legal.videoTools" is optional: use it inside {{#if legal.videoTools}} … {{/if}}',
    ],
    ["{{legal.register}}", 'content/en/test.md: line 5: "legal.register" is a group of facts; print one of its fields'],
    // An address is a group even where it is required; a required processor is not (only its fields are names).
    ["{{legal.address}}", 'content/en/test.md: line 5: "legal.address" is a group of facts; print one of its fields'],
    ["{{legal.hosting}}", 'content/en/test.md: line 5: unknown placeholder "legal.hosting"'],
    [
      "\n{{legal.contentResponsible.name}}",
      'content/en/test.md: line 6: "legal.contentResponsible.name" is optional and not configured: use it inside {{#if legal.contentResponsible.name}} … {{/if}}',
    ],
    ["# Title", "content/en/test.md: line 5: headings must be ## or ### (the page supplies the h1)"],
    ["## A\n\n#### D", "content/en/test.md: line 7: headings must be ## or ### (the page supplies the h1)"],
    ["## A\n\nTitle\n=====", "content/en/test.md: line 7: headings must be ## or ### (an underlined heading is an h1)"],
    // Inside a quote or a list too, at any depth.
    ["## A\n\n> # Set apart", "content/en/test.md: line 7: headings must be ## or ### (the page supplies the h1)"],
    ["- one\n- # Two", "content/en/test.md: line 6: headings must be ## or ### (the page supplies the h1)"],
    ["1. one\n\n   > #### Deep", "content/en/test.md: line 7: headings must be ## or ### (the page supplies the h1)"],
    ["> Title\n> =====", "content/en/test.md: line 5: headings must be ## or ### (an underlined heading is an h1)"],
    [
      "- Title\n\n  Two\n  ===",
      "content/en/test.md: line 7: headings must be ## or ### (an underlined heading is an h1)",
    ],
  ])("refuses %j naming the file and the line", (body, message) => {
    expect(() => renderSource(body, factsWithoutArticles)).toThrow(message);
  });

  it("compares a number of the legal facts with a quoted number", () => {
    const months = exampleFacts.legal.candidates.applicantMonths;
    const template = (value: number) =>
      `{{#if (eq legal.candidates.applicantMonths "${value}")}}same{{else}}different{{/if}}`;
    expect(renderSource(template(months)).html).toContain("same");
    expect(renderSource(template(months + 1)).html).toContain("different");
  });

  it("gives a heading a stable anchor and turns a block quote into a highlighted aside named by its heading", () => {
    const { html } = renderSource("> ## Set apart {#apart}\n>\n> Text.\n\n## Plain");
    expect(html).toBe(
      '<aside class="legal-highlight" aria-labelledby="apart">\n<h2 id="apart">Set apart</h2>\n<p>Text.</p>\n</aside>\n<h2>Plain</h2>\n',
    );
  });

  it.each([
    ["Stored: {{storage}}", 'content/en/test.md: line 5: "storage" is a block: put it alone on its own line'],
    [
      "{{legal.candidates.approachesDirectly}}",
      'content/en/test.md: line 5: "legal.candidates.approachesDirectly" is a yes/no fact: test it with {{#if legal.candidates.approachesDirectly}}',
    ],
  ])("refuses %j with a clear message", (body, message) => {
    // click-to-load always stores the visitor's choice, so {{storage}} has a value.
    const facts = structuredClone({ ...exampleFacts, booking: { consent: "click-to-load" as const } });
    facts.legal.candidates.approachesDirectly = true;
    expect(() => renderSource(body, facts)).toThrow(message);
  });

  it("wants front matter with a title and a description", () => {
    const options = { file: "content/de/privacy.md", locale: "de" as const };
    expect(() => renderLegalPage("## Datenschutz", exampleFacts, options)).toThrow(
      "content/de/privacy.md: line 1: must start with front matter (--- title, description ---)",
    );
    expect(() => renderLegalPage("---\ntitle: Datenschutz\n---\nText", exampleFacts, options)).toThrow(
      "content/de/privacy.md: line 1: front matter: description: ",
    );
  });

  it("refuses a heading that only filling the template makes", () => {
    // Before filling, the line is a paragraph (the check at the template's lines cannot see a heading);
    // filled, it starts with "#". Values cannot: they are escaped for Markdown.
    expect(() => renderSource("{{#if agencyName}}# Title{{/if}}")).toThrow(
      "content/en/test.md: headings must be ## or ### (one written on the line of an {{#if}})",
    );
  });

  it("names the line of a syntax error in the front matter, as a problem of the page", () => {
    const options = { file: "content/de/privacy.md", locale: "de" as const };
    const source = "---\ntitle: Datenschutz\ndescription: Wie: wir: Daten: verarbeiten\n---\nText";
    expect(() => renderLegalPage(source, exampleFacts, options)).toThrow(LegalTemplateError);
    expect(() => renderLegalPage(source, exampleFacts, options)).toThrow(/^content\/de\/privacy\.md: line 3: \S/);
  });
});
