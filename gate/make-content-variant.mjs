#!/usr/bin/env node
// Writes a variant of content/ in which every editable string and fact differs from the seed:
// another agency, founder, email, LinkedIn page, scheduling link, year, colours (still WCAG AA),
// market order, one more service and one value fewer, longer German words with ß and umlauts,
// its own articles (a German title with a long compound, an article in German only, one scheduled for
// tomorrow) and roles (every combination, dated around its fixed today, written to SITE_TODAY).
// CI builds the site from it (CONTENT_ROOT=<dir>) and runs the unit and browser suites against
// that build: a test that only the seed content passes pins editable copy, and fails there.
//
// Its headlines are a person's fine edit in the editor that once turned the gate red with nothing
// wrong on the page (decision 082). A smaller variant starts from the seed and changes a few fields:
// - `--kind faults`: content the gate must refuse (a 40-character word in an English heading, a
//   text colour below WCAG AA contrast, a character the web fonts have no glyph for).
//
// - `--kind consent-none`: the content of `--from` (a directory holding content/; default this
//   checkout) as an agency outside the EU/EEA and the UK would have it: markets outside them only
//   (US), booking.consent "none", no UK representative. The build refuses "none" for EU/EEA/UK
//   markets (content-pipeline/schemas.ts), so the gate builds and tests that mode from this copy,
//   and its privacy policy is the one such an agency would publish.
//
// Usage: node gate/make-content-variant.mjs [dir] [--kind full|faults|consent-none] [--from root]
//        (default .e2e/variant, full; writes <dir>/content)
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { isScalar, isSeq, parseDocument, visit } from "yaml";
import { isUnderGdprOrUkGdpr } from "../content-pipeline/legal-schema.ts";
import { contentFilesNotInEditorForm } from "../content-pipeline/editor-format.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values: flags, positionals } = parseArgs({
  options: { kind: { type: "string", default: "full" }, from: { type: "string" } },
  allowPositionals: true,
});
const target = path.resolve(ROOT, positionals[0] ?? ".e2e/variant");
const contentDir = path.join(target, "content");

/**
 * Facts of content/site.yml, by key path. Every fact the seed has needs a different value here.
 * @type {Record<string, unknown>}
 */
const SITE_FACTS = {
  agencyName: "Weißenbäcker & Öztürk Führungskräfteberatung",
  agencyShortName: "Weißenbäcker & Öztürk",
  founderName: "Jörg-Matthias Weißenbäcker",
  email: "anfragen@fuehrung-variante.example.org",
  linkedInUrl: "https://www.linkedin.com/company/weissenbaecker-variante",
  schedulingUrl: "https://calendly.com/weissenbaecker-variante/erstgespraech-30",
  siteUrl: "https://www.variante.example.org",
  markets: ["US", "DE", "GB"],
  copyrightYear: 2031,
  // A green-and-plum palette; gate/make-content-variant.mjs checks AA contrast below.
  "colors.background": "#F3F6F1",
  "colors.surface": "#FFFEFA",
  "colors.text": "#10241B",
  "colors.muted": "#4B5A52",
  "colors.accent": "#6B2F5E",
  "colors.onAccent": "#FFFDF7",
  "colors.ink": "#1D3B2E",
  "colors.onInk": "#EEF3EC",
  "colors.line": "#CFD9D1",
  "legal.entityName": "Weißenbäcker & Öztürk Führungskräfteberatung",
  "legal.representatives": [
    { name: "Jörg-Matthias Weißenbäcker", role: { en: "Chief Executive", de: "Geschäftsführer" } },
    { name: "Jördis Öztürk", role: { en: "Director", de: "Prokuristin" } },
  ],
  "legal.economicId": "DE987654321-00002",
  "legal.emailProvider.name": "Posteingangsdienstleistungsgesellschaft mbH",
  "legal.emailProvider.address": "Schloßstraße 3, 12163 Berlin",
  "legal.calendlyConnections": [
    { name: "Microsoft Outlook", company: "Microsoft Ireland Operations Ltd.", country: "IE", kind: "calendar" },
    {
      name: "Microsoft Teams",
      company: "Microsoft Corporation",
      country: "US",
      kind: "video",
      transferBasis: "standard-contractual-clauses",
    },
  ],
  // Stays true, as in the seed: LinkedIn Recruiter (OPTIONAL_SITE_FACTS) is allowed only with it.
  "legal.candidates.approachesDirectly": true,
  "legal.candidates.talentPoolMonths": 18,
  "legal.candidates.applicantMonths": 4,
  "legal.candidates.approachedMonths": 3,
  "legal.candidates.doNotContactYears": 5,
  "legal.address.street": "Großbeerenstraße 128",
  "legal.address.postalCode": "10963",
  "legal.address.city": "Berlin-Kreuzberg",
  "legal.phone": "+49 30 98765432",
  "legal.contentResponsible.name": "Jördis Öztürk",
  "legal.contentResponsible.address.street": "Oranienstraße 185",
  "legal.contentResponsible.address.postalCode": "10999",
  "legal.contentResponsible.address.city": "Berlin-Kreuzberg",
  "legal.register.court": "Amtsgericht Charlottenburg",
  "legal.register.number": "HRB 234567 B",
  "legal.vatId": "DE987654321",
  "legal.hosting.name": "Beispiel Rechenzentrumsbetriebsgesellschaft mbH",
  "legal.hosting.address": "Äußere Großstraße 7, 10179 Berlin",
  "legal.serverLogRetentionDays": 9,
  "legal.ukRepresentative.name": "Beispielvertretung Großbritannien Sample Ltd",
  "legal.ukRepresentative.address": "22 Sample Road, Manchester M1 1AA, United Kingdom",
  // The seed's "false" hides the LinkedIn Recruiter section; the variant renders it.
  "legal.linkedInRecruiter": true,
  // The seed's nginx logs IP address, referrer and browser; the Node server none of them.
  "legal.webServer": "node",
  "legal.privacyEffectiveDate": "2031-03-15",
  "editor.repo": "variante/weissenbaecker-website",
  "editor.branch": "veroeffentlichung",
};

