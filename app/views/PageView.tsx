import type { Words } from "../content/types.ts";
import { PageWordsContext, type PageWords } from "../content/use-page-words.ts";
import { HomeView } from "./HomeView.tsx";
import { LegalView } from "./LegalView.tsx";
import { NotFoundView } from "./NotFoundView.tsx";

/**
 * The main content of every page that runs no React in the browser, chosen by its id in the page
 * table. The booking page is an island (app/islands/BookingIsland.tsx), rendered by the layout.
 */
export function PageView({ page, words }: { page: PageWords; words: Words }) {
  return <PageWordsContext value={page}>{viewOf(page.page, words)}</PageWordsContext>;
}

function viewOf(id: PageWords["page"], words: Words) {
  switch (id) {
    case "home":
      return <HomeView words={words.home} />;
    case "legalNotice":
    case "privacy":
      return <LegalView page={words[id]} />;
    case "not-found":
      return <NotFoundView />;
    case "booking":
      throw new Error("PageView: the booking page is an island; app/layouts/SitePage.astro renders it");
  }
}
