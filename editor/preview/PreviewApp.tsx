/**
 * The editor's preview pane: the entry as the site shows it, rendered by the site's own components
 * with the site's stylesheet (admin/site.css: the built page's own, fonts and brand colours
 * included) in a frame of the chosen width, so the site's breakpoints apply as on a phone or a
 * desktop. After each render the frame is checked with the content gate's own rule
 * (shared/layout-rules.ts) and what the gate would refuse is outlined and listed in its words.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { flushSync } from "react-dom";
import { SiteHeader } from "../../app/components/layout/SiteHeader.tsx";
import { SiteFooter } from "../../app/components/layout/SiteFooter.tsx";
import type { Article, SiteFacts, Words } from "../../app/site-data/types.ts";
import type { PageWords } from "../../app/site-data/use-page-words.ts";
import { site as liveSite } from "../../app/site-data/site.ts";
import { brandCssVariables } from "../../app/lib/brand.ts";
import { pathOf, PAGES } from "../../app/page-table.ts";
import { HomeView } from "../../app/views/HomeView.tsx";
import { InsightsListView } from "../../app/views/InsightsListView.tsx";
import { LegalView } from "../../app/views/LegalView.tsx";
import { NotFoundView } from "../../app/views/NotFoundView.tsx";
import { ArticleView } from "../../app/views/ArticleView.tsx";
import { previewImages } from "./preview-images.ts";
import {
  BookingConfirmation,
  ConsentGate,
  SchedulerFallback,
  SchedulerLoading,
} from "../../app/islands/booking/SchedulerStates.tsx";
import { fill } from "../../app/site-data/fill.ts";
import { findLayoutProblems } from "../../shared/layout-rules.ts";
import type { Locale } from "../../shared/locales.ts";

/** What the pane shows: which page, in which language, with which words and facts. */
export type PreviewPage = {
  kind: "home" | "common" | "booking" | "insights" | "legal" | "article";
  locale: Locale;
  words: Words;
  site: SiteFacts;
  articles: readonly Article[];
  legal?: "legalNotice" | "privacy";
  article?: Article;
};

export const WIDTHS = [360, 1440] as const;

const PANE_WORDS = {
  en: {
    width: "Width",
    phone: "Phone, 360 px",
    desktop: "Desktop, 1440 px",
    ok: "Nothing here that the site's check would refuse at this width.",
    problems: "The site's check would refuse this at this width; change it before you save:",
    states: {
      loading: "While the calendar loads",
      consent: "Before consent",
      fallback: "If the calendar cannot load",
      confirmation: "After a booking",
    },
  },
  de: {
    width: "Breite",
    phone: "Telefon, 360 px",
    desktop: "Desktop, 1440 px",
    ok: "Nichts, was die Prüfung der Website bei dieser Breite ablehnen würde.",
    problems: "Die Prüfung der Website würde dies bei dieser Breite ablehnen; ändern Sie es vor dem Speichern:",
    states: {
      loading: "Während der Kalender lädt",
      consent: "Vor der Einwilligung",
      fallback: "Wenn der Kalender nicht lädt",
      confirmation: "Nach einer Buchung",
    },
  },
} as const;

/** The pane's own language: the editor's (Sveltia's `<html lang>` in the editor's window). */
function paneLanguage(): "en" | "de" {
  const lang = window.document.documentElement.lang || navigator.language;
  return lang.toLowerCase().startsWith("de") ? "de" : "en";
}

/** The page's main content, as app/layouts/SitePage.astro frames it. */
function PageBody({ page }: { page: PreviewPage }) {
  const { words, locale, articles } = page;
  const own = articles.filter((article) => article.locale === locale);
  const pageWords: PageWords = {
    page:
      page.kind === "booking"
        ? "booking"
        : page.kind === "common"
          ? "not-found"
          : page.kind === "legal"
            ? (page.legal ?? "legalNotice")
            : page.kind === "article"
              ? "article"
              : page.kind,
    locale,
    common: words.common,
    languageSwitch: PAGES.home.paths,
    ...(articles.length > 0 ? { insights: { label: words.insights.menuLabel, path: pathOf("insights", locale) } } : {}),
  };
  let main: ReactNode;
  switch (page.kind) {
    case "home":
      main = (
        <HomeView page={pageWords} words={words.home} insights={{ words: words.insights, latest: own.slice(0, 3) }} />
      );
      break;
    case "common":
      main = <NotFoundView page={pageWords} />;
      break;
    case "insights":
      main = (
        <InsightsListView
          locale={locale}
          words={words.insights}
          articles={own.slice(0, 10)}
          current={1}
          pageCount={1}
        />
      );
      break;
    case "legal":
      main = <LegalView legal={words[page.legal ?? "legalNotice"]} />;
      break;
    case "article":
      main = page.article ? <ArticleView article={page.article} words={words.insights} images={previewImages} /> : null;
      break;
    case "booking":
      main = <BookingStates words={words} locale={locale} />;
      break;
  }
  return (
    <>
      <SiteHeader page={pageWords} />
      <main id="main" className="pt-16">
        {main}
      </main>
      <SiteFooter page={pageWords} />
    </>
  );
}