/**
 * Optional facts the seed leaves out for the agency to fill in, set here so that the variant
 * renders the sections they add to the privacy policy; one provider is outside the EU/EEA.
 * @type {Record<string, unknown>}
 */
const OPTIONAL_SITE_FACTS = {
  "legal.applicantTracking": {
    name: "Bewerberverwaltung Nordlicht Ltd",
    address: "14 Thistle Street, Edinburgh EH2 1DF",
    country: "GB",
    transferBasis: "adequacy-decision",
  },
  "legal.cloudStorage": {
    name: "Aktenwolke Süderelbe GmbH",
    address: "Speicherstraße 9, 21079 Hamburg",
    country: "DE",
  },
};

/**
 * Words of both languages with an explicit variant (long compounds, ß, umlauts), by locale, file
 * and key path.
 * @type {Record<string, Record<string, Record<string, string>>>}
 */
const WORDS = {
  de: {
    "home.yml": {
      // Both headlines are the fine edit that once turned the gate red with nothing wrong on the
      // page (decision 082): the variant's desktop tests, navigation included, run on them.
      "hero.headline": "Führungskräfte mit Weitblick und Maß gefunden",
      "intro.title": "Personalberatung mit Weitblick und Gespür",
      "about.title": "Der Gründer und Geschäftsführer",
      "services.title": "Direktansprache, persönlich begleitet",
      "values.title": "Woran wir uns messen lassen",
      "contact.title": "Sprechen wir über Ihre Nachfolgeplanung",
    },
    "common.yml": {
      // The founder's role names the office of the legal notice (legal.representatives), as the build requires.
      founderRole: "Gründer und Geschäftsführer",
      "marketNames.DE": "Bundesrepublik Deutschland",
      "marketNames.GB": "Großbritannien und Nordirland",
      "marketNames.US": "Vereinigte Staaten von Amerika",
      "notFound.code": "Fehler 404",
      "notFound.title": "Diese Seite gibt es nicht (mehr)",
      "error.title": "Beim Laden ist ein Fehler aufgetreten",
    },
    "booking.yml": { title: "Erstgespräch vereinbaren" },
  },
  en: {
    "home.yml": {
      "hero.headline": "Leaders matched with care",
      "intro.title": "Search with Purpose and Patience",
      "about.title": "The Founder's Story",
      "services.title": "How Every Mandate Runs",
      "values.title": "What We Stand For",
      "contact.title": "Shall We Talk?",
    },
    "common.yml": {
      founderRole: "Founder and Chief Executive",
      "marketNames.DE": "Federal Republic of Germany",
      "marketNames.GB": "Great Britain and Northern Ireland",
      "marketNames.US": "United States of America",
      "notFound.code": "Error 404",
      "notFound.title": "This page does not exist (any more)",
      "error.title": "Something went wrong while loading",
    },
    "booking.yml": { title: "Arrange a First Conversation" },
  },
};

