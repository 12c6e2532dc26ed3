/**
 * Everything this website itself stores in a visitor's browser, declared once. The privacy policy
 * renders it ({{storage}}, content-pipeline/render-legal.ts) and a browser test
 * (tests/e2e/site-storage.spec.ts) fails when the site stores anything not declared here.
 * Keys come from the code that writes them, so the two cannot drift apart.
 *
 * Calendly's own cookies live on calendly.com, inside its frame, and are described in the policy's
 * Calendly section, not here.
 *
 * The editing area at /admin/ (Sveltia CMS, for the agency's staff) stores more: its entries are
 * declared apart (editorStorage), for the policy's section on the editing area. Sveltia's keys are
 * its own (read from @sveltia/cms 0.221.1 and in the browser: tests/e2e/site-storage.spec.ts);
 * the sign-in cookie's name and lifetime come from the sign-in code.
 */
import { STATE_COOKIE, STATE_LIFETIME_SECONDS } from "../server/sign-in-state.ts";
import { CONSENT_STORAGE_KEY } from "../shared/booking-provider.ts";
import type { Locale } from "../shared/locales.ts";
import type { SiteFacts } from "./schemas.ts";

export type ConsentMode = SiteFacts["booking"]["consent"];
export type StorageKind = "cookie" | "localStorage" | "sessionStorage" | "indexedDB" | "cacheStorage";

export type StorageEntry = {
  kind: StorageKind;
  /** The cookie, key, database or cache name, exactly as the browser shows it. */
  key: string;
  purpose: Record<Locale, string>;
  lifetime: Record<Locale, string>;
};

/**
 * What the site stores in the given consent mode. Pages navigate as documents (no client-side
 * router, docs/decisions/130), so nothing is kept between pages: the only entry is the visitor's
 * choice in click-to-load mode.
 */
export function siteStorageIn(mode: ConsentMode): StorageEntry[] {
  if (mode !== "click-to-load") return [];
  const entry: StorageEntry = {
    kind: "sessionStorage",
    key: CONSENT_STORAGE_KEY,
    purpose: {
      en: "Remembers that you chose to load the Calendly calendar, so that the booking page does not ask again in this tab.",
      de: "Merkt sich, dass Sie den Kalender von Calendly laden möchten, damit die Terminseite in diesem Tab nicht erneut fragt.",
    },
    lifetime: {
      en: "Until you hide the calendar or close the tab.",
      de: "Bis Sie den Kalender ausblenden oder den Tab schließen.",
    },
  };
  return [entry];
}

/**
 * What the editing area at /admin/ stores, for the repository it edits (content/site.yml
 * editor.repo): the same in both consent modes, and only in the browsers of staff who open it.
 */
export function editorStorage(repo: string): StorageEntry[] {
  const minutes = STATE_LIFETIME_SECONDS / 60;
  const untilDeleted = {
    en: "Until you delete this site's data in your browser.",
    de: "Bis Sie die Daten dieser Website in Ihrem Browser löschen.",
  };
  return [
    {
      kind: "cookie",
      key: STATE_COOKIE,
      purpose: {
        en: "Set when you start signing in to the editor with GitHub: random values with the time the sign-in started and this site's signature over them, which tie GitHub's answer to the sign-in started in your browser, so that no one else's sign-in can be slipped in. It contains nothing about you. Sent only to this site, over HTTPS, and not readable by scripts.",
        de: "Wird gesetzt, wenn Sie die Anmeldung im Editor mit GitHub beginnen: Zufallswerte mit dem Zeitpunkt, zu dem die Anmeldung begann, und der Signatur dieser Website darüber; sie ordnen die Antwort von GitHub der in Ihrem Browser begonnenen Anmeldung zu, damit keine fremde Anmeldung untergeschoben werden kann. Er enthält keine Angaben zu Ihrer Person und wird nur an diese Website über HTTPS gesendet und ist für Skripte nicht lesbar.",
      },
      lifetime: {
        en: `At most ${minutes} minutes; deleted as soon as the sign-in is completed.`,
        de: `Höchstens ${minutes} Minuten; er wird gelöscht, sobald die Anmeldung abgeschlossen ist.`,
      },
    },
    {
      kind: "localStorage",
      key: "sveltia-cms.prefs",
      purpose: {
        en: "The editor's settings, such as its language and how it closes an entry after saving. Written when the editor opens, even before signing in.",
        de: "Die Einstellungen des Editors, etwa seine Sprache und ob er einen Eintrag nach dem Speichern schließt. Wird beim Öffnen des Editors geschrieben, auch vor der Anmeldung.",
      },
      lifetime: untilDeleted,
    },
    {
      kind: "localStorage",
      key: "sveltia-cms.user",
      purpose: {
        en: "Keeps you signed in: your GitHub user name, name, profile address and the access token GitHub issued for the editor.",
        de: "Hält Sie angemeldet: Ihr GitHub-Benutzername, Ihr Name, die Adresse Ihres Profils und das Zugriffstoken, das GitHub für den Editor ausgestellt hat.",
      },
      lifetime: {
        en: "Until you sign out of the editor.",
        de: "Bis Sie sich im Editor abmelden.",
      },
    },
    {
      kind: "indexedDB",
      key: `github:${repo}`,
      purpose: {
        en: "A copy of the website's content files as read from GitHub, so that the editor opens quickly, a backup of changes not yet saved, so that none is lost, and the editor's view settings.",
        de: "Eine Kopie der Inhaltsdateien der Website, wie sie von GitHub gelesen wurden, damit der Editor schnell öffnet, eine Sicherung noch nicht gespeicherter Änderungen, damit keine verloren geht, und die Ansichtseinstellungen des Editors.",
      },
      lifetime: untilDeleted,
    },
  ];
}

/** How the privacy policy names each kind of storage and labels an entry's purpose and lifetime. */
export const STORAGE_WORDS: Record<Locale, { kinds: Record<StorageKind, string>; purpose: string; lifetime: string }> =
  {
    en: {
      kinds: {
        cookie: "cookie",
        localStorage: "local storage (localStorage)",
        sessionStorage: "session storage (sessionStorage)",
        indexedDB: "database (IndexedDB)",
        cacheStorage: "cache (Cache Storage)",
      },
      purpose: "Purpose",
      lifetime: "How long",
    },
    de: {
      kinds: {
        cookie: "Cookie",
        localStorage: "lokaler Speicher (localStorage)",
        sessionStorage: "Sitzungsspeicher (sessionStorage)",
        indexedDB: "Datenbank (IndexedDB)",
        cacheStorage: "Zwischenspeicher (Cache Storage)",
      },
      purpose: "Zweck",
      lifetime: "Speicherdauer",
    },
  };
