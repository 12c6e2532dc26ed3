import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { copy } from "../content/copy.ts";
import { pageMeta } from "../lib/meta.ts";

export function meta() {
  // No path: the not-found page gets no canonical URL and is marked noindex.
  return pageMeta({ title: copy.meta.notFoundTitle });
}

export default function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-start justify-center px-6 py-24">
      <p className="font-display text-7xl font-medium text-accent sm:text-8xl">{copy.notFound.code}</p>
      <h1 className="mt-4 font-display text-4xl font-medium sm:text-5xl">{copy.notFound.title}</h1>
      <p className="mt-6 text-lg text-muted">{copy.notFound.body}</p>
      <Link to="/" className="mt-10 button-primary">
        {copy.notFound.home}
      </Link>
    </section>
  );
}
