import type { Article, Words } from "../content/types.ts";
import { PageWordsContext, type PageWords } from "../content/use-page-words.ts";
import { ArticleView } from "./ArticleView.tsx";
import { HomeView } from "./HomeView.tsx";
import { InsightsListView } from "./InsightsListView.tsx";
import { LegalView } from "./LegalView.tsx";
import { NotFoundView } from "./NotFoundView.tsx";

/**
 * The main content of every page that runs no React in the browser, chosen by its id in the page
 * table. The booking page is an island (app/islands/BookingIsland.tsx), rendered by the layout.
 */
export function PageView({ page, words, articles }: { page: PageWords; words: Words; articles: PageArticles }) {
  return <PageWordsContext value={page}>{viewOf(page, words, articles)}</PageWordsContext>;
}

/** The articles a page shows: the home page's newest, a list page's ten, an article page's own. */
export type PageArticles = {
  shown: readonly Article[];
  /** A list page: which page this is, of how many. */
  list?: { page: number; pageCount: number };
};

function viewOf(page: PageWords, words: Words, articles: PageArticles) {
  const id = page.page;
  switch (id) {
    case "home":
      return (
        <HomeView
          words={words.home}
          insights={{ words: words.insights, latest: articles.shown }}
          roles={{ words: words.roles, open: page.roles?.open ?? 0 }}
        />
      );
    case "insights":
      return (
        <InsightsListView
          words={words.insights}
          articles={articles.shown}
          {...(articles.list ?? { page: 1, pageCount: 1 })}
        />
      );
    case "article": {
      const article = articles.shown[0];
      if (!article) throw new Error("PageView: an article page without its article");
      return <ArticleView article={article} words={words.insights} />;
    }
    case "legalNotice":
    case "privacy":
      return <LegalView page={words[id]} />;
    case "not-found":
      return <NotFoundView />;
    case "booking":
      throw new Error("PageView: the booking page is an island; app/layouts/SitePage.astro renders it");
    case "roles":
    case "roles-country":
    case "role":
    case "role-closed":
      throw new Error(`PageView: the ${id} page has its own route (app/pages/[...roles].astro)`);
  }
}
