import { StatusScreen } from "../components/layout/StatusScreen.tsx";
import { PageWordsContext, useCommonWords, useLocale, type PageWords } from "../site-data/use-page-words.ts";
import { pathOf } from "../page-table.ts";

/** The not-found page of a language: says so and leads home. */
export function NotFoundView({ page }: { page: PageWords }) {
  return (
    <PageWordsContext value={page}>
      <NotFound />
    </PageWordsContext>
  );
}

function NotFound() {
  const { notFound } = useCommonWords();
  const locale = useLocale();
  // The site script (app/browser/site-script.ts) logs the attempted path on pages marked so.
  return (
    <div data-not-found="">
      <StatusScreen
        code={notFound.code}
        title={notFound.title}
        body={notFound.body}
        homeLabel={notFound.home}
        homePath={pathOf("home", locale)}
      />
    </div>
  );
}
