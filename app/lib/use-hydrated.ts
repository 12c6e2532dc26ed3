import { startTransition, useEffect, useState } from "react";

/** Set once the first component using the hook has hydrated; later mounts start out true. */
let hydratedOnce = false;

/**
 * False in the pre-rendered HTML and during hydration, true once JavaScript runs the page.
 * The switch is a transition: React renders it in short slices after hydration instead of the
 * synchronous re-render useSyncExternalStore forces when the client's value differs from the
 * server's, one long task on a slow phone.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
