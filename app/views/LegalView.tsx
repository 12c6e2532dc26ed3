import type { LegalPage } from "../site-data/types.ts";

/** The legal notice and the privacy policy: text filled from the legal facts when the site is built. */
export function LegalView({ legal }: { legal: LegalPage }) {
  return (
    <article aria-labelledby="legal-title" className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
      <h1 id="legal-title" className="section-title">
        {legal.title}
      </h1>
      {/* Rendered from Markdown at build time; every filled-in value is escaped (content-pipeline/render-legal.ts). */}
      <div className="markdown-text legal-text mt-10" dangerouslySetInnerHTML={{ __html: legal.html }} />
    </article>
  );
}