/**
 * Any other string: recognisably changed, placeholders ({founder}, …) kept, a little longer.
 * @type {{ en: (text: string) => string, de: (text: string) => string }}
 */
const GENERIC = {
  en: (text) => `Newly ${text.charAt(0).toLowerCase()}${text.slice(1)}`,
  de: (text) => `Außerdem: ${text}`,
};

/** Key paths that are not copy: values the code relies on (section ids of the nav). */
const NOT_COPY = [/^nav\.items\.\d+\.section$/];

// ---------------------------------------------------------------------------------------------

/**
 * @param {string} dir
 * @returns {string[]}
 */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/**
 * Key path of a visited node, such as `about.paragraphs.0`.
 * @param {readonly unknown[]} ancestors
 */
function keyPathOf(ancestors) {
  /** @type {string[]} */
  const keys = [];
  for (let i = 0; i < ancestors.length; i++) {
    const node = ancestors[i];
    const next = ancestors[i + 1];
    if (isSeq(node) && next !== undefined) keys.push(String(node.items.indexOf(next)));
    if (node && typeof node === "object" && "key" in node && isScalar(node.key)) keys.push(String(node.key.value));
  }
  return keys.join(".");
}

/**
 * Rewrites every string scalar of a YAML document: explicit variant first, else the generic one.
 * @param {import("yaml").Document} document
 * @param {Record<string, string>} explicit
 * @param {(text: string) => string} generic
 */
function rewriteStrings(document, explicit, generic) {
  visit(document, {
    Scalar(_key, node, ancestors) {
      if (typeof node.value !== "string" || !ancestors.length) return;
      const parent = ancestors.at(-1);
      // Only values, not keys.
      if (parent && typeof parent === "object" && "key" in parent && parent.key === node) return;
      const keyPath = keyPathOf([...ancestors, node]);
      if (NOT_COPY.some((pattern) => pattern.test(keyPath))) return;
      node.value = explicit[keyPath] ?? generic(node.value);
      node.type = "QUOTE_DOUBLE";
    },
  });
}

/**
 * One more service and one value fewer: how many there are is content too.
 * @param {import("yaml").Document} document
 * @param {string} locale
 */
function changeCounts(document, locale) {
  const services = document.getIn(["services", "items"]);
  if (isSeq(services) && services.items.length > 0) {
    services.items.push(
      document.createNode({
        title: locale === "de" ? "Begleitung über die Probezeit hinaus" : "Support Beyond the First Year",
        description:
          locale === "de"
            ? "Auch nach der Vertragsunterzeichnung bleiben wir ansprechbar, bis die neue Führungskraft angekommen ist."
            : "We stay in touch after the start date, until the new leader has truly arrived and settled in.",
      }),
    );
  }
  const values = document.getIn(["values", "items"]);
  if (isSeq(values) && values.items.length > 1) values.items.pop();
}

/** @param {string} file */
function writeSiteFacts(file) {
  const document = parseDocument(readFileSync(file, "utf8"));
  for (const [keyPath, value] of Object.entries(SITE_FACTS)) {
    const keys = keyPath.split(".");
    if (!document.hasIn(keys)) throw new Error(`make-content-variant: content/site.yml has no ${keyPath}`);
    document.setIn(keys, value);
  }
  for (const [keyPath, value] of Object.entries(OPTIONAL_SITE_FACTS)) {
    const keys = keyPath.split(".");
    if (document.hasIn(keys))
      throw new Error(`make-content-variant: content/site.yml now has ${keyPath}: move it to SITE_FACTS`);
    document.setIn(keys, value);
  }
  // Every fact must differ from the seed: a new field needs a variant value in SITE_FACTS. Legal
  // facts that a lawyer's template depends on (legal form, countries, authority) may stay.
  const seed = /** @type {unknown} */ (parseDocument(readFileSync(path.join(ROOT, "content/site.yml"), "utf8")).toJS());
  const variant = /** @type {unknown} */ (document.toJS());
  /** @type {string[]} */
  const same = [];
  /** @type {string[]} */
  const sameLegal = [];
  /**
   * @param {unknown} a
   * @param {unknown} b
   * @param {string} at
   */
  const compare = (a, b, at) => {
    if (a && typeof a === "object") {
      for (const [key, value] of Object.entries(a)) {
        const other = b && typeof b === "object" ? /** @type {Record<string, unknown>} */ (b)[key] : undefined;
        compare(value, other, at ? `${at}.${key}` : key);
      }
    } else if (a === b && at !== "booking.consent") (at.startsWith("legal.") ? sameLegal : same).push(at);
  };
  compare(seed, variant, "");
  if (same.length > 0)
    throw new Error(`make-content-variant: give these site facts a variant value: ${same.join(", ")}`);
  if (sameLegal.length > 0)
    console.log(`make-content-variant: legal facts kept as in the seed: ${sameLegal.join(", ")}`);
  writeFileSync(file, document.toString());
}

