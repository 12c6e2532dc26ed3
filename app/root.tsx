import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  UNSAFE_useScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { fontFaceCss, fontPreloads } from "virtual:fonts";
import stylesheet from "./app.css?inline";
import { SiteShell } from "./components/layout/SiteShell.tsx";
import { ErrorScreen } from "./components/layout/ErrorScreen.tsx";
import { HTML_LANG, localeOfPath } from "./content/locales.ts";
import { site } from "./content/site.ts";
import { wordsIn } from "./content/words.server.ts";
import { brandCssVariables } from "./lib/brand.ts";
import { ICONS, MANIFEST_PATH } from "./lib/seo-assets.ts";
import { agencyStructuredData, jsonForScript } from "./lib/structured-data.ts";

// The whole stylesheet is small, so it is inlined: first paint needs no second request.
// The inline CSS exists only in the pre-rendered HTML: in the browser bundle the branch is
// dead, so it is not shipped a second time as JavaScript. Hydration leaves
// dangerouslySetInnerHTML content as the HTML has it. The JSON-LD comes with the root loader's
// data, in the page's language.
const inlineStyles = import.meta.env.SSR ? brandCssVariables(site.colors) + fontFaceCss + stylesheet : "";

/** Runs when each page is pre-rendered: the page's language and the words every page shares. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const common = wordsIn(locale).common;
  return { locale, common, structuredData: jsonForScript(agencyStructuredData(site, common)) };
}

export const links: Route.LinksFunction = () => [
  // The faces that paint the largest text above the fold load alongside the HTML, not after the CSS is parsed.
  ...fontPreloads.map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  })),
  { rel: "icon", href: ICONS.svg, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: ICONS.appleTouch },
  { rel: "manifest", href: MANIFEST_PATH },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={HTML_LANG[data?.locale ?? "en"]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.colors.ink} />
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: inlineStyles }} suppressHydrationWarning />
        <Links />
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: data?.structuredData ?? "" }}
          suppressHydrationWarning
        />
      </head>
      <body>
        {children}
        <ClientScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * React Router's scroll handling for client-side navigation (top of the new page, or where the
 * visitor was on going back), without <ScrollRestoration />'s inline script. That script restores
 * the position on a reload before the first paint, which the browser already does itself (React
 * Router hands scrolling back to it on pagehide), and it cost the first HTML-parsing task about
 * 6-8 ms on this machine: a simulated phone's blocking time.
 */
function ClientScrollRestoration() {
  UNSAFE_useScrollRestoration();
  return null;
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Unknown paths never get here (the catch-all route answers them); this is for errors
  // thrown while routing or rendering. It shows the status, if any, never a stack trace.
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <SiteShell>
      <ErrorScreen status={status} />
    </SiteShell>
  );
}
