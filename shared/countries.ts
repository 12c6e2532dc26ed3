/**
 * A country's name in a language (BCP 47, such as "en-GB" or "de"), from its ISO 3166-1 code
 * (DE -> "Germany", "Deutschland"), by the browser's own list; a code that names no country stays as it is.
 */
export const countryName = (code: string, lang: string) =>
  new Intl.DisplayNames([lang], { type: "region" }).of(code) ?? code;

// Codes the browser names that are no country: CLDR's groupings (EU, EZ, QO, UN), its test
// regions (XA, XB) and ZZ, "Unknown Region".
const NOT_COUNTRIES = new Set(["EU", "EZ", "QO", "UN", "XA", "XB", "ZZ"]);

/**
 * Whether two capitals (a schema's pattern refuses any other string first) name no country: the
 * content's one rule for a country code, so no page ever writes "Unknown Region".
 */
export const namesNoCountry = (code: string) =>
  /^[A-Z]{2}$/.test(code) &&
  (NOT_COUNTRIES.has(code) ||
    new Intl.DisplayNames(["en"], { type: "region", fallback: "none" }).of(code) === undefined);

/** Names of several countries as one phrase: "the United Kingdom and Germany", "Vereinigtes Königreich und Deutschland". */
export const countryList = (codes: readonly string[], lang: string) =>
  new Intl.ListFormat(lang, { type: "conjunction" }).format(codes.map((code) => countryName(code, lang)));

/** Every country a role names (its locations', then the remote ones), once each. */
export const countriesOf = (role: {
  locations: readonly { country: string }[];
  remoteCountries: readonly string[];
}) => [...new Set([...role.locations.map((location) => location.country), ...role.remoteCountries])];
