import { describe, expect, it } from "vitest";
import {
  NBSP,
  SOFT_HYPHEN,
  UNBREAKABLE_FROM,
  hyphenateLongWords,
  typesetGerman,
  typesetGermanWords,
  typesetGermanHtml,
} from "../../content-pipeline/typography.ts";
import { isCompoundJoint } from "../../content-pipeline/german-compounds.ts";
import { de, en } from "../support/content.ts";

const visible = (text: string) => text.replaceAll(NBSP, "␣").replaceAll(SOFT_HYPHEN, "|");

describe("typesetGerman", () => {
  it("keeps § and the abbreviations of legal citations on the line of their number", () => {
    expect(visible(typesetGerman("nach § 5 DDG, §§ 18 MStV, Art. 13 Abs. 2 Nr. 1 lit. f DSGVO"))).toBe(
      "nach §␣5 DDG, §§␣18 MStV, Art.␣13 Abs.␣2 Nr.␣1 lit.␣f DSGVO",
    );
  });

  it("keeps a number with its unit", () => {
    expect(visible(typesetGerman("binnen 14 Tagen, ein 30 Minuten langes Gespräch, 7 Tage, 2 Jahre, 5 %"))).toBe(
      "binnen 14␣Tagen, ein 30␣Minuten langes Gespräch, 7␣Tage, 2␣Jahre, 5␣%",
    );
  });

  it("keeps a date and a register number together", () => {
    expect(visible(typesetGerman("vom 10. Juli 2023, seit 1. März, HRB 000000 B und HRA 12345"))).toBe(
      "vom 10.␣Juli␣2023, seit 1.␣März, HRB␣000000␣B und HRA␣12345",
    );
    expect(visible(typesetGerman("Mai 12 Teilnehmer, Art. 6 Abs. 1"))).toBe("Mai 12 Teilnehmer, Art.␣6 Abs.␣1");
  });

  it("leaves a number before an ordinary word alone", () => {
    expect(typesetGerman("Seit 2025 Tagesgeschäft, 3 Tagebücher")).toBe("Seit 2025 Tagesgeschäft, 3 Tagebücher");
  });

  it("writes German quotation marks for straight quotes", () => {
    expect(typesetGerman('Sie sagte "ja", dann ("vielleicht") und "nein".')).toBe(
      "Sie sagte „ja“, dann („vielleicht“) und „nein“.",
    );
    expect(typesetGerman('"Zitat" am Anfang')).toBe("„Zitat“ am Anfang");
  });

  it("turns a spaced hyphen into an en dash, and leaves compounds and ranges alone", () => {
    expect(typesetGerman("Deutschland - und die USA; Technologie- und Industrieunternehmen; E-Mail; 9-17 Uhr")).toBe(
      "Deutschland – und die USA; Technologie- und Industrieunternehmen; E-Mail; 9-17 Uhr",
    );
  });

  it("never changes an email address, a URL or a domain", () => {
    const addresses = [
      "hello@example.com",
      'https://example.com/a - b"c',
      "https://www.example.com/14 Tagen",
      "assets.calendly.com",
      "mailto:first.last@example.de",
    ];
    for (const address of addresses) {
      const typeset = typesetGerman(`Vor ${address} nach`);
      const kept = address.split(/\s/)[0] ?? address;
      expect(typeset).toContain(kept);
    }
    expect(typesetGerman('Schreiben Sie an "hello@example.com" - gern')).toBe(
      "Schreiben Sie an „hello@example.com“ – gern",
    );
  });
});

describe("hyphenateLongWords", () => {
  it("gives soft hyphens only to words at least as long as the limit, where a compound's words meet", () => {
    expect(visible(hyphenateLongWords("Die Datenschutzerklärung der Beratung", 17))).toBe(
      "Die Daten|schutz|erklärung der Beratung",
    );
  });

  it.each([
    ["Führungskräfte", "Führungs|kräfte"],
    ["Personalberatung", "Personal|beratung"],
    ["Vertraulichkeitsvereinbarung", "Vertraulichkeits|vereinbarung"],
    ["Auftragsverarbeitung", "Auftrags|verarbeitung"],
    ["Betroffenenrechte", "Betroffenen|rechte"],
    ["Aufsichtsbehörde", "Aufsichts|behörde"],
  ])("breaks %s only at its joints: %s", (word, expected) => {
    expect(visible(hyphenateLongWords(word, 11))).toBe(expected);
  });

  it("never breaks „Datenschutzerklärung“ inside „erklärung“, the break the German patterns also allow", () => {
    expect(hyphenateLongWords("Datenschutzerklärung", 11)).not.toMatch(
      new RegExp(`er${SOFT_HYPHEN}kl|klä${SOFT_HYPHEN}`),
    );
  });

  it("leaves at least four letters on each side of a break", () => {
    expect(visible(hyphenateLongWords("Maßgeschneiderte", 11))).toBe("Maßge|schnei|derte");
  });

  it("leaves words that fit a line whole (the issue's „BE-SETZUNG“ and „Personalbera-tung“)", () => {
    expect(hyphenateLongWords("DIE RICHTIGE BESETZUNG FÜR SIE", UNBREAKABLE_FROM.heroHeadline)).not.toContain(
      SOFT_HYPHEN,
    );
    expect(hyphenateLongWords("Personalberatung mit Bedacht", UNBREAKABLE_FROM.title)).not.toContain(SOFT_HYPHEN);
  });

  it("never hyphenates an address", () => {
    const text = "verantwortlichkeitsbeauftragte@beispielunternehmen.de und datenschutzbeauftragte.example.com";
    expect(hyphenateLongWords(text, 5)).toBe(text);
  });
});

