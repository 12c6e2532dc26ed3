import { copy, fill } from "../../content/copy.ts";
import { site } from "../../content/site.ts";

export function About() {
  const names = { founder: site.founder.name, agency: site.agencyName };
  return (
    <section id="about" aria-labelledby="about-title">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-20 sm:px-8 sm:py-28 lg:grid-cols-[1.3fr_1fr] lg:gap-20">
        <div>
          <p className="eyebrow">{copy.about.eyebrow}</p>
          <h2 id="about-title" className="mt-4 section-title">
            {copy.about.title}
          </h2>
          <div className="mt-8 space-y-5 text-lg leading-relaxed text-muted">
            {copy.about.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{fill(paragraph, names)}</p>
            ))}
          </div>
        </div>
        <figure className="self-center border-l-2 border-accent pl-8">
          <blockquote className="font-display text-2xl leading-snug font-medium text-balance sm:text-3xl">
            <p>“{copy.about.quote}”</p>
          </blockquote>
          <figcaption className="mt-6 text-base">
            <span className="font-semibold">{site.founder.name}</span>
            <span className="block text-muted">{site.founder.role}</span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
