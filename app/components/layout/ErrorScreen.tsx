import { Link } from "react-router";
import { copy } from "../../content/copy.ts";

/** Shown for unexpected errors during routing or rendering, inside the site's layout. */
export function ErrorScreen({ status }: { status?: number }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-start justify-center px-6 py-24">
      {status ? <p className="eyebrow">{status}</p> : null}
      <h1 className="mt-3 font-display text-4xl font-medium sm:text-5xl">{copy.error.title}</h1>
      <p className="mt-6 text-lg text-muted">{copy.error.body}</p>
      <Link to="/" className="mt-10 button-primary">
        {copy.error.home}
      </Link>
    </section>
  );
}
