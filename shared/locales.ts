/** The languages the site is written in; the first is the default, served at today's URLs. */
export const LOCALES = ["en", "de"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = LOCALES[0];

/** The value of `<html lang>`: British spelling for the English pages (hreflang stays "en", for the UK and the US alike). */
export const HTML_LANG: Record<Locale, string> = { en: "en-GB", de: "de" };

/** Open Graph's locale for each language. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_GB", de: "de_DE" };

/** Each language's name in that language, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", de: "Deutsch" };

/** Opening and closing quotation marks: “…” in English, „…“ in German. */
export const QUOTE_MARKS: Record<Locale, readonly [open: string, close: string]> = { en: ["“", "”"], de: ["„", "“"] };

/** The language of a page, from its URL alone (never from the browser's settings). */
export function localeOfPath(pathname: string): Locale {
  const firstSegment = pathname.split("/")[1];
  return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && locale === firstSegment) ?? DEFAULT_LOCALE;
}
