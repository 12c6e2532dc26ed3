import { EmailLink, ExternalLink } from "../ui/links.tsx";
import { Fragment } from "react";
import type { PageWords } from "../../site-data/page-data.ts";
import { pathOf } from "../../page-table.ts";
import { site } from "../../site-data/site.ts";
import { LanguageSwitch, siteLinks } from "./SiteHeader.tsx";

const footerLinkClass = "underline-offset-4 hover:text-on-ink hover:underline";

export function SiteFooter({ page }: { page: PageWords }) {
  const { footer, marketNames, newTab } = page.common;
  return (
    // The accent focus outline is too faint on the dark band (2.7:1), so focus here uses the light text colour.
    <footer className="bg-ink text-on-ink [&_:focus-visible]:outline-on-ink">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <p className="font-display text-2xl font-medium">{site.agencyName}</p>
          <p className="mt-4 max-w-sm leading-relaxed text-on-ink/80">{footer.description}</p>
        </div>

        <nav id="footer-nav" aria-labelledby="footer-nav-title" tabIndex={-1}>
          <h2 id="footer-nav-title" className="text-sm font-semibold tracking-[0.18em] text-on-ink/70 uppercase">
            {footer.sectionsTitle}
          </h2>
          <ul className="mt-5 space-y-3">
            {/* The roles' list too while no role is open: it stays reachable, and says so kindly. */}
            {siteLinks(page, true).map((link) => (
              <li key={link.id}>
                <a href={link.href} className="underline-offset-4 hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold tracking-[0.18em] text-on-ink/70 uppercase">{footer.contactTitle}</h2>
          <ul className="mt-5 space-y-3">
            <li>
              <EmailLink className="inline-flex items-center gap-2 underline-offset-4 hover:underline" />
            </li>
            <li>
              <ExternalLink
                href={site.linkedInUrl}
                newTabLabel={newTab}
                className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
                iconClassName="size-4"
              >
                {footer.linkedInLabel}
              </ExternalLink>
            </li>
            <li className="text-on-ink/80">
              {/* A market's name never breaks across lines; the list breaks between names. */}
              {site.markets.map((code, index) => (
                <Fragment key={code}>
                  {index > 0 ? " · " : ""}
                  <span className="whitespace-nowrap">{marketNames[code]}</span>
                </Fragment>
              ))}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-on-ink/15">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-5 py-6 text-sm text-on-ink/70 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            © {site.copyrightYear} {site.agencyName}. {footer.rights}
          </p>
          <nav aria-label={footer.legalNavLabel}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {(["legalNotice", "privacy"] as const).map((legalPage) => (
                <li key={legalPage}>
                  <a href={pathOf(legalPage, page.locale)} className={footerLinkClass}>
                    {footer[legalPage]}
                  </a>
                </li>
              ))}
              <li>
                <LanguageSwitch page={page} className={footerLinkClass} />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
