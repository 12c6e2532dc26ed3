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
import { StatusScreen } from "./components/layout/StatusScreen.tsx";
import { DEFAULT_LOCALE, HTML_LANG, localeOfPath } from "./content/locales.ts";
import { site } from "./content/site.ts";
import { wordsIn } from "./content/words.server.ts";
import { brandCssVariables } from "./lib/brand.ts";
import { pathOf } from "./pages.ts";
import { useRememberPendingNavigations } from "./lib/resume-failed-navigation.ts";
import { ICONS, MANIFEST_PATH } from "./lib/seo-assets.ts";
import { agencyStructuredData, jsonForScript } from "./lib/structured-data.ts";

const STYLES_ID = "site-styles";
const STRUCTURED_DATA_ID = "site-structured-data";

/**
 * The text a pre-rendered head element carries, read once when the app starts in the browser.
 * The error screen re-creates the document's children, and an empty copy would drop the site's
 * styles and fonts and break the CSP hash.
 */
function preRenderedText(id: string): string {
  return typeof document === "undefined" ? "" : (document.getElementById(id)?.textContent ?? "");
}

// The whole stylesheet is small, so it is inlined: first paint needs no second request.
// The browser bundle reads it back from the HTML instead of shipping it again as JavaScript.
const inlineStyles = import.meta.env.SSR
  ? brandCssVariables(site.colors) + fontFaceCss + stylesheet
  : preRenderedText(STYLES_ID);

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

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={HTML_LANG[data?.locale ?? "en"]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.colors.ink} />
        <Meta />
        <style id={STYLES_ID} dangerouslySetInnerHTML={{ __html: inlineStyles }} />
        <Links />
        <script
          id={STRUCTURED_DATA_ID}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: data?.structuredData ?? "" }}
        />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/**
 * React Router's scroll handling for client-side navigation (top of the new page, or where the
 * visitor was on going back), without <ScrollRestoration />'s inline script, whose work on a
 * reload the browser already does (docs/decisions/040-scroll-restoration-without-inline-script.md).
 */
function ClientScrollRestoration() {
  UNSAFE_useScrollRestoration();
  return null;
}

export default function App() {
  // After a deploy, a navigation whose chunk is gone still ends on the page asked for.
  useRememberPendingNavigations();
  return (
    <>
      <SiteShell>
        <Outlet />
      </SiteShell>
      {/* Here, not in the Layout: the error screen must not run the code that may have failed. */}
      <ClientScrollRestoration />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Unknown paths never get here (the catch-all route answers them); this is for errors
  // thrown while routing or rendering. It shows the status, if any, never a stack trace.
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  const data = useRouteLoaderData<typeof loader>("root");
  // The router's own wording if even the shared words are missing: never a blank page.
  const words = data?.common.error ?? { title: "Unexpected Application Error!", body: "", home: "Home" };
  return (
    <SiteShell>
      <StatusScreen
        code={status}
        title={words.title}
        body={words.body}
        homeLabel={words.home}
        homePath={pathOf("home", data?.locale ?? DEFAULT_LOCALE)}
      />
    </SiteShell>
  );
}
