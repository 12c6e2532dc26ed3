import { LANGUAGE_NAMES, LOCALES } from "../../../shared/locales.ts";
import { Menu, X } from "../ui/icons.ts";
import type { PageWords } from "../../site-data/page-data.ts";
import { pathOf } from "../../page-table.ts";
import { site } from "../../site-data/site.ts";

const MENU_ID = "site-menu";
// While the menu is open (the header holds an open popover), these swap the button's label and icon.
const whenMenuOpen = "hidden [header:has(:popover-open)_&]:inline";
const whenMenuClosed = "[header:has(:popover-open)_&]:hidden";
const menuLink = "block border-b border-line py-4 text-lg";

/**
 * The links of the header and the footer: the home page's sections (real links to `/#about`; the
 * site script adds focus and, from another page, the delayed scroll), the list of articles once
 * there are any, and the open roles' list while any is open (the footer's `allRoles` links it always).
 */
export function siteLinks({ common, locale, insights, roles }: PageWords, allRoles = false) {
  const homePath = pathOf("home", locale);
  return [
    ...common.nav.items.map(({ section, label }) => ({ id: section, href: `${homePath}#${section}`, label })),
    ...(insights ? [{ id: "insights", href: insights.path, label: insights.label }] : []),
    ...(roles && (allRoles || roles.open > 0) ? [{ id: "roles", href: roles.path, label: roles.label }] : []),
  ];
}

/**
 * Links to this page in the other languages (or the nearest page the table names), named in their
 * own language. Plain links: the other language arrives as its own pre-rendered page.
 */
export function LanguageSwitch({ page, className }: { page: PageWords; className: string }) {
  return LOCALES.filter((other) => other !== page.locale).map((other) => (
    <a key={other} href={page.languageSwitch[other]} hrefLang={other} lang={other} className={className}>
      {LANGUAGE_NAMES[other]}
    </a>
  ));
}

/**
 * The skip link and the fixed header. On small screens the navigation folds into a native popover:
 * the browser opens it from the button, closes it on Escape or an outside tap and returns focus to
 * the button, and announces the button as expanded or collapsed, with or without JavaScript. The
 * site script closes the menu after a link is tapped (app/browser/site-script.ts).
 */
export function SiteHeader({ page }: { page: PageWords }) {
  const { nav, skipLink } = page.common;
  const links = siteLinks(page);
  const bookingPath = pathOf("booking", page.locale);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-sm bg-accent px-4 py-3 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {skipLink}
      </a>
      <header className="fixed inset-x-0 top-0 z-50 border-b border-line bg-canvas">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-6 px-5 sm:px-8">
          <a
            href={pathOf("home", page.locale)}
            className="font-display text-xl font-medium tracking-tight whitespace-nowrap"
            aria-label={`${site.agencyName}, ${nav.homeLabel}`}
          >
            {site.agencyShortName}
          </a>

          <div className="flex items-center gap-5 lg:gap-8">
            <nav aria-label={nav.label} className="hidden items-center gap-8 lg:flex">
              <ul className="flex items-center gap-7">
                {links.map((link) => (
                  <li key={link.id}>
                    <a
                      href={link.href}
                      className={
                        link.id === "roles"
                          ? "text-[0.9375rem] whitespace-nowrap text-text/80 transition-colors hover:text-accent"
                          : "text-[0.9375rem] text-text/80 transition-colors hover:text-accent"
                      }
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
              <a href={bookingPath} className="button-primary min-h-10 px-5 text-[0.9375rem]">
                {nav.cta}
              </a>
            </nav>
            {/* In the bar at every width; the open menu lists it instead. */}
            <LanguageSwitch
              page={page}
              className="text-[0.9375rem] text-text/80 underline-offset-4 transition-colors hover:text-accent hover:underline lg:border-l lg:border-line lg:pl-8 max-lg:[header:has(:popover-open)_&]:hidden"
            />

            <button
              type="button"
              popoverTarget={MENU_ID}
              aria-controls={MENU_ID}
              className="-mr-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-sm lg:hidden"
            >
              <span className={`sr-only ${whenMenuClosed}`}>{nav.openMenu}</span>
              <span className={`sr-only ${whenMenuOpen}`}>{nav.closeMenu}</span>
              <Menu aria-hidden="true" className={`size-6 ${whenMenuClosed}`} />
              <X aria-hidden="true" className={`size-6 ${whenMenuOpen}`} />
            </button>
          </div>
        </div>

        {/* No display utility here: the browser's own styles hide the popover until it opens. */}
        <nav
          id={MENU_ID}
          popover="auto"
          aria-label={nav.label}
          className="inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-0 border-t border-line bg-canvas px-5 pt-2 pb-6 text-text lg:hidden"
        >
          <ul className="flex flex-col">
            {links.map((link) => (
              <li key={link.id}>
                <a href={link.href} className={menuLink}>
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <LanguageSwitch page={page} className={menuLink} />
            </li>
          </ul>
          <a href={bookingPath} className="mt-6 button-primary w-full">
            {nav.cta}
          </a>
        </nav>
      </header>
    </>
  );
}
