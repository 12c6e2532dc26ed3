/** The languages the site is written in; the first is the default, served at today's URLs. */
export const LOCALES = ["en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = LOCALES[0];

/** The value of `<html lang>` for each language. */
export const HTML_LANG: Record<Locale, string> = { en: "en-GB" };

/** The language of a page, from its URL alone (never from the browser's settings). */
export function localeOfPath(pathname: string): Locale {
  const firstSegment = pathname.split("/")[1];
  return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && locale === firstSegment) ?? DEFAULT_LOCALE;
}
