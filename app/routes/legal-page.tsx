import { localeOfPath } from "../../shared/locales.ts";
import { wordsIn } from "../../content-pipeline/words.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { entryForPath, pagePathOf } from "../pages.ts";
import type { Route } from "./+types/legal-page";

/** The legal notice and the privacy policy: text filled from the legal facts when the site is built. */
export function loader({ request }: Route.LoaderArgs) {
  const pathname = pagePathOf(request);
  const locale = localeOfPath(pathname);
  const id = entryForPath(pathname)?.id;
  if (id !== "legalNotice" && id !== "privacy") throw new Error(`legal-page: ${pathname} is not a legal page`);
  return { locale, path: pathname, page: wordsIn(locale)[id] };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { page, path, locale } = loaderData;
  return pageMeta({
    title: page.title,
    description: page.description,
    path,
    locale,
    common: matches[0].loaderData.common,
  });
}

export default function LegalPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <article aria-labelledby="legal-title" className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
      <h1 id="legal-title" className="section-title">
        {page.title}
      </h1>
      {/* Rendered from Markdown at build time; every filled-in value is escaped (content-pipeline/render-legal.ts). */}
      <div className="legal-text mt-10" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
