/**
 * A country's name in a language (BCP 47, such as "en-GB" or "de"), from its ISO 3166-1 code
 * (DE -> "Germany", "Deutschland"), by the browser's own list; a code that names no country stays as it is.
 */
export const countryName = (code: string, lang: string) =>
  new Intl.DisplayNames([lang], { type: "region" }).of(code) ?? code;

/**
 * Whether two capitals name no country (a schema's pattern refuses other strings first): those the
 * browser cannot name, and those it names that are none: CLDR's groupings EU, EZ, QO and UN, its
 * test regions XA and XB, and ZZ, "Unknown Region". The content's one rule for a country code.
 */
export const namesNoCountry = (code: string) =>
  /^[A-Z]{2}$/.test(code) && (/^(?:EU|EZ|QO|UN|XA|XB|ZZ)$/.test(code) || countryName(code, "en") === code);

/** Names of several countries as one phrase: "the United Kingdom and Germany", "Vereinigtes Königreich und Deutschland". */
export const countryList = (codes: readonly string[], lang: string) =>
  new Intl.ListFormat(lang, { type: "conjunction" }).format(codes.map((code) => countryName(code, lang)));

/** Every country a role names (its locations', then the remote ones), once each. */
export const countriesOf = (role: {
  locations: readonly { country: string }[];
  remoteCountries: readonly string[];
}) => [...new Set([...role.locations.map((location) => location.country), ...role.remoteCountries])];
