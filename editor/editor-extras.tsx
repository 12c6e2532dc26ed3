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
import type CMS from "@sveltia/cms";
import type { CustomPreviewTemplateProps } from "@sveltia/cms";
import type { SiteFacts, Words } from "../app/site-data/types.ts";
import { LOCALES, type Locale } from "../shared/locales.ts";
import { typesetGermanWords } from "../content-pipeline/typography.ts";
import { built, loadGermanStems } from "./preview/content.ts";
import { PreviewApp } from "./preview/PreviewApp.tsx";
import type { PreviewPage } from "./preview/PreviewPage.tsx";
import { articleFromEntry, legalPageFromEntry } from "./preview/entries.ts";
import { followSaves, type EditorGitHub } from "./save-status/panel.ts";

declare const __EDITOR_REPO__: string;

const { CMS: cms, siteEditorGitHub: github } = window as unknown as {
  CMS: typeof CMS;
  siteEditorGitHub?: EditorGitHub;
};

// ------------------------------------------------------------------ preview

type Data = Record<string, unknown>;
type PageOf = (data: Data, locale: Locale) => Omit<PreviewPage, "locale" | "site" | "articles"> & { site?: SiteFacts };

/**
 * A page whose words' part `key` is the entry being typed: as the build would give the form's
 * words to the page (typeset in German), or as `part` makes them.
 */
function ownPart<K extends keyof Words>(
  id: PreviewPage["id"],
  key: K,
  part = (data: Data, locale: Locale) => (locale === "de" ? typesetGermanWords(data) : data) as Words[K],
): PageOf {
  return (data, locale) => ({ id, words: { ...built.words[locale], [key]: part(data, locale) } });
}

/** Each content file's page: its own part of the words replaced by what is being typed. */
const TEMPLATES: Record<string, PageOf> = {
  site: (data, locale) => ({ id: "home", words: built.words[locale], site: data as unknown as SiteFacts }),
  common: ownPart("not-found", "common"),
  home: ownPart("home", "home"),
  booking: ownPart("booking", "booking"),
  insights: ownPart("insights", "insights"),
  legalNotice: ownPart("legalNotice", "legalNotice", (data, locale) => legalPageFromEntry(data, locale, "legalNotice")),
  privacy: ownPart("privacy", "privacy", (data, locale) => legalPageFromEntry(data, locale, "privacy")),
  articles: (data, locale) => ({ id: "article", words: built.words[locale], article: articleFromEntry(data, locale) }),
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
        // The entry's language: Sveltia writes it as the preview document's `lang`.
        const lang = props.document?.documentElement.lang ?? "";
        const locale = LOCALES.find((code) => lang.startsWith(code)) ?? LOCALES[0];
        // The entry's data as plain values (Sveltia passes an Immutable Map); the build's facts unless it is them.
        const page = { locale, site: built.site, articles: built.articles, ...pageOf(props.entry.toJS().data, locale) };
        const root = roots.get(container) ?? createRoot(container);
        roots.set(container, root);
        const show = () => root.render(createElement(PreviewApp, { page }));
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
  cms.registerEventListener({ name: "postSave", handler: ({ entry }) => follow(entry.get("path")) });
}
