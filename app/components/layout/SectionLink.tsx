import { useLocation, useNavigate } from "react-router";
import { SCROLL_AFTER_NAVIGATION_MS, scrollToSection, sectionHref, type SectionId } from "../../lib/scroll";

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

  function handleClick(event: React.MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (event.defaultPrevented || modified) return;
    event.preventDefault();
    if (location.pathname === "/") {
      scrollToSection(section);
      return;
    }
    void navigate("/");
    window.setTimeout(() => scrollToSection(section), SCROLL_AFTER_NAVIGATION_MS);
  }

  return (
    <a href={sectionHref(section)} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
