import { LANGUAGE_NAMES, type Locale } from "../../../shared/locales.ts";
import { pathOf, type PageId } from "../../page-table.ts";

/** Links to the same list page in other languages, each named in its own language. */
export function OtherLanguageLinks({ page, languages }: { page: PageId; languages: readonly Locale[] }) {
  return languages.map((other) => (
    <a
      key={other}
      href={pathOf(page, other)}
      hrefLang={other}
      lang={other}
      className="font-semibold text-accent underline underline-offset-4"
    >
      {LANGUAGE_NAMES[other]}
    </a>
  ));
}
