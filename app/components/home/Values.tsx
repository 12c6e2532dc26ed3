import type { HomeWords } from "../../site-data/types.ts";
import { Section, SectionHeader } from "../ui/Section.tsx";

export function Values({ words }: { words: HomeWords["values"] }) {
  return (
    <Section id="values">
      <SectionHeader sectionId="values" eyebrow={words.eyebrow} title={words.title} />
      <ul className="mt-14 grid gap-px overflow-hidden rounded-sm border border-line bg-line sm:grid-cols-2">
        {words.items.map((value) => (
          <li key={value.title} className="bg-canvas p-8 sm:p-10">
            <h3 className="font-display text-2xl font-medium">{value.title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{value.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
