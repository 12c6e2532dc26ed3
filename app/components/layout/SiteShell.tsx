import { PageWordsContext, type PageWords } from "../../site-data/use-page-words.ts";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

/**
 * The frame every page shares, around the main landmark that app/layouts/SitePage.astro renders:
 * the skip link and the fixed header before it, the footer after it. Each part is rendered on its
 * own, so each provides the page's words to the components inside.
 */
export function ShellStart({ page }: { page: PageWords }) {
  return (
    <PageWordsContext value={page}>
      <a
        href="#main"
        className="sr-only z-[60] rounded-sm bg-accent px-4 py-3 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {page.common.skipLink}
      </a>
      <SiteHeader />
    </PageWordsContext>
  );
}

export function ShellEnd({ page }: { page: PageWords }) {
  return (
    <PageWordsContext value={page}>
      <SiteFooter />
    </PageWordsContext>
  );
}