/** The booking page with each state the calendar's place can show, one after another. */
function BookingStates({ words, locale }: { words: Words; locale: Locale }) {
  const booking = words.booking;
  const privacyHref = `${pathOf("privacy", locale)}#calendly`;
  const labels = PANE_WORDS[paneLanguage()].states;
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
      <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">
        {fill(booking.lead, { founder: liveSite.founderName })}
      </p>
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

type WebFace = { family: string; url: string; descriptors: FontFaceDescriptors };
type SiteStyles = { css: string; faces: { face: WebFace; data: ArrayBuffer }[] };

let siteStyles: Promise<SiteStyles> | undefined;

/**
 * The site's stylesheet (admin/site.css, which Sveltia's own pane also gets) as text, and its web
 * fonts as data: a <link> in a document written into a frame is not loaded by Firefox, and the
 * fonts it names fail there, so the frame gets a <style> and each face as a FontFace made from
 * the bytes this window fetched. (The fallback faces, `local()`, stay in the CSS.)
 */
function siteStylesheet(): Promise<SiteStyles> {
  siteStyles ??= (async () => {
    const response = await fetch("/admin/site.css").catch(() => undefined);
    const text = response?.ok ? await response.text() : "";
    const faces: WebFace[] = [];
    const css = text.replace(/@font-face\{([^}]*)\}/g, (rule, body: string) => {
      const url = /src:url\(([^)]+)\)/.exec(body)?.[1];
      if (!url) return rule;
      const value = (name: string) => new RegExp(`(?:^|;)${name}:([^;]+)`).exec(body)?.[1]?.trim();
      faces.push({
        family: (value("font-family") ?? "").replace(/"/g, ""),
        url,
        descriptors: {
          style: value("font-style") ?? "normal",
          weight: value("font-weight") ?? "400",
          unicodeRange: value("unicode-range") ?? "U+0-10FFFF",
          display: "block",
        },
      });
      return "";
    });
    const loaded = await Promise.all(
      faces.map(async (face) => ({ face, data: await (await fetch(face.url)).arrayBuffer() })),
    ).catch(() => []);
    return { css, faces: loaded };
  })();
  return siteStyles;
}

/** The frame's document: the site's stylesheet, the brand colours, the page's language. */
function frameDocument(locale: Locale) {
  return `<!doctype html><html lang="${locale === "de" ? "de" : "en-GB"}"><head><meta charset="utf-8">
<style id="site"></style><style id="brand"></style>
<style>[data-gate-problem]{outline:3px solid #d00000 !important;outline-offset:2px;}</style></head>
<body><div id="page"></div></body></html>`;
}

type Marked = { message: string };

