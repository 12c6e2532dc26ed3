import { copy } from "../../content/copy.ts";

export function Values() {
  return (
    <section id="values" aria-labelledby="values-title">
      <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8 sm:py-28">
        <p className="eyebrow">{copy.values.eyebrow}</p>
        <h2 id="values-title" className="mt-4 section-title">
          {copy.values.title}
        </h2>
        <ul className="mt-14 grid gap-px overflow-hidden rounded-sm border border-line bg-line sm:grid-cols-2">
          {copy.values.items.map((value) => (
            <li key={value.title} className="bg-canvas p-8 sm:p-10">
              <h3 className="font-display text-2xl font-medium">{value.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{value.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
