import { Menu, X } from "../ui/icons.ts";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useCommonWords, useLocale } from "../../content/use-page-words.ts";
import { pathOf } from "../../pages.ts";
import { site } from "../../content/site.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { SectionLink } from "./SectionLink.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { FOOTER_NAV_ID } from "./SiteFooter.tsx";

const menuToggleClass = "-mr-2 inline-flex size-11 items-center justify-center rounded-sm md:hidden";

export function SiteHeader() {
  const { nav } = useCommonWords();
  const locale = useLocale();
  const location = useLocation();
  // The menu is open on the page where it was opened: any navigation closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === location.pathname;
  const setMenuOpen = (open: boolean) => setOpenOnPath(open ? location.pathname : null);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!menuOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpenOnPath(null);
      menuButton.current?.focus();
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-line bg-canvas">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-6 px-5 sm:px-8">
        <Link
          to={pathOf("home", locale)}
          className="font-display text-xl font-medium tracking-tight whitespace-nowrap"
          aria-label={`${site.agencyName}, ${nav.homeLabel}`}
        >
          {site.agencyShortName}
        </Link>

        <div className="flex items-center gap-5 md:gap-8">
          <nav aria-label={nav.label} className="hidden items-center gap-8 md:flex">
            <ul className="flex items-center gap-7">
              {nav.items.map((item) => (
                <li key={item.section}>
                  <SectionLink
                    section={item.section}
                    className="text-[0.9375rem] text-text/80 transition-colors hover:text-accent"
                  >
                    {item.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
            <Link to={pathOf("booking", locale)} className="button-primary min-h-10 px-5 text-[0.9375rem]">
              {nav.cta}
            </Link>
          </nav>
          {/* In the bar at every width, so it works without JavaScript; the open menu lists it instead. */}
          <LanguageSwitch
            className={[
              "text-[0.9375rem] text-text/80 underline-offset-4 transition-colors hover:text-accent hover:underline md:border-l md:border-line md:pl-8",
              menuOpen ? "max-md:hidden" : "",
            ].join(" ")}
          />

          {hydrated ? (
            <button
              ref={menuButton}
              type="button"
              className={menuToggleClass}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              <span className="sr-only">{menuOpen ? nav.closeMenu : nav.openMenu}</span>
              {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            </button>
          ) : (
            // Without JavaScript the menu icon jumps to the same links in the footer.
            <a href={`#${FOOTER_NAV_ID}`} className={menuToggleClass}>
              <span className="sr-only">{nav.openMenu}</span>
              <Menu aria-hidden="true" className="size-6" />
            </a>
          )}
        </div>
      </div>

      <nav
        id={menuId}
        aria-label={nav.label}
        hidden={!menuOpen}
        className="border-t border-line bg-canvas px-5 pt-2 pb-6 md:hidden"
      >
        <ul className="flex flex-col">
          {nav.items.map((item) => (
            <li key={item.section}>
              <SectionLink
                section={item.section}
                onClick={closeMenu}
                className="block border-b border-line py-4 text-lg"
              >
                {item.label}
              </SectionLink>
            </li>
          ))}
          <li>
            <LanguageSwitch className="block border-b border-line py-4 text-lg" />
          </li>
        </ul>
        <Link to={pathOf("booking", locale)} onClick={closeMenu} className="mt-6 button-primary w-full">
          {nav.cta}
        </Link>
      </nav>
    </header>
  );
}
