import { useEffect } from "react";

declare global {
  interface Window {
    /** The router React Router's HydratedRouter creates (framework mode), before the first effects run. */
    __reactRouterDataRouter?: RouterLike;
  }
}

/**
 * After a deploy, the hashed chunks an open tab knows are gone. When a client-side navigation
 * then fails to load its route module, React Router reloads the *current* page; the visitor who
 * clicked 'Get in Touch' would be back on the page they left. This remembers each navigation
 * while it is pending, and when the page comes back from that reload, continues to the page
 * the visitor asked for with a full page load (every page is pre-rendered, so it works).
 */
export const STORAGE_KEY = "pending-navigation";
/** A reload later than this after the click is the visitor's own, not the router's. */
const RESUME_WITHIN_MS = 10_000;

type PendingNavigation = { to: string; from: string; at: number };
type Location = { pathname: string; search: string; hash: string };
type RouterLike = {
  subscribe: (listener: (state: { navigation: { location?: Location | null } }) => void) => () => void;
};

function read(win: Window): PendingNavigation | null {
  try {
    const stored = win.sessionStorage.getItem(STORAGE_KEY);
    win.sessionStorage.removeItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as PendingNavigation) : null;
  } catch {
    // Storage denied or garbled: the visitor stays on the reloaded page, as without this.
    return null;
  }
}

/**
 * Call before hydrating: true when this page load is the router's reload after a failed
 * navigation, in which case the browser is already on its way to the page asked for.
 */
export function resumeFailedNavigation(win: Window = window, now = Date.now()): boolean {
  const pending = read(win);
  const entry = win.performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (!pending || entry?.type !== "reload") return false;
  if (pending.from !== win.location.href || now - pending.at > RESUME_WITHIN_MS) return false;
  win.location.replace(pending.to);
  return true;
}

/** Remembers each client-side navigation while it is pending (sessionStorage, this tab only); returns the unsubscribe. */
export function rememberPendingNavigations(router: RouterLike, win: Window = window): () => void {
  return router.subscribe(({ navigation }) => {
    try {
      const target = navigation.location;
      if (!target) return win.sessionStorage.removeItem(STORAGE_KEY);
      const pending: PendingNavigation = {
        to: target.pathname + target.search + target.hash,
        from: win.location.href,
        at: Date.now(),
      };
      win.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
    } catch {
      // Without storage a failed navigation ends on the reloaded page, as React Router does it.
    }
  });
}

/** Remembers pending navigations while the component using it is mounted (the root route's App). */
export function useRememberPendingNavigations(): void {
  useEffect(() => {
    const router = window.__reactRouterDataRouter;
    return router ? rememberPendingNavigations(router) : undefined;
  }, []);
}
