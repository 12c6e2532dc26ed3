import { ArrowUpRight } from "./icons.ts";

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
