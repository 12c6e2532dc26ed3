import { LANGUAGE_NAMES, type Locale } from "../../../shared/locales.ts";
import { pathOf, type PageId } from "../../page-table.ts";
import { site } from "../../site-data/site.ts";
import { ArrowUpRight, Mail } from "./icons.ts";

/** The agency's email address as a mailto link, the mail icon before it unless `iconClassName` is null. */
export function EmailLink({
  className,
  iconClassName = "size-4 shrink-0",
}: {
  className: string;
  iconClassName?: string | null;
}) {
  return (
    <a href={`mailto:${site.email}`} className={className}>
      {iconClassName ? <Mail aria-hidden="true" className={iconClassName} /> : null}
      {site.email}
    </a>
  );
}

/** A link that opens another site in a new tab, marked with an arrow and announced as such. */
export function ExternalLink({
  href,
  className,
  iconClassName = "size-5 shrink-0",
  newTabLabel,
  children,
}: {
  href: string;
  className: string;
  iconClassName?: string;
  /** "(opens in a new tab)" in the page's language, for screen readers. */
  newTabLabel: string;
  children: React.ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ArrowUpRight aria-hidden="true" className={iconClassName} />
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  );
}

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
