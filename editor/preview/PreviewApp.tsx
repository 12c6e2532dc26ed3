/**
 * The editor's preview pane: the entry as the site shows it (editor/preview/PreviewPage.tsx) with the
 * site's stylesheet (admin/site.css: the built page's own, fonts and brand colours included) in a
 * frame of the chosen width, so the site's breakpoints apply as on a phone or a desktop. After each
 * render the frame is checked with the content gate's own rule (shared/layout-rules.ts) and what the
 * gate would refuse is outlined and listed in its words.
 */
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { PageBody, type PreviewPage } from "./PreviewPage.tsx";
import { site as liveSite } from "../../app/site-data/site.ts";
import { brandCssVariables } from "../../app/lib/brand.ts";
import { findLayoutProblems } from "../../shared/layout-rules.ts";
import { HTML_LANG } from "../../shared/locales.ts";
import { editorLanguage } from "../save-status/panel.ts";

const WIDTHS = [360, 1440] as const;

const PANE_WORDS = {
  en: {
    width: "Width",
    phone: "Phone, 360 px",
    desktop: "Desktop, 1440 px",
    ok: "Nothing here that the site's check would refuse at this width.",
    problems: "The site's check would refuse this at this width; change it before you save:",
  },
  de: {
    width: "Breite",
    phone: "Telefon, 360 px",
    desktop: "Desktop, 1440 px",
    ok: "Nichts, was die Prüfung der Website bei dieser Breite ablehnen würde.",
    problems: "Die Prüfung der Website würde dies bei dieser Breite ablehnen; ändern Sie es vor dem Speichern:",
  },
} as const;

type SiteStyles = { css: string; faces: { family: string; data: ArrayBuffer; descriptors: FontFaceDescriptors }[] };

let siteStyles: Promise<SiteStyles> | undefined;

/**
 * The site's stylesheet (admin/site.css, which Sveltia's own pane also gets) as text, and its web
 * fonts as data: in a frame inside Sveltia's pane, Firefox matches nothing to the admin policy's
 * 'self', so refuses the stylesheet and the fonts (written, srcdoc and blob: frames alike); the frame
 * gets a <style> and each face as a FontFace made from the bytes this window fetched. (The
 * fallback faces, `local()`, stay in the CSS.)
 */
function siteStylesheet(): Promise<SiteStyles> {
  siteStyles ??= (async () => {
    const response = await fetch("/admin/site.css").catch(() => undefined);
    const text = response?.ok ? await response.text() : "";
    const faces: Promise<SiteStyles["faces"][number]>[] = [];
    const css = text.replace(/@font-face\{([^}]*)\}/g, (rule, body: string) => {
      const url = /src:url\(([^)]+)\)/.exec(body)?.[1];
      if (!url) return rule;
      const value = (name: string) => new RegExp(`(?:^|;)${name}:([^;]+)`).exec(body)?.[1]?.trim();
      const family = (value("font-family") ?? "").replace(/"/g, "");
      const descriptors: FontFaceDescriptors = {
        style: value("font-style") ?? "normal",
        weight: value("font-weight") ?? "400",
        unicodeRange: value("unicode-range") ?? "U+0-10FFFF",
        display: "block",
      };
      faces.push(fetch(url).then(async (font) => ({ family, data: await font.arrayBuffer(), descriptors })));
      return "";
    });
    return { css, faces: await Promise.all(faces).catch(() => []) };
  })();
  return siteStyles;
}

/**
 * The pane: the width switch, what the gate would refuse, and the page in a frame that many px
 * wide (scaled to fit the pane), checked after every render.
 */
export function PreviewApp({ page }: { page: PreviewPage }) {
  const [width, setWidth] = useState<number>(WIDTHS[0]);
  const [problems, setProblems] = useState<string[]>([]);
  const [height, setHeight] = useState(800);
  const [scale, setScale] = useState(1);
  // The frame's document, and when its stylesheet and fonts are in.
  const [frame, setFrame] = useState<{ doc: Document; ready: Promise<void> }>();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const outerRef = useRef<HTMLDivElement>(null);
  const words = PANE_WORDS[editorLanguage()];
  // The site's placeholders ({founder}, {agency}) and facts, as the entry being edited has them.
  Object.assign(liveSite, page.site);
  // The same element while the entry is unchanged: the pane's own updates do not draw the page again.
  const body = useMemo(() => <PageBody page={page} />, [page]);

  // The language of the frame's document follows the entry's; a new language writes a new one.
  useLayoutEffect(() => {
    const doc = frameRef.current!.contentDocument!;
    doc.open();
    // The site's stylesheet, the brand colours, the outline of what the gate would refuse.
    doc.write(`<!doctype html><html lang="${HTML_LANG[page.locale]}"><head><meta charset="utf-8">
<style id="site"></style><style id="brand"></style>
<style>[data-gate-problem]{outline:3px solid #d00000 !important;outline-offset:2px;}</style></head>
<body><div id="page"></div></body></html>`);
    doc.close();
    const ready = siteStylesheet().then(async ({ css, faces }) => {
      doc.getElementById("site")!.textContent = css;
      // The frame's own FontFace: a face from this window's realm is not the frame's.
      const FrameFontFace = doc.defaultView?.FontFace ?? FontFace;
      await Promise.all(
        faces.map(({ family, data, descriptors }) => {
          const loaded = new FrameFontFace(family, data.slice(0), descriptors);
          doc.fonts.add(loaded);
          return loaded.load().catch(() => undefined);
        }),
      );
    });
    setFrame({ doc, ready });
  }, [page.locale]);

  // The page is drawn in the frame before this runs, so the check measures this keystroke's words.
  useLayoutEffect(() => {
    if (!frame) return;
    const { doc, ready } = frame;
    const check = () => {
      for (const marked of doc.querySelectorAll("[data-gate-problem]")) marked.removeAttribute("data-gate-problem");
      const found = findLayoutProblems(doc.body);
      for (const problem of found) problem.element.setAttribute("data-gate-problem", problem.message);
      setHeight(doc.documentElement.scrollHeight);
      setProblems(found.map(({ message }) => message));
    };
    doc.getElementById("brand")!.textContent = brandCssVariables(page.site.colors);
    check();
    // Again once the stylesheet and the fonts are in: the first render may precede them.
    let cancelled = false;
    void ready
      .then(() => doc.fonts.ready)
      .then(() => {
        if (!cancelled) check();
      });
    return () => {
      cancelled = true;
    };
  }, [frame, page, width]);

  // Wider than the pane: scaled down, as a desktop screen seen from a step back.
  useLayoutEffect(() => {
    const outer = outerRef.current!;
    const fit = () => setScale(Math.min(1, outer.clientWidth / width));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(outer);
    return () => observer.disconnect();
  }, [width]);

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
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {frame && createPortal(body, frame.doc.getElementById("page")!)}
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
    </div>
  );
}
