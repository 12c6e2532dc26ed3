import { LANGUAGE_NAMES, LOCALES } from "../../../shared/locales.ts";
import { usePageWords } from "../../site-data/use-page-words.ts";

/**
 * Links to this page in the other languages, named in their own language. Plain links, so the
 * other language arrives as its own pre-rendered page: the language comes from the URL alone.
 * Where the page has no translation, the page table names the nearest one (app/page-table.ts):
 * an untranslated article leads to the other language's list, the not-found page to its home.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { locale, languageSwitch } = usePageWords();
  return LOCALES.filter((other) => other !== locale).map((other) => (
    <a key={other} href={languageSwitch[other]} hrefLang={other} lang={other} className={className}>
      {LANGUAGE_NAMES[other]}
    </a>
  ));
}
