import { ArrowUpRight, Mail } from "../ui/icons.ts";
import { Link } from "react-router";
import { copy } from "../../content/copy.ts";
import { site } from "../../content/site.ts";
// Drawn at build time from Natural Earth data by plugins/markets-map.ts.
import { MARKETS_MAP } from "../../lib/markets-map.ts";

export function Contact() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-surface">
      <div className="mx-auto grid max-w-6xl gap-14 px-5 py-20 sm:px-8 sm:py-28 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
        <div>
          <p className="eyebrow">{copy.contact.eyebrow}</p>
          <h2 id="contact-title" className="mt-4 section-title">
            {copy.contact.title}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-muted">{copy.contact.lead}</p>

          <dl className="mt-10 space-y-6">
            <div>
              <dt className="text-sm font-semibold tracking-[0.18em] text-muted uppercase">
                {copy.contact.emailLabel}
              </dt>
              <dd className="mt-2">
                <a
                  href={`mailto:${site.email}`}
                  className="inline-flex items-center gap-2 text-lg font-semibold break-all text-accent underline-offset-4 hover:underline"
                >
                  <Mail aria-hidden="true" className="size-5 shrink-0" />
                  {site.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold tracking-[0.18em] text-muted uppercase">
                {copy.contact.linkedInLabel}
              </dt>
              <dd className="mt-2">
                <a
                  href={site.linkedInUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 text-lg font-semibold text-accent underline-offset-4 hover:underline"
                >
                  {copy.contact.linkedInText}
                  <ArrowUpRight aria-hidden="true" className="size-5" />
                  <span className="sr-only">{copy.newTab}</span>
                </a>
              </dd>
            </div>
          </dl>

          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <Link to="/booking" className="button-primary">
              {copy.contact.primaryCta}
            </Link>
            <Link to="/booking" className="button-secondary">
              {copy.contact.secondaryCta}
            </Link>
          </div>
        </div>

        <div className="flex flex-col gap-8 sm:flex-row sm:items-center lg:self-center">
          <img
            src={`/${MARKETS_MAP.file}`}
            width={MARKETS_MAP.width}
            height={MARKETS_MAP.height}
            alt={copy.contact.mapAlt}
            loading="lazy"
            decoding="async"
            className="h-auto w-full min-w-0 sm:flex-1"
          />
          <div className="shrink-0">
            <h3 className="text-sm font-semibold tracking-[0.18em] text-muted uppercase">
              {copy.contact.marketsTitle}
            </h3>
            <ul className="mt-4 flex flex-wrap gap-x-8 gap-y-3 sm:flex-col">
              {site.markets.map((market) => (
                <li key={market} className="flex items-center gap-3 text-lg">
                  <span aria-hidden="true" className="size-2.5 rounded-full bg-accent" />
                  {market}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
