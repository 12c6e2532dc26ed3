import { useLocale } from "../../site-data/use-page-words.ts";
import { pathOf } from "../../page-table.ts";
import type { SectionId } from "../../../shared/sections.ts";
import { sectionHref } from "../../lib/scroll.ts";

type SectionLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  section: SectionId;
};

/**
 * A real link to a home-page section (`/#about`). The browser scrolls to it (smoothly unless
 * the visitor prefers reduced motion, below the fixed header: app/app.css); the site script
 * moves focus there and, from another page, scrolls after the home page has rendered.
 */
export function SectionLink({ section, children, ...rest }: SectionLinkProps) {
  const homePath = pathOf("home", useLocale());
  return (
    <a href={sectionHref(section, homePath)} {...rest}>
      {children}
    </a>
  );
}
