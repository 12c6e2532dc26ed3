import { Menu, X } from "../ui/icons.ts";
import { useCommonWords, useLocale, usePageWords } from "../../site-data/use-page-words.ts";
import { pathOf } from "../../page-table.ts";
import { site } from "../../site-data/site.ts";
import { SectionLink } from "./SectionLink.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";

const MENU_ID = "site-menu";
// While the menu is open (the header holds an open popover), these swap the button's label and icon.
const whenMenuOpen = "hidden [header:has(:popover-open)_&]:inline";
const whenMenuClosed = "[header:has(:popover-open)_&]:hidden";

/**
 * The fixed header. On small screens the navigation folds into a native popover: the browser
 * opens it from the button, closes it on Escape or an outside tap and returns focus to the
 * button, and announces the button as expanded or collapsed, with or without JavaScript. The
 * site script closes the menu after a link is tapped (app/browser/site-script.ts).
 */
export function SiteHeader() {
  const { nav } = useCommonWords();
  const locale = useLocale();
  // The list of articles, once there are any (content/insights/); the open roles' list while any is open.
  const { insights, roles } = usePageWords();
  const rolesLink = roles && roles.open > 0 ? roles : undefined;

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-line bg-canvas">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-6 px-5 sm:px-8">
        <a
          href={pathOf("home", locale)}
          className="font-display text-xl font-medium tracking-tight whitespace-nowrap"
          aria-label={`${site.agencyName}, ${nav.homeLabel}`}
        >
          {site.agencyShortName}
        </a>

        <div className="flex items-center gap-5 lg:gap-8">
          <nav aria-label={nav.label} className="hidden items-center gap-8 lg:flex">
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
              {insights ? (
                <li>
                  <a href={insights.path} className="text-[0.9375rem] text-text/80 transition-colors hover:text-accent">
                    {insights.label}
                  </a>
                </li>
              ) : null}
              {rolesLink ? (
                <li>
                  <a
                    href={rolesLink.path}
                    className="text-[0.9375rem] whitespace-nowrap text-text/80 transition-colors hover:text-accent"
                  >
                    {rolesLink.label}
                  </a>
                </li>
              ) : null}
            </ul>
            <a href={pathOf("booking", locale)} className="button-primary min-h-10 px-5 text-[0.9375rem]">
              {nav.cta}
            </a>
          </nav>
          {/* In the bar at every width; the open menu lists it instead. */}
          <LanguageSwitch
            className={
              "text-[0.9375rem] text-text/80 underline-offset-4 transition-colors hover:text-accent hover:underline lg:border-l lg:border-line lg:pl-8 max-lg:[header:has(:popover-open)_&]:hidden"
            }
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
          {nav.items.map((item) => (
            <li key={item.section}>
              <SectionLink section={item.section} className="block border-b border-line py-4 text-lg">
                {item.label}
              </SectionLink>
            </li>
          ))}
          {insights ? (
            <li>
              <a href={insights.path} className="block border-b border-line py-4 text-lg">
                {insights.label}
              </a>
            </li>
          ) : null}
          {rolesLink ? (
            <li>
              <a href={rolesLink.path} className="block border-b border-line py-4 text-lg">
                {rolesLink.label}
              </a>
            </li>
          ) : null}
          <li>
            <LanguageSwitch className="block border-b border-line py-4 text-lg" />
          </li>
        </ul>
        <a href={pathOf("booking", locale)} className="mt-6 button-primary w-full">
          {nav.cta}
        </a>
      </nav>
    </header>
  );
}
