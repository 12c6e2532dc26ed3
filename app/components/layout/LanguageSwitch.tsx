import { useMatches } from "react-router";
import { LANGUAGE_NAMES, LOCALES } from "../../../shared/locales.ts";
import { useLocale } from "../../content/use-page-words.ts";
import { pageOfRouteId, pathOf } from "../../pages.ts";

/**
 * Links to this page in the other languages, named in their own language. Plain links, so the
 * other language arrives as its own pre-rendered page: the language comes from the URL alone.
 *
 * The page comes from the matched route's id, not from the URL: the pre-renderer asks for
 * "/booking/" (the directory form of booking/index.html), which no path in the page table
 * matches. The not-found page links to the other language's home page: there is no same page
 * to offer, and a reader who switches language wants a way in, not the same dead end again.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const locale = useLocale();
  const page = useMatches()
    .map((match) => pageOfRouteId(match.id))
    .findLast((id) => id !== undefined);
  return LOCALES.filter((other) => other !== locale).map((other) => (
    <a key={other} href={pathOf(page ?? "home", other)} hrefLang={other} lang={other} className={className}>
      {LANGUAGE_NAMES[other]}
    </a>
  ));
}
