import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?inline";
import { SiteShell } from "./components/layout/SiteShell";
import { ErrorScreen } from "./components/layout/ErrorScreen";
import { site } from "./content/site";
import { brandCssVariables } from "./lib/brand";

// The whole stylesheet is small, so it is inlined: first paint needs no second request.
const inlineStyles = brandCssVariables(site.colors) + stylesheet;

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.colors.ink} />
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: inlineStyles }} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
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
