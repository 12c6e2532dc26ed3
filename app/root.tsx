import { use } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteLoaderData } from "react-router";
import { siteScript } from "virtual:islands";
import type { Route } from "./+types/root";
import { fontFaceCss, fontPreloads } from "virtual:fonts";
import stylesheet from "./app.css?inline";
import { SiteShell } from "./components/layout/SiteShell.tsx";
import { StatusScreen } from "./components/layout/StatusScreen.tsx";
import { DEFAULT_LOCALE, HTML_LANG, localeOfPath } from "../shared/locales.ts";
import { site } from "./content/site.ts";
import { wordsIn } from "../content-pipeline/words.server.ts";
import { PageWordsContext } from "./content/use-page-words.ts";
import { brandCssVariables } from "./lib/brand.ts";
import { SpaShellContext } from "./lib/spa-shell.ts";
import { pathOf } from "./pages.ts";
import { ICONS, MANIFEST_PATH } from "./lib/seo-assets.ts";
import { agencyStructuredData, jsonForScript } from "./lib/structured-data.ts";

// The whole stylesheet is small, so it is inlined: first paint needs no second request.
const inlineStyles = brandCssVariables(site.colors) + fontFaceCss + stylesheet;

/**
 * Same-origin pages are prerendered when the visitor hovers or presses a link (moderate), so
 * navigations feel instant; the editor is left out. Allowed by its hash in the CSP.
 */
const SPECULATION_RULES = JSON.stringify({
  prerender: [
    { where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/admin/*" } }] }, eagerness: "moderate" },
  ],
});

/**
 * Runs when each page is pre-rendered: the page's language, the words every page shares and
 * the JSON-LD in that language. The router keeps this data for the error screen too.
 */
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

/**
 * The document of every page. It carries no React Router runtime: pages are HTML and CSS plus
 * one small inline script (app/browser/site-script.ts); only the booking page adds its island.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const isSpaShell = use(SpaShellContext);
  return (
    <html lang={HTML_LANG[data?.locale ?? "en"]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.colors.ink} />
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: inlineStyles }} />
        <Links />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data?.structuredData ?? "" }} />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
      </head>
      <body>
        {data ? (
          <PageWordsContext value={{ locale: data.locale, common: data.common }}>{children}</PageWordsContext>
        ) : (
          children
        )}
        <script type="module" dangerouslySetInnerHTML={{ __html: siteScript }} />
        {/* Only the SPA shell gets React Router's scripts: the build insists on them there, and
            scripts/lib/prune-client-output.mjs deletes that file (app/lib/spa-shell.ts). */}
        {isSpaShell ? <Scripts /> : null}
      </body>
    </html>
  );
}

/** The root loader's language and shared words, for the components below (app/content/use-page-words.ts). */
function WithPageWords({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) return children;
  return <PageWordsContext value={{ locale: data.locale, common: data.common }}>{children}</PageWordsContext>;
}

export default function App() {
  return (
    <WithPageWords>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </WithPageWords>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Unknown paths never get here (the catch-all route answers them); this is for errors
  // thrown while rendering. It shows the status, if any, never a stack trace. (In the browser,
  // only the booking island runs React; it has its own boundary, app/islands/BookingIsland.tsx.)
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  const data = useRouteLoaderData<typeof loader>("root");
  // The router's own wording if even the shared words are missing: never a blank page.
  const words = data?.common.error ?? { title: "Unexpected Application Error!", body: "", home: "Home" };
  return (
    <WithPageWords>
      <SiteShell>
        <StatusScreen
          code={status}
          title={words.title}
          body={words.body}
          homeLabel={words.home}
          homePath={pathOf("home", data?.locale ?? DEFAULT_LOCALE)}
        />
      </SiteShell>
    </WithPageWords>
  );
}
