/**
 * admin/extras.js: what the site adds to the editor (Sveltia CMS), through its public API only,
 * loaded after sveltia-cms.js and before admin/init.js starts it:
 *   - a preview template per content file (CMS.registerPreviewTemplate) that renders the site's own
 *     components, and the site's stylesheet for the pane (CMS.registerPreviewStyle);
 *   - a `postSave` listener (CMS.registerEventListener) that follows each save to the live site.
 * Built by editor/files.ts with its own React; nothing here reaches a public page.
 */
import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import type { CustomPreviewTemplateProps } from "@sveltia/cms";
import type { SiteFacts, Words } from "../app/site-data/types.ts";
import { LOCALES, type Locale } from "../shared/locales.ts";
import { built, loadGermanStems, wordsFromEntry } from "./preview/content.ts";
import { PreviewApp, type PreviewPage } from "./preview/PreviewApp.tsx";
import { articleFromEntry, legalPageFromEntry } from "./preview/entries.ts";
import { followSaves, type EditorGitHub } from "./save-status/panel.ts";

type Cms = {
  registerPreviewTemplate: (name: string, component: (props: CustomPreviewTemplateProps) => unknown) => void;
  registerPreviewStyle: (style: string, options?: { raw?: boolean }) => void;
  registerEventListener: (listener: {
    name: string;
    handler: (args: { entry: { get: (key: string) => unknown } }) => void;
  }) => void;
};

declare const __EDITOR_REPO__: string;

const cms = (window as unknown as { CMS: Cms }).CMS;
const github = (window as unknown as { siteEditorGitHub?: EditorGitHub }).siteEditorGitHub;

// ------------------------------------------------------------------ preview

/** The entry's data as plain values (Sveltia passes an Immutable Map). */
function dataOf(props: CustomPreviewTemplateProps): Record<string, unknown> {
  const data = props.entry.get("data") as unknown as { toJS?: () => Record<string, unknown> } | undefined;
  return data?.toJS?.() ?? {};
}

/** The entry's language: Sveltia writes it as the preview document's `lang`. */
function localeOf(props: CustomPreviewTemplateProps): Locale {
  const lang = props.document?.documentElement.lang ?? "";
  return LOCALES.find((locale) => lang.startsWith(locale)) ?? LOCALES[0];
}

type PageOf = (
  data: Record<string, unknown>,
  locale: Locale,
) => Omit<PreviewPage, "locale" | "site" | "articles"> & { site?: SiteFacts };

/** Each content file's page: its own part of the words replaced by what is being typed. */
const TEMPLATES: Record<string, PageOf> = {
  site: (data, locale) => ({ kind: "home", words: built.words[locale], site: data as unknown as SiteFacts }),
  common: (data, locale) => ({
    kind: "common",
    words: { ...built.words[locale], common: wordsFromEntry(data, locale) as Words["common"] },
  }),
  home: (data, locale) => ({
    kind: "home",
    words: { ...built.words[locale], home: wordsFromEntry(data, locale) as Words["home"] },
  }),
  booking: (data, locale) => ({
    kind: "booking",
    words: { ...built.words[locale], booking: wordsFromEntry(data, locale) as Words["booking"] },
  }),
  insights: (data, locale) => ({
    kind: "insights",
    words: { ...built.words[locale], insights: wordsFromEntry(data, locale) as Words["insights"] },
  }),
  legalNotice: (data, locale) => ({
    kind: "legal",
    legal: "legalNotice",
    words: { ...built.words[locale], legalNotice: legalPageFromEntry(data, locale, "legalNotice") },
  }),
  privacy: (data, locale) => ({
    kind: "legal",
    legal: "privacy",
    words: { ...built.words[locale], privacy: legalPageFromEntry(data, locale, "privacy") },
  }),
  articles: (data, locale) => ({
    kind: "article",
    words: built.words[locale],
    article: articleFromEntry(data, locale),
  }),
};

const roots = new WeakMap<Element, Root>();

/**
 * A template Sveltia renders with its own React: it returns one element whose ref mounts the
 * site's React (this bundle's) inside and renders the page again on every change of the entry.
 */
function template(pageOf: PageOf) {
  return function SitePreview(props: CustomPreviewTemplateProps) {
    return createElement("div", {
      "data-site-preview": "",
      ref: (container: HTMLDivElement | null) => {
        if (!container) return;
        const locale = localeOf(props);
        const { site, ...page } = pageOf(dataOf(props), locale);
        const root = roots.get(container) ?? createRoot(container);
        roots.set(container, root);
        const show = () =>
          root.render(
            createElement(PreviewApp, {
              page: { ...page, locale, site: site ?? built.site, articles: built.articles },
            }),
          );
        // German soft hyphens need the compounds' dictionary: the first German render waits for it.
        if (locale === "de") void loadGermanStems().then(show);
        else show();
      },
    });
  };
}

cms.registerPreviewStyle("/admin/site.css");
for (const [name, pageOf] of Object.entries(TEMPLATES)) cms.registerPreviewTemplate(name, template(pageOf));

// ------------------------------------------------------------------ what became of each save

if (github) {
  const follow = followSaves(github, __EDITOR_REPO__);
  cms.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      const file = entry.get("path");
      follow(typeof file === "string" ? file : "");
    },
  });
}
