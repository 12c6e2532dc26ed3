import { StatusScreen } from "../components/layout/StatusScreen.tsx";
import { useCommonWords, useLocale } from "../content/use-page-words.ts";
import { pathOf } from "../pages.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  const { common, locale } = matches[0].loaderData;
  // No path: the not-found page gets no canonical URL and is marked noindex.
  return pageMeta({ title: common.notFound.metaTitle, locale, common });
}

export default function NotFound() {
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
