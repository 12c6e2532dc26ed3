import { QUOTE_MARKS } from "../../shared/locales.ts";
import { ArticleList } from "../components/insights/ArticleList.tsx";
import { EmailLink, ExternalLink } from "../components/ui/links.tsx";
// Drawn at build time from Natural Earth data by app/lib/draw-markets-map.ts.
import { MARKETS_MAP } from "../lib/markets-map-asset.ts";
import { pathOf } from "../page-table.ts";
import { fill } from "../site-data/fill.ts";
import { site } from "../site-data/site.ts";
import type { Article, HomeWords, InsightsWords, RolesWords } from "../site-data/types.ts";
import type { PageWords } from "../site-data/page-data.ts";

/** The home page's sections, in the order of the brief; the newest articles before the contact section. */
export function HomeView({
  page: { locale, common },
  words,
  insights,
  roles,
}: {
  page: PageWords;
  words: HomeWords;
  /** The three newest articles of the page's language: no section while there are none. */
  insights: { words: InsightsWords; latest: readonly Article[] };
  /** How many roles are open in this language: the band shows only when there are any (none given: no band, as in the editor's preview). */
  roles?: { words: RolesWords; open: number };
}) {
  const { hero, intro, about, services, values, contact } = words;
  const [openQuote, closeQuote] = QUOTE_MARKS[locale];
  const bookingPath = pathOf("booking", locale);
  return (
    <>
      <section aria-labelledby="hero-title" className="bg-ink text-on-ink">
        <div className="mx-auto flex max-w-6xl flex-col px-5 py-20 sm:px-8 sm:py-28 lg:py-36">
          <p className="text-xs font-semibold tracking-[0.2em] text-on-ink/75 uppercase sm:text-sm">{hero.kicker}</p>
          {/* Written in normal case and upper-cased by CSS so screen readers read words, not letters. */}
          <h1
            id="hero-title"
            className="mt-6 font-display text-[2.625rem] leading-[1.05] font-medium tracking-[0.02em] uppercase sm:text-7xl lg:text-8xl"
          >
            {hero.headline}
          </h1>
        </div>
      </section>

      <section aria-labelledby="intro-title" className="border-b border-line">
        {/* grid-cols-1 (minmax(0, 1fr)): a long word wraps in the column instead of widening it past a 320 px screen. */}
        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-5 py-16 sm:px-8 sm:py-24 md:grid-cols-[1fr_1.2fr] md:gap-16">
          <h2 id="intro-title" className="section-title">
            {intro.title}
          </h2>
          <div>
            <p className="text-lg leading-relaxed text-muted sm:text-xl">{intro.blurb}</p>
            <div className="mt-10 flex flex-col gap-4 sm:flex-row">
              <a href={bookingPath} className="button-primary">
                {intro.primaryCta}
              </a>
              <a href={`${pathOf("home", locale)}#services`} className="button-secondary">
                {intro.secondaryCta}
              </a>
            </div>
          </div>
        </div>
      </section>

      <Section id="about" className="grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:gap-20">
        <div>
          <SectionHeader id="about" words={about} />
          <div className="mt-8 space-y-5 text-lg leading-relaxed text-muted">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>
                {fill(paragraph, { founder: site.founderName, agency: site.agencyName })}
              </p>
            ))}
          </div>
        </div>
        <figure className="self-center border-l-2 border-accent pl-8">
          <blockquote className="font-display text-2xl leading-snug font-medium text-balance sm:text-3xl">
            <p>
              {openQuote}
              {about.quote}
              {closeQuote}
            </p>
          </blockquote>
          <figcaption className="mt-6 text-base">
            <span className="font-semibold">{site.founderName}</span>
            <span className="block text-muted">{common.founderRole}</span>
          </figcaption>
        </figure>
      </Section>

      <Section id="services" band="bg-surface">
        <SectionHeader id="services" words={services} titleClassName="max-w-3xl" />
        <ol className="mt-14 grid gap-12 md:grid-cols-3 md:gap-10">
          {services.items.map((service, index) => (
            <li key={service.title} className="border-t border-line pt-8">
              <span aria-hidden="true" className="font-display text-4xl font-medium text-accent">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-4 text-xl font-semibold">{service.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{service.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="values">
        <SectionHeader id="values" words={values} />
        <ul className="mt-14 grid gap-px overflow-hidden rounded-sm border border-line bg-line sm:grid-cols-2">
          {values.items.map((value) => (
            <li key={value.title} className="bg-canvas p-8 sm:p-10">
              <h3 className="font-display text-2xl font-medium">{value.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{value.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      {insights.latest.length > 0 ? (
        <Section id="insights" band="border-t border-line">
          <SectionHeader id="insights" words={insights.words.home} />
          <div className="mt-12">
            <ArticleList articles={insights.latest} words={insights.words} headingLevel="h3" />
          </div>
          <p className="mt-10">
            <a href={pathOf("insights", locale)} className="button-secondary">
              {insights.words.home.all}
            </a>
          </p>
        </Section>
      ) : null}

      {roles && roles.open > 0 ? (
        <aside aria-labelledby="open-roles-count" className="border-t border-line">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-6 px-5 py-12 sm:px-8">
            <p id="open-roles-count" className="font-display text-2xl font-medium sm:text-3xl">
              {roles.open === 1 ? roles.words.home.one : fill(roles.words.home.many, { count: String(roles.open) })}
            </p>
            <a href={pathOf("roles", locale)} className="button-secondary">
              {roles.words.home.link}
            </a>
          </div>
        </aside>
      ) : null}

      <Section id="contact" band="bg-surface" className="grid gap-14 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
        <div>
          <SectionHeader id="contact" words={contact} />

          <dl className="mt-10 space-y-6">
            <div>
              <dt className="text-sm font-semibold tracking-[0.18em] text-muted uppercase">{contact.emailLabel}</dt>
              <dd className="mt-2">
                <EmailLink
                  className="inline-flex items-center gap-2 text-lg font-semibold break-all text-accent underline-offset-4 hover:underline"
                  iconClassName="size-5 shrink-0"
                />
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold tracking-[0.18em] text-muted uppercase">{contact.linkedInLabel}</dt>
              <dd className="mt-2">
                <ExternalLink
                  href={site.linkedInUrl}
                  newTabLabel={common.newTab}
                  className="inline-flex items-center gap-2 text-lg font-semibold text-accent underline-offset-4 hover:underline"
                >
                  {contact.linkedInText}
                </ExternalLink>
              </dd>
            </div>
          </dl>

          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <a href={bookingPath} className="button-primary">
              {contact.primaryCta}
            </a>
            <a href={bookingPath} className="button-secondary">
              {contact.secondaryCta}
            </a>
          </div>
        </div>

        <div className="flex flex-col gap-8 sm:flex-row sm:items-center lg:self-center">
          <img
            src={`/${MARKETS_MAP.file}`}
            width={MARKETS_MAP.width}
            height={MARKETS_MAP.height}
            alt={contact.mapAlt}
            loading="lazy"
            decoding="async"
            className="h-auto w-full min-w-0 sm:flex-1"
          />
          <div className="shrink-0">
            <h3 className="text-sm font-semibold tracking-[0.18em] text-muted uppercase">{contact.marketsTitle}</h3>
            <ul className="mt-4 flex flex-wrap gap-x-8 gap-y-3 sm:flex-col">
              {site.markets.map((code) => (
                <li key={code} className="flex items-center gap-3 text-lg">
                  <span aria-hidden="true" className="size-2.5 rounded-full bg-accent" />
                  {common.marketNames[code]}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
    </>
  );
}

/** A home-page section: full-width band, centred column, the page's vertical rhythm. */
function Section({
  id,
  band,
  className = "",
  children,
}: {
  id: string;
  /** The band's classes: "bg-surface" raises it off the page; "border-t border-line" divides it from one of the same colour. */
  band?: string;
  /** Layout of the centred column (for example a grid). */
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={band}>
      <div className={`mx-auto max-w-6xl px-5 py-20 sm:px-8 sm:py-28 ${className}`}>{children}</div>
    </section>
  );
}

/** The eyebrow, title and optional lead that open section `id`; the title names the section. */
function SectionHeader({
  id,
  words: { eyebrow, title, lead },
  titleClassName = "",
}: {
  id: string;
  words: { eyebrow: string; title: string; lead?: string };
  titleClassName?: string;
}) {
  return (
    <>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={`${id}-title`} className={`mt-4 section-title ${titleClassName}`}>
        {title}
      </h2>
      {lead ? <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{lead}</p> : null}
    </>
  );
}
