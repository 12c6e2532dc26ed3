/** A home-page section: full-width band, centred column, the page's vertical rhythm. */
export function Section({
  id,
  band,
  className = "",
  children,
}: {
  id: string;
  /** The band's classes: "bg-surface" raises it off the page; "border-t border-line" divides it from one of the same colour. */
  band?: string;
  /** Layout of the centred column (for example a grid). */
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={band}>
      <div className={`mx-auto max-w-6xl px-5 py-20 sm:px-8 sm:py-28 ${className}`}>{children}</div>
    </section>
  );
}

/** The eyebrow, title and optional lead that open a section; the title names the section. */
export function SectionHeader({
  sectionId,
  eyebrow,
  title,
  lead,
  titleClassName = "",
}: {
  sectionId: string;
  eyebrow: string;
  title: string;
  lead?: string;
  titleClassName?: string;
}) {
  return (
    <>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={`${sectionId}-title`} className={`mt-4 section-title ${titleClassName}`}>
        {title}
      </h2>
      {lead ? <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{lead}</p> : null}
    </>
  );
}
