import { Link, useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE } from "../../content/locales.ts";
import { pathOf } from "../../pages.ts";
import type { loader as rootLoader } from "../../root.tsx";

/** The router's own wording, if even the shared words are missing: never a blank page. */
const FALLBACK = { title: "Unexpected Application Error!", body: "", home: "Home" };

/** Shown for unexpected errors during routing or rendering, inside the site's layout. */
export function ErrorScreen({ status }: { status?: number }) {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const words = data?.common.error ?? FALLBACK;
  const locale = data?.locale ?? DEFAULT_LOCALE;
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-start justify-center px-6 py-24">
      {status ? <p className="eyebrow">{status}</p> : null}
      <h1 className="mt-3 font-display text-4xl font-medium sm:text-5xl">{words.title}</h1>
      <p className="mt-6 text-lg text-muted">{words.body}</p>
      <Link to={pathOf("home", locale)} className="mt-10 button-primary">
        {words.home}
      </Link>
    </section>
  );
}