/** The page in a frame `width` px wide (scaled to fit the pane), checked after every render. */
function PageFrame({
  page,
  width,
  onChecked,
}: {
  page: PreviewPage;
  width: number;
  onChecked: (problems: Marked[]) => void;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const rootRef = useRef<{ root: Root; doc: Document; ready: Promise<void> } | null>(null);
  const [height, setHeight] = useState(800);
  const [scale, setScale] = useState(1);
  const outerRef = useRef<HTMLDivElement>(null);

  // The frame's document is written once; its React root lives as long as the pane.
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const doc = frame?.contentDocument;
    if (!frame || !doc) return;
    doc.open();
    doc.write(frameDocument(page.locale));
    doc.close();
    const ready = siteStylesheet().then(async ({ css, faces }) => {
      const style = doc.getElementById("site");
      if (style) style.textContent = css;
      // The frame's own FontFace: a face from this window's realm is not the frame's.
      const FrameFontFace = doc.defaultView?.FontFace ?? FontFace;
      await Promise.all(
        faces.map(({ face, data }) => {
          const loaded = new FrameFontFace(face.family, data.slice(0), face.descriptors);
          doc.fonts.add(loaded);
          return loaded.load().catch(() => undefined);
        }),
      );
    });
    rootRef.current = { root: createRoot(doc.getElementById("page")!), doc, ready };
    const current = rootRef.current;
    return () => {
      current.root.unmount();
      rootRef.current = null;
    };
    // The language of the frame's document follows the entry's; a new language writes a new one.
  }, [page.locale]);

  const check = useCallback(() => {
    const current = rootRef.current;
    if (!current) return;
    const { doc } = current;
    for (const marked of doc.querySelectorAll("[data-gate-problem]")) marked.removeAttribute("data-gate-problem");
    const problems = findLayoutProblems(doc.body);
    for (const problem of problems) problem.element.setAttribute("data-gate-problem", problem.message);
    setHeight(doc.documentElement.scrollHeight);
    onChecked(problems.map(({ message }) => ({ message })));
  }, [onChecked]);

  useEffect(() => {
    const current = rootRef.current;
    if (!current) return;
    const brand = current.doc.getElementById("brand");
    if (brand) brand.textContent = brandCssVariables(page.site.colors);
    // Rendered at once (flushSync), so the check below measures this keystroke's words.
    flushSync(() => current.root.render(<PageBody page={page} />));
    check();
    // Again once the stylesheet and the fonts are in: the first render may precede them.
    let cancelled = false;
    void current.ready
      .then(() => current.doc.fonts.ready)
      .then(() => {
        if (!cancelled) check();
      });
    return () => {
      cancelled = true;
    };
  }, [page, width, check]);

  // Wider than the pane: scaled down, as a desktop screen seen from a step back.
  useLayoutEffect(() => {
    const outer = outerRef.current;
    if (!outer) return;
    const fit = () => setScale(Math.min(1, outer.clientWidth / width));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(outer);
    return () => observer.disconnect();
  }, [width]);

  return (
    <div ref={outerRef} style={{ width: "100%", overflow: "hidden", height: height * scale }}>
      <iframe
        ref={frameRef}
        title={`${width} px`}
        data-preview-width={width}
        style={{
          width,
          height,
          border: 0,
          transform: `scale(${scale})`,
          transformOrigin: "0 0",
          display: "block",
          background: "#fff",
        }}
      />
    </div>
  );
}

/** The pane: the width switch, what the gate would refuse, and the page. */
export function PreviewApp({ page }: { page: PreviewPage }) {
  const [width, setWidth] = useState<number>(WIDTHS[0]);
  const [problems, setProblems] = useState<Marked[]>([]);
  const words = PANE_WORDS[paneLanguage()];
  const onChecked = useCallback((found: Marked[]) => setProblems(found), []);
  // The site's placeholders ({founder}, {agency}) and facts, as the entry being edited has them.
  Object.assign(liveSite, page.site);
  return (
    <div style={{ font: "14px/1.4 system-ui, sans-serif", color: "#1b1d22" }}>
      <div role="group" aria-label={words.width} style={{ display: "flex", gap: 8, margin: "0 0 8px" }}>
        {WIDTHS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={width === option}
            onClick={() => setWidth(option)}
            style={{
              padding: "4px 10px",
              borderRadius: 6,
              border: "1px solid #888",
              background: width === option ? "#1b1d22" : "#fff",
              color: width === option ? "#fff" : "#1b1d22",
              cursor: "pointer",
            }}
          >
            {option === 360 ? words.phone : words.desktop}
          </button>
        ))}
      </div>
      <div
        role="status"
        data-preview-check=""
        style={{
          margin: "0 0 8px",
          padding: "6px 10px",
          borderRadius: 6,
          background: problems.length ? "#fde8e8" : "#e8f5e9",
        }}
      >
        {problems.length === 0 ? (
          words.ok
        ) : (
          <>
            <p style={{ margin: 0, fontWeight: 600 }}>{words.problems}</p>
            <ul style={{ margin: "4px 0 0", paddingLeft: 18 }}>
              {problems.map((problem) => (
                <li key={problem.message}>{problem.message}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <PageFrame page={page} width={width} onChecked={onChecked} />
    </div>
  );
}