/**
 * @param {string} file
 * @param {string} locale
 */
function writeWords(file, locale) {
  const name = path.basename(file);
  const document = parseDocument(readFileSync(file, "utf8"));
  rewriteStrings(document, WORDS[locale]?.[name] ?? {}, locale === "de" ? GENERIC.de : GENERIC.en);
  if (name === "home.yml") changeCounts(document, locale);
  writeFileSync(file, document.toString());
}

/**
 * Markdown pages: the front matter's strings change; the body is a template of legal facts.
 * @param {string} file
 * @param {string} locale
 */
function writeMarkdown(file, locale) {
  const text = readFileSync(file, "utf8");
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`make-content-variant: ${file} has no front matter`);
  const [, frontMatterText = "", body = ""] = match;
  const frontMatter = parseDocument(frontMatterText);
  rewriteStrings(frontMatter, {}, locale === "de" ? GENERIC.de : GENERIC.en);
  writeFileSync(file, `---\n${frontMatter.toString()}---\n${body}`);
}

/**
 * The variant's own articles (content/insights/<language>/<slug>.md) in place of the seed's: a
 * translated pair whose German title holds a compound too long for a phone's line, and a German
 * article without a translation (the seed's untranslated one is English), by a guest author,
 * updated after publication.
 * @type {Record<string, string>}
 */
const VARIANT_ARTICLES = {
  "en/succession-in-family-firms.md": `---
title: Succession in Family-Owned Companies Without the Drama
description: When the founding family hands the company to an outside chief executive, the search starts long before the first candidate call. Five lessons from recent mandates.
published: 2031-02-03
updated: 2031-02-17
tags:
  - Succession
  - Family firms
cover: /media/succession-cover.jpg
coverAlt: A green and plum gradient, standing in for a photograph of a family company's boardroom.
translationKey: succession
---

Handing a family company to an outside leader is rarely a hiring problem first. It is a question of **trust**, and the search has to earn it.

## Start with the family, not the market

- Agree who decides, and who is only consulted.
- Write down what must never change, and what may.

## Then look outside

A shortlist means little until the family has met the people on it, more than once and informally.

![A chart of the weeks from first call to signed contract, rising from 6 to 14](/media/succession-timeline.png)

The chart above is from our last five successions.
`,
  "de/nachfolge-in-familienunternehmen.md": `---
title: Unternehmensnachfolgeregelungsvereinbarungen in Familienunternehmen
description: Wenn die Gründerfamilie das Unternehmen an eine externe Geschäftsführung übergibt, beginnt die Suche lange vor dem ersten Kandidatengespräch. Fünf Lehren aus Mandaten.
published: 2031-02-03
updated: 2031-02-17
tags:
  - Nachfolge
  - Familienunternehmen
translationKey: succession
---

Die Übergabe eines Familienunternehmens an eine externe Führungskraft ist selten zuerst eine Besetzungsfrage. Es geht um **Vertrauen**, und die Suche muss es sich verdienen.

## Mit der Familie beginnen, nicht mit dem Markt

- Klären, wer entscheidet und wer nur gehört wird.
- Festhalten, was sich nie ändern darf und was sich ändern darf.

## Dann nach außen schauen

Eine Shortlist bedeutet wenig, bevor die Familie die Menschen darauf kennengelernt hat, mehrmals und in ungezwungenem Rahmen.
`,
  "de/beiratsbesetzung-im-mittelstand.md": `---
title: Beiratsbesetzung im Mittelstand
description: Ein Beirat berät, kontrolliert und öffnet Türen. Worauf mittelständische Unternehmen bei der Auswahl seiner Mitglieder achten sollten.
published: 2031-01-12
author: Jördis Öztürk
tags:
  - Beirat
---

Ein Beirat ist nur so gut wie die Fragen, die seine Mitglieder stellen. Die Auswahl beginnt deshalb mit den Fragen, die dem Unternehmen heute fehlen.

## Was ein gutes Beiratsmitglied mitbringt

Erfahrung aus einer anderen Branche, Zeit für die Vorbereitung und die Bereitschaft, auch unbequeme Dinge anzusprechen.
`,
};

