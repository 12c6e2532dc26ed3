import { copy } from "../../content/copy.ts";

export function Services() {
  return (
    <section id="services" aria-labelledby="services-title" className="bg-surface">
      <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8 sm:py-28">
        <p className="eyebrow">{copy.services.eyebrow}</p>
        <h2 id="services-title" className="mt-4 max-w-3xl section-title">
          {copy.services.title}
        </h2>
        <p className="mt-6 max-w-2xl text-lg text-muted">{copy.services.lead}</p>
        <ol className="mt-14 grid gap-12 md:grid-cols-3 md:gap-10">
          {copy.services.items.map((service, index) => (
            <li key={service.title} className="border-t border-line pt-8">
              <span aria-hidden="true" className="font-display text-4xl font-medium text-accent">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-4 text-xl font-semibold">{service.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{service.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