describe("typesetGermanHtml", () => {
  it("typesets text nodes and never attributes or code", () => {
    const html =
      '<p title="a - b &quot;c&quot;">Nach § 5 DDG: &quot;Zitat&quot; - <a href="https://example.com/?a=1 - 2">Link</a></p>' +
      "<pre><code>&quot;x&quot; - 14 Tagen</code></pre>";
    expect(visible(typesetGermanHtml(html))).toBe(
      '<p title="a - b &quot;c&quot;">Nach §␣5 DDG: „Zitat“ – <a href="https://example.com/?a=1 - 2">Link</a></p>' +
        "<pre><code>&quot;x&quot; - 14 Tagen</code></pre>",
    );
  });

  it("opens and closes quotes across tags", () => {
    expect(typesetGermanHtml("<p>&quot;<strong>fett</strong>&quot;</p>")).toBe("<p>„<strong>fett</strong>“</p>");
  });

  it("marks an address in running text so CSS never hyphenates it, and leaves links' addresses alone", () => {
    expect(typesetGermanHtml("<p>lädt von assets.calendly.com das Skript</p>")).toBe(
      '<p>lädt von <span class="address">assets.calendly.com</span> das Skript</p>',
    );
    const link = '<p><a href="mailto:hello@example.com">hello@example.com</a></p>';
    expect(typesetGermanHtml(link)).toBe(link);
  });

  it("gives soft hyphens to the words of a subheading that cannot fit its line", () => {
    const long = "Datenschutzfolgenabschätzungsverfahren";
    expect(typesetGermanHtml(`<h2>${long}</h2><p>${long}</p>`)).toMatch(
      new RegExp(`^<h2>[^<]*${SOFT_HYPHEN}[^<]*</h2><p>${long}</p>$`),
    );
  });
});

describe("typesetGermanWords", () => {
  it("typesets a rendered legal page's body as HTML, its title as a heading and its description as text", () => {
    const page = {
      title: "Datenschutzerklärung",
      description: 'Wie wir "Daten" schützen - kurz',
      html: '<h2 id="kontakt">Kontakt</h2>\n<p>Schreiben Sie an hello@example.com - "gern"</p>\n',
    };
    const { privacy } = typesetGermanWords({ privacy: page });
    expect(privacy.html).toBe(
      '<h2 id="kontakt">Kontakt</h2>\n<p>Schreiben Sie an <span class="address">hello@example.com</span> – „gern“</p>\n',
    );
    expect(visible(privacy.title)).toBe("Daten|schutz|erklärung");
    expect(privacy.description).toBe("Wie wir „Daten“ schützen – kurz");
  });
});

describe("the German content as built", () => {
  it("holds no straight double quote and no spaced hyphen in any string", () => {
    const strings = JSON.stringify(typesetGermanWords({ ...de }));
    const text = Object.values(de).flatMap(function collect(value: unknown): string[] {
      if (typeof value === "string") return [value];
      if (value && typeof value === "object") return Object.values(value).flatMap(collect);
      return [];
    });
    expect(strings.length).toBeGreaterThan(0);
    for (const value of text) {
      const withoutTags = value.replace(/<[^>]*>/g, "");
      expect(withoutTags, value.slice(0, 60)).not.toMatch(/"| - /);
    }
  });

  it("keeps the number of every legal citation on its line", () => {
    for (const page of [de.legalNotice, de.privacy]) {
      expect(page.html.replace(/<[^>]*>/g, "")).not.toMatch(/(§|Art\.|Abs\.|Nr\.) \d/);
    }
  });

  it("breaks every heading's word only where a compound's words meet, in both languages", () => {
    /** Every heading of one language: the content's titles and headline, the legal pages' h1 to h4. */
    const headings = (words: typeof de) => {
      const fields: string[] = [];
      (function collect(value: unknown, key: string) {
        if (typeof value === "string" && ["headline", "title", "marketsTitle"].includes(key)) fields.push(value);
        else if (value && typeof value === "object")
          for (const [childKey, child] of Object.entries(value)) collect(child, childKey);
      })({ ...words, legalNotice: undefined, privacy: undefined }, "");
      for (const page of [words.legalNotice, words.privacy]) {
        fields.push(page.title);
        for (const [, text] of page.html.matchAll(/<h[1-4][^>]*>(.*?)<\/h[1-4]>/g))
          fields.push(text!.replace(/<[^>]*>/g, ""));
      }
      return fields;
    };
    const english = headings(en);
    expect(english.length).toBeGreaterThan(10);
    expect(english.filter((heading) => heading.includes(SOFT_HYPHEN))).toEqual([]);

    const broken = headings(de).flatMap(
      (heading) =>
        heading.match(new RegExp(`[\\p{L}${SOFT_HYPHEN}]*${SOFT_HYPHEN}[\\p{L}${SOFT_HYPHEN}]*`, "gu")) ?? [],
    );
    // The seed's „Datenschutzerklärung“ is one; content without a long heading word has none to check.
    for (const hyphenated of broken) {
      const word = hyphenated.replaceAll(SOFT_HYPHEN, "");
      const breaks = hyphenated
        .split(SOFT_HYPHEN)
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(0, index + 1).join("").length);
      const hasJoint = [...word].some((_, at) => at >= 4 && at <= word.length - 4 && isCompoundJoint(word, at));
      for (const at of breaks) {
        expect(!hasJoint || isCompoundJoint(word, at), `${word.slice(0, at)}-${word.slice(at)}`).toBe(true);
      }
    }
  });

  it("typesetting twice changes nothing more", () => {
    expect(typesetGermanWords({ ...de })).toEqual(de);
  });
});
