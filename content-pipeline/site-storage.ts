/**
 * Everything this website itself stores in a visitor's browser, declared once. The privacy policy
 * renders it ({{storage}}, content-pipeline/render-legal.ts) and a browser test
 * (tests/e2e/site-storage.spec.ts) fails when the site stores anything not declared here.
 * Keys come from the code that writes them, so the two cannot drift apart.
 *
 * Calendly's own cookies live on calendly.com, inside its frame, and are described in the policy's
 * Calendly section, not here.
 */
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
  /** The consent modes (booking.consent) in which the site writes it. */
  modes: readonly ConsentMode[];
};

// Pages navigate as documents (no client-side router, docs/decisions/130), so nothing is kept
// between pages: the only entry is the visitor's choice in click-to-load mode.
export const SITE_STORAGE: readonly StorageEntry[] = [
  {
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
    modes: ["click-to-load"],
  },
];

/** What the site stores in the given consent mode. */
export function siteStorageIn(mode: ConsentMode): StorageEntry[] {
  return SITE_STORAGE.filter((entry) => entry.modes.includes(mode));
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
