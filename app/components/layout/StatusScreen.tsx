/**
 * The body of the not-found and error screens: what happened (with its HTTP status, if given), and
 * a way home. Plain HTML: the booking island renders it in the browser too.
 */
export function StatusScreen({
  words: { code, title, body, home },
  homePath,
}: {
  words: { code?: string | number; title: string; body: string; home: string };
  homePath: string;
}) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-start justify-center px-6 py-24">
      {code ? <p className="font-display text-7xl font-medium text-accent sm:text-8xl">{code}</p> : null}
      <h1 className="mt-4 font-display text-4xl font-medium sm:text-5xl">{title}</h1>
      <p className="mt-6 text-lg text-muted">{body}</p>
      <a href={homePath} className="mt-10 button-primary">
        {home}
      </a>
    </section>
  );
}
