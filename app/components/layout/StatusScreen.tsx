type StatusScreenProps = {
  /** The HTTP-style status shown above the title (404 for a missing page), if there is one. */
  code?: string | number;
  title: string;
  body: string;
  homeLabel: string;
  /** The home page of the screen's language. */
  homePath: string;
};

/** The body of the not-found and error screens: what happened, and a way home. Plain HTML: the booking island renders it in the browser too. */
export function StatusScreen({ code, title, body, homeLabel, homePath }: StatusScreenProps) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-start justify-center px-6 py-24">
      {code ? <p className="font-display text-7xl font-medium text-accent sm:text-8xl">{code}</p> : null}
      <h1 className="mt-4 font-display text-4xl font-medium sm:text-5xl">{title}</h1>
      <p className="mt-6 text-lg text-muted">{body}</p>
      <a href={homePath} className="mt-10 button-primary">
        {homeLabel}
      </a>
    </section>
  );
}
