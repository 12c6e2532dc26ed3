import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { resumeFailedNavigation } from "./lib/resume-failed-navigation.ts";

// React Router's default browser entry, plus the hand-over after a navigation failed to load.
// The tree must match the pre-rendered one exactly (useId derives ids from it), so nothing is
// rendered beside the router; the root route remembers pending navigations (app/root.tsx).
if (!resumeFailedNavigation()) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
