import { LANGUAGE_NAMES, LOCALES } from "../../../shared/locales.ts";
import { usePageWords } from "../../content/use-page-words.ts";
import { pathOf } from "../../page-table.ts";

/**
 * Links to this page in the other languages, named in their own language. Plain links, so the
 * other language arrives as its own pre-rendered page: the language comes from the URL alone.
 * The not-found page links to the other language's home page: there is no same page to offer,
 * and a reader who switches language wants a way in, not the same dead end again.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { page, locale } = usePageWords();
  return LOCALES.filter((other) => other !== locale).map((other) => (
    <a
      key={other}
      href={pathOf(page === "not-found" ? "home" : page, other)}
      hrefLang={other}
      lang={other}
      className={className}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  ));
}
