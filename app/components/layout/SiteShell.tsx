import { useCommonWords } from "../../content/use-page-words.ts";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

/** The frame every page shares: skip link, fixed header, main landmark, footer. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  const { skipLink } = useCommonWords();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-sm bg-accent px-4 py-3 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {skipLink}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-16 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