/**
 * The variant's fixed today (written beside its content/ as SITE_TODAY, content-pipeline/today.ts):
 * its articles and roles are dated around it, so "closing today" and "closed yesterday" hold
 * whenever the gate runs.
 */
const VARIANT_TODAY = "2031-03-04";
/** @param {number} days */
const dayFromToday = (days) =>
  new Date(Date.parse(`${VARIANT_TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The variant's own roles (content/roles/<language>/<slug>.md) in place of the seed's, every
 * combination a test must meet: a confidential client in two languages closing today with the
 * salary hidden; a remote-only role in English only with a salary and LinkedIn; a German-only
 * role in Switzerland applied for in a conversation; a pair closed yesterday (410); a role
 * scheduled for tomorrow (not published yet).
 * @type {Record<string, string>}
 */
const VARIANT_ROLES = {
  "en/managing-director-packaging.md": `---
title: Managing Director, Packaging Division
summary: A listed European manufacturer looks for the managing director of its packaging division, with plants in Austria and Bavaria and a new line of recyclable films.
client:
  confidential: true
  description: A listed European manufacturer of films and packaging
locations:
  - city: Passau
    country: DE
  - city: Linz
    country: AT
employmentType: FULL_TIME
datePosted: ${dayFromToday(-20)}
validThrough: ${VARIANT_TODAY}
apply:
  method: email
translationKey: packaging-md
---

## The division

Four plants, nine hundred people, and a new line of **recyclable films** that customers are waiting for.

## Who we are looking for

- A general manager with profit-and-loss responsibility in manufacturing.
- Fluent German and English.
`,
  "de/geschaeftsfuehrung-verpackungssparte.md": `---
title: Geschäftsführung der Verpackungssparte
summary: Ein börsennotierter Hersteller sucht die Geschäftsführung seiner Verpackungssparte mit Werken in Österreich und Bayern und recyclingfähigen Folien.
client:
  confidential: true
  description: Ein börsennotierter europäischer Hersteller von Folien und Verpackungen
locations:
  - city: Passau
    country: DE
  - city: Linz
    country: AT
employmentType: FULL_TIME
datePosted: ${dayFromToday(-20)}
validThrough: ${VARIANT_TODAY}
apply:
  method: email
translationKey: packaging-md
---

## Die Sparte

Vier Werke, neunhundert Beschäftigte und eine neue Linie **recyclingfähiger Folien**, auf die Kunden warten.

## Wen wir suchen

- Eine Geschäftsführungspersönlichkeit mit Ergebnisverantwortung in der Fertigung.
- Verhandlungssicheres Deutsch und Englisch.
`,
  "en/chief-data-officer-remote.md": `---
title: Chief Data Officer (Remote)
summary: An insurer's digital unit hires its first chief data officer, remote from the United States or the United Kingdom, reporting to the group's chief executive.
client:
  name: Meridian Mutual Insurance Group (variant)
  description: A mutual insurer, 4,000 people
remoteCountries:
  - US
  - GB
employmentType: CONTRACTOR
salary:
  currency: USD
  min: 1800
  max: 2200
  unit: DAY
datePosted: ${dayFromToday(-3)}
validThrough: ${dayFromToday(40)}
apply:
  method: linkedin
  linkedInUrl: https://www.linkedin.com/jobs/view/variant-chief-data-officer
---

## The mandate

Twelve months to build the data function, with the option to stay.
`,
  "de/bereichsleitung-finanzen-zuerich.md": `---
title: Bereichsleitung Finanzen und Controlling
summary: Eine Schweizer Stiftung mit Sitz in Zürich sucht eine Bereichsleitung für Finanzen und Controlling in Teilzeit, mit Verantwortung für ein Team von zwölf Personen.
client:
  name: Stiftung Seeblick Zürich (Variante)
locations:
  - city: Zürich
    country: CH
employmentType: PART_TIME
salary:
  currency: CHF
  min: 160000
  max: 160000
  unit: YEAR
datePosted: ${dayFromToday(-1)}
validThrough: ${dayFromToday(60)}
apply:
  method: booking
---

## Die Aufgabe

Verantwortung für Finanzen, Controlling und die Zusammenarbeit mit dem Stiftungsrat.
`,
  "en/head-of-sales-closed.md": `---
title: Head of Sales, Medical Devices
summary: A medical device maker looked for its head of sales for the German-speaking markets; applications closed yesterday and the address now says so.
client:
  name: Nordlicht Medical GmbH (variant)
locations:
  - city: Hamburg
    country: DE
employmentType: FULL_TIME
datePosted: ${dayFromToday(-45)}
validThrough: ${dayFromToday(-1)}
apply:
  method: email
translationKey: head-of-sales
---

## Closed

This role closed yesterday.
`,
  "de/vertriebsleitung-geschlossen.md": `---
title: Vertriebsleitung Medizintechnik
summary: Ein Medizintechnikhersteller suchte seine Vertriebsleitung für die deutschsprachigen Märkte; die Bewerbungsfrist endete gestern, die Adresse sagt es nun.
client:
  name: Nordlicht Medical GmbH (Variante)
locations:
  - city: Hamburg
    country: DE
employmentType: FULL_TIME
datePosted: ${dayFromToday(-45)}
validThrough: ${dayFromToday(-1)}
apply:
  method: email
translationKey: head-of-sales
---

## Geschlossen

Diese Position endete gestern.
`,
  "en/chief-executive-scheduled.md": `---
title: Chief Executive Officer, Logistics
summary: A logistics group's next chief executive; this role is scheduled for tomorrow and appears on no page yet, in no list, feed or sitemap.
client:
  name: Hafenkante Logistik AG (variant)
locations:
  - city: Bremen
    country: DE
employmentType: FULL_TIME
datePosted: ${dayFromToday(1)}
validThrough: ${dayFromToday(30)}
apply:
  method: booking
---

## Scheduled

Not published before tomorrow.
`,
};

/**
 * WCAG 2.x relative luminance.
 * @param {string} hex
 */
function luminance(hex) {
  /** @param {number} i */
  const channel = (i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
/**
 * @param {string} a
 * @param {string} b
 */
function contrast(a, b) {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
/** @param {string} name */
const colour = (name) => /** @type {string} */ (SITE_FACTS[`colors.${name}`]);
for (const [fg, bg] of /** @type {[string, string][]} */ ([
  ["text", "background"],
  ["text", "surface"],
  ["muted", "background"],
  ["muted", "surface"],
  ["accent", "background"],
  ["accent", "surface"],
  ["onAccent", "accent"],
  ["onInk", "ink"],
])) {
  const ratio = contrast(colour(fg), colour(bg));
  if (ratio < 4.5) throw new Error(`make-content-variant: ${fg} on ${bg} has contrast ${ratio.toFixed(2)} (< 4.5)`);
}

/**
 * The seed with a few fields set, by file (under content/) and key path.
 * @type {Record<string, Record<string, Record<string, unknown>>>}
 */
const SMALL_VARIANTS = {
  faults: {
    // Muted text in a grey too light for its background (#9A9A9A on the seed's light canvas: below 4.5:1).
    "site.yml": { "colors.muted": "#9A9A9A" },
    "en/home.yml": {
      // 40 letters with no break: no phone's line is that wide at a heading's size.
      "services.title": "Executivesearchconsultancypartnershipsxx",
      // Ł is in no face's Latin subset: a system font would draw it.
      "about.title": "Meet Łukasz",
    },
  },
};

rmSync(target, { recursive: true, force: true });
if (flags.kind === "consent-none") {
  const from = path.resolve(ROOT, flags.from ?? ".");
  cpSync(path.join(from, "content"), contentDir, { recursive: true });
  // The content's fixed today travels with it (content-pipeline/today.ts).
  if (existsSync(path.join(from, "SITE_TODAY"))) cpSync(path.join(from, "SITE_TODAY"), path.join(target, "SITE_TODAY"));
  const file = path.join(contentDir, "site.yml");
  const document = parseDocument(readFileSync(file, "utf8"));
  const facts = /** @type {unknown} */ (document.toJS());
  const markets = /** @type {{ markets?: string[] }} */ (facts).markets ?? [];
  // Countries under the GDPR or the UK GDPR are where the build refuses "none".
  const outside = markets.filter((code) => !isUnderGdprOrUkGdpr(code));
  document.setIn(["markets"], outside.length > 0 ? outside : ["US"]);
  document.setIn(["booking", "consent"], "none");
  document.deleteIn(["legal", "ukRepresentative"]);
  writeFileSync(file, document.toString({ lineWidth: 0 }));
  console.log(`make-content-variant: wrote ${path.relative(ROOT, contentDir) || contentDir} (consent-none)`);
  process.exit(0);
}
cpSync(path.join(ROOT, "content"), contentDir, { recursive: true });
const small = SMALL_VARIANTS[flags.kind ?? "full"];
if (small) {
  for (const [relative, fields] of Object.entries(small)) {
    const file = path.join(contentDir, relative);
    const document = parseDocument(readFileSync(file, "utf8"));
    for (const [keyPath, value] of Object.entries(fields)) {
      const keys = keyPath.split(".");
      if (!document.hasIn(keys)) throw new Error(`make-content-variant: content/${relative} has no ${keyPath}`);
      document.setIn(keys, value);
    }
    // Long lines stay whole, as the editor writes them.
    writeFileSync(file, document.toString({ lineWidth: 0 }));
  }
  console.log(`make-content-variant: wrote ${path.relative(ROOT, contentDir) || contentDir} (${flags.kind})`);
  process.exit(0);
}
if (flags.kind !== "full") throw new Error(`make-content-variant: unknown --kind ${flags.kind} (full, faults)`);
rmSync(path.join(contentDir, "insights"), { recursive: true, force: true });
rmSync(path.join(contentDir, "roles"), { recursive: true, force: true });
for (const file of files(contentDir)) {
  const relative = path.relative(contentDir, file);
  const [first = ""] = relative.split(path.sep);
  if (relative === "site.yml") writeSiteFacts(file);
  else if (file.endsWith(".yml")) writeWords(file, first);
  else if (file.endsWith(".md")) writeMarkdown(file, first);
}
for (const [relative, text] of Object.entries(VARIANT_ARTICLES)) {
  const file = path.join(contentDir, "insights", relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}
for (const [relative, text] of Object.entries(VARIANT_ROLES)) {
  const file = path.join(contentDir, "roles", relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}
// An article scheduled for tomorrow: checked, not published.
writeFileSync(
  path.join(contentDir, "insights", "en", "scheduled-for-tomorrow.md"),
  `---\ntitle: An Article Scheduled for Tomorrow\ndescription: Written today and published tomorrow morning by the daily run; until then on no page, in no list, feed or sitemap.\npublished: ${dayFromToday(1)}\n---\n\nNot published before tomorrow.\n`,
);
// In the editor's form, as every file a save or the content gate lets through is: a save of one
// language then changes that language's file only, as it does on the real site.
contentFilesNotInEditorForm(target, { check: false });
// The variant's fixed today, beside its content/ (content-pipeline/today.ts).
writeFileSync(path.join(target, "SITE_TODAY"), `${VARIANT_TODAY}\n`);
// The English article's cover, as the editor would upload it: a 2000 px JPEG under content/media/.
mkdirSync(path.join(contentDir, "media"), { recursive: true });
const coverSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1125"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${colour("ink")}"/><stop offset="1" stop-color="${colour("accent")}"/></linearGradient></defs><rect width="2000" height="1125" fill="url(#g)"/><circle cx="1450" cy="380" r="260" fill="${colour("onInk")}" fill-opacity="0.18"/></svg>`;
await sharp(Buffer.from(coverSvg))
  .jpeg({ quality: 85 })
  .toFile(path.join(contentDir, "media", "succession-cover.jpg"));
// An image in the same article's text: a 1000 px PNG with transparency (the fallback stays PNG).
const chartSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="500">${[6, 8, 9, 11, 14]
  .map(
    (weeks, i) =>
      `<rect x="${60 + i * 180}" y="${460 - weeks * 30}" width="120" height="${weeks * 30}" fill="${colour("accent")}"/>`,
  )
  .join("")}</svg>`;
await sharp(Buffer.from(chartSvg))
  .png()
  .toFile(path.join(contentDir, "media", "succession-timeline.png"));
console.log(`make-content-variant: wrote ${path.relative(ROOT, contentDir) || contentDir}`);
