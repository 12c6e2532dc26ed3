/**
 * A country's name in a language (BCP 47, such as "en-GB" or "de"), from its ISO 3166-1 code
 * (DE -> "Germany", "Deutschland"), by the browser's own list; a code that names no country stays as it is.
 */
export const countryName = (code: string, lang: string) =>
  new Intl.DisplayNames([lang], { type: "region" }).of(code) ?? code;

/** Names of several countries as one phrase: "the United Kingdom and Germany", "Vereinigtes Königreich und Deutschland". */
export const countryList = (codes: readonly string[], lang: string) =>
  new Intl.ListFormat(lang, { type: "conjunction" }).format(codes.map((code) => countryName(code, lang)));

/** Every country a role names (its locations', then the remote ones), once each. */
export const countriesOf = (role: {
  locations: readonly { country: string }[];
  remoteCountries: readonly string[];
}) => [...new Set([...role.locations.map((location) => location.country), ...role.remoteCountries])];
