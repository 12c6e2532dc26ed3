/** A home-page section: full-width band, centred column, the page's vertical rhythm. */
export function Section({
  id,
  band = "canvas",
  divided = false,
  className = "",
  children,
}: {
  id: string;
  /** "surface" raises the band off the page background, alternating with "canvas". */
  band?: "canvas" | "surface";
  /** A hairline above, where the band meets one of the same colour. */
  divided?: boolean;
  /** Layout of the centred column (for example a grid). */
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={
        [band === "surface" ? "bg-surface" : "", divided ? "border-t border-line" : ""].join(" ").trim() || undefined
      }
    >
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
