import type { HomeWords } from "../../site-data/types.ts";
import { Section, SectionHeader } from "../ui/Section.tsx";

export function Services({ words }: { words: HomeWords["services"] }) {
  return (
    <Section id="services" band="surface">
      <SectionHeader
        sectionId="services"
        eyebrow={words.eyebrow}
        title={words.title}
        lead={words.lead}
        titleClassName="max-w-3xl"
      />
      <ol className="mt-14 grid gap-12 md:grid-cols-3 md:gap-10">
        {words.items.map((service, index) => (
          <li key={service.title} className="border-t border-line pt-8">
            <span aria-hidden="true" className="font-display text-4xl font-medium text-accent">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-4 text-xl font-semibold">{service.title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{service.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
