import { useEffect } from "react";
import { useLocation } from "react-router";
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
  const { pathname } = useLocation();
  const { notFound } = useCommonWords();
  const locale = useLocale();

  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

  return (
    <StatusScreen
      code={notFound.code}
      title={notFound.title}
      body={notFound.body}
      homeLabel={notFound.home}
      homePath={pathOf("home", locale)}
    />
  );
}
