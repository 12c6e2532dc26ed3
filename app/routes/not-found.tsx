import { useEffect } from "react";
import { useLocation } from "react-router";
import { StatusScreen } from "../components/layout/StatusScreen.tsx";
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
    <StatusScreen
      code={copy.notFound.code}
      title={copy.notFound.title}
      body={copy.notFound.body}
      homeLabel={copy.notFound.home}
    />
  );
}
