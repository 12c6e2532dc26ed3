import { startTransition, useEffect, useState } from "react";

/**
 * False in the pre-rendered HTML and during hydration, true once JavaScript runs the component.
 * Per mount on purpose: a flag shared between mounts would be true while a later Suspense
 * boundary hydrates, and that boundary would then not match its pre-rendered HTML.
 * The switch is a transition: React renders it in short slices after hydration instead of the
 * synchronous re-render useSyncExternalStore forces when the client's value differs from the
 * server's, one long task on a slow phone.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
