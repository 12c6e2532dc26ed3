import { startTransition, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { rememberPendingNavigations, resumeFailedNavigation } from "./lib/resume-failed-navigation.ts";

declare global {
  interface Window {
    /** The router React Router's HydratedRouter creates (framework mode). */
    __reactRouterDataRouter?: Parameters<typeof rememberPendingNavigations>[0];
  }
}

/** Renders nothing; once the router exists (after the first render), remembers pending navigations. */
function PendingNavigationMemory() {
  useEffect(() => {
    const router = window.__reactRouterDataRouter;
    return router ? rememberPendingNavigations(router) : undefined;
  }, []);
  return null;
}

// React Router's default browser entry, plus the hand-over after a navigation failed to load.
if (!resumeFailedNavigation()) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
        <PendingNavigationMemory />
      </StrictMode>,
    );
  });
}
