import { useLocation, useNavigate } from "react-router";
import { useLocale } from "../../content/use-page-words.ts";
import { pathOf } from "../../pages.ts";
import { SCROLL_AFTER_NAVIGATION_MS, scrollToSection, sectionHref, type SectionId } from "../../lib/scroll.ts";

type SectionLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  section: SectionId;
};

/**
 * A real link to a home-page section (`/#about`), so it works without JavaScript.
 * With JavaScript it scrolls smoothly; from another page it goes home first and
 * scrolls once the home page has rendered.
 */
export function SectionLink({ section, onClick, children, ...rest }: SectionLinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const homePath = pathOf("home", useLocale());

  function handleClick(event: React.MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (event.defaultPrevented || modified) return;
    event.preventDefault();
    if (location.pathname === homePath) {
      scrollToSection(section);
      return;
    }
    // Wait for the navigation (which may first load the home page's code), then give it
    // ~100 ms to render; a timer started at the click misses the section on a slow device.
    void Promise.resolve(navigate(homePath)).then(() => {
      window.setTimeout(() => scrollToSection(section), SCROLL_AFTER_NAVIGATION_MS);
    });
  }

  return (
    <a href={sectionHref(section, homePath)} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
