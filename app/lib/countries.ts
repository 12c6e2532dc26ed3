import { HTML_LANG, type Locale } from "../../shared/locales.ts";

/** A country's name in the page's language, from its ISO code (DE -> "Germany", "Deutschland"); build time only. */
export function countryName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([HTML_LANG[locale]], { type: "region" }).of(code) ?? code;
}

/** Names of several countries as one phrase: "the United Kingdom and Germany", "Vereinigtes Königreich und Deutschland". */
export function countryList(codes: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(HTML_LANG[locale], { type: "conjunction" }).format(
    codes.map((code) => countryName(code, locale)),
  );
}
