/**
 * The page the editor's preview pane shows (editor/preview/PreviewApp.tsx): the entry as the site
 * draws it, with the site's own components and the words being typed.
 */
import type { ReactNode } from "react";
import { SiteHeader } from "../../app/components/layout/SiteHeader.tsx";
import { SiteFooter } from "../../app/components/layout/SiteFooter.tsx";
import type { Article, SiteFacts, Words } from "../../app/site-data/types.ts";
import type { PageWords } from "../../app/site-data/page-data.ts";
import { pathOf, PAGES } from "../../app/page-table.ts";
import { HomeView } from "../../app/views/HomeView.tsx";
import { InsightsListView } from "../../app/views/InsightsListView.tsx";
import { LegalView } from "../../app/views/LegalView.tsx";
import { NotFoundView } from "../../app/views/NotFoundView.tsx";
import { ArticleView } from "../../app/views/ArticleView.tsx";
import type { ArticleImages } from "../../app/components/insights/article-images.ts";
import {
  BookingConfirmation,
  ConsentGate,
  SchedulerFallback,
  SchedulerLoading,
} from "../../app/islands/booking/SchedulerStates.tsx";
import { fill } from "../../app/site-data/fill.ts";
import type { Locale } from "../../shared/locales.ts";
import { editorLanguage } from "../save-status/panel.ts";

/** What the pane shows: which page (its id in the page table), in which language, with which words and facts. */
export type PreviewPage = {
  id: "home" | "not-found" | "booking" | "insights" | "legalNotice" | "privacy" | "article";
  locale: Locale;
  words: Words;
  site: SiteFacts;
  articles: readonly Article[];
  article?: Article;
};

// The build's optimised files do not exist for an image just uploaded, so every /media/ image is
// shown from its own file, at a 16:9 placeholder size.
const previewImages: ArticleImages = new Proxy(
  {},
  {
    get: (_target, src) =>
      typeof src === "string"
        ? { src, width: 1600, height: 900, sources: [{ type: "image/*", srcset: src }] }
        : undefined,
  },
);

/** The names of the booking page's states, in the editor's language. */
const STATE_LABELS = {
  en: {
    loading: "While the calendar loads",
    consent: "Before consent",
    fallback: "If the calendar cannot load",
    confirmation: "After a booking",
  },
  de: {
    loading: "Während der Kalender lädt",
    consent: "Vor der Einwilligung",
    fallback: "Wenn der Kalender nicht lädt",
    confirmation: "Nach einer Buchung",
  },
} as const;

/** The page's main content, as app/layouts/SitePage.astro frames it. */
export function PageBody({ page }: { page: PreviewPage }) {
  const { words, locale, articles } = page;
  const pageWords: PageWords = {
    page: page.id,
    locale,
    common: words.common,
    languageSwitch: PAGES.home.paths,
    ...(articles.length > 0 ? { insights: { label: words.insights.menuLabel, path: pathOf("insights", locale) } } : {}),
  };
  return (
    <>
      <SiteHeader page={pageWords} />
      <main id="main" className="pt-16">
        <PageMain page={page} pageWords={pageWords} />
      </main>
      <SiteFooter page={pageWords} />
    </>
  );
}

function PageMain({ page, pageWords }: { page: PreviewPage; pageWords: PageWords }) {
  const { words, locale } = page;
  const own = page.articles.filter((article) => article.locale === locale);
  switch (page.id) {
    case "home":
      return (
        <HomeView page={pageWords} words={words.home} insights={{ words: words.insights, latest: own.slice(0, 3) }} />
      );
    case "not-found":
      return <NotFoundView page={pageWords} />;
    case "insights":
      return (
        <InsightsListView
          locale={locale}
          words={words.insights}
          articles={own.slice(0, 10)}
          current={1}
          pageCount={1}
        />
      );
    case "legalNotice":
    case "privacy":
      return <LegalView legal={words[page.id]} />;
    case "article":
      return page.article ? <ArticleView article={page.article} words={words.insights} images={previewImages} /> : null;
    case "booking":
      return <BookingStates words={words} locale={locale} founder={page.site.founderName} />;
  }
}

/** The booking page with each state the calendar's place can show, one after another. */
function BookingStates({ words, locale, founder }: { words: Words; locale: Locale; founder: string }) {
  const booking = words.booking;
  const privacyHref = `${pathOf("privacy", locale)}#calendly`;
  const labels = STATE_LABELS[editorLanguage()];
  const state = (label: string, child: ReactNode) => (
    <div className="mt-8">
      <p className="mb-2 font-mono text-xs tracking-wide text-muted uppercase" data-preview-label="">
        {label}
      </p>
      <div className="grid min-h-[320px] min-w-[320px] rounded-sm border border-line bg-surface max-[359px]:-mx-5">
        {child}
      </div>
    </div>
  );
  return (
    <section aria-labelledby="booking-title" className="mx-auto max-w-4xl px-5 py-16 sm:px-8 sm:py-24">
      <h1 id="booking-title" className="section-title">
        {booking.title}
      </h1>
      <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{fill(booking.lead, { founder })}</p>
      <p className="mt-12 text-muted">
        {booking.providerNote}{" "}
        <a href={privacyHref} className="font-semibold text-accent underline underline-offset-4">
          {booking.providerNoteLink}
        </a>
      </p>
      {state(labels.loading, <SchedulerLoading words={booking.loading} />)}
      {state(
        labels.consent,
        <ConsentGate words={booking.consent} privacyHref={privacyHref} onConsent={() => undefined} />,
      )}
      {state(labels.fallback, <SchedulerFallback words={booking.fallback} newTabLabel={words.common.newTab} />)}
      {state(labels.confirmation, <BookingConfirmation words={booking.confirmation} />)}
    </section>
  );
}
