import { useCommonWords } from "../../content/use-page-words.ts";
import { ArrowUpRight } from "./icons.ts";

/** A link that opens another site in a new tab, marked with an arrow and announced as such. */
export function ExternalLink({
  href,
  className,
  iconClassName = "size-5 shrink-0",
  children,
}: {
  href: string;
  className: string;
  iconClassName?: string;
  children: React.ReactNode;
}) {
  const { newTab } = useCommonWords();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ArrowUpRight aria-hidden="true" className={iconClassName} />
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
