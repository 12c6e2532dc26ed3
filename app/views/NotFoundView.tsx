import { StatusScreen } from "../components/layout/StatusScreen.tsx";
import { useCommonWords, useLocale } from "../content/use-page-words.ts";
import { pathOf } from "../page-table.ts";

export function NotFoundView() {
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
