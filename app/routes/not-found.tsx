import { useEffect } from "react";
import { Link, useLocation } from "react-router";
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
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-start justify-center px-6 py-24">
      <p className="font-display text-7xl font-medium text-accent sm:text-8xl">{notFound.code}</p>
      <h1 className="mt-4 font-display text-4xl font-medium sm:text-5xl">{notFound.title}</h1>
      <p className="mt-6 text-lg text-muted">{notFound.body}</p>
      <Link to={pathOf("home", locale)} className="mt-10 button-primary">
        {notFound.home}
      </Link>
    </section>
  );
}
