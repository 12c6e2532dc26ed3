import { useLocation } from "react-router";
import { LANGUAGE_NAMES, LOCALES } from "../../content/locales.ts";
import { useLocale } from "../../content/use-page-words.ts";
import { entryForPath, pathOf } from "../../pages.ts";

/**
 * Links to this page in the other languages, named in their own language. Plain links, so the
 * other language arrives as its own pre-rendered page: the language comes from the URL alone.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const alternates = entryForPath(pathname)?.alternates;
  return LOCALES.filter((other) => other !== locale).map((other) => (
    <a
      key={other}
      href={alternates?.[other] ?? pathOf("home", other)}
      hrefLang={other}
      lang={other}
      className={className}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  ));
}
