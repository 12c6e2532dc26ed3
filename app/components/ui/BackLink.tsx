import { ArrowLeft } from "./icons.ts";

/** The link above an article or a role back to its list. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <p>
      <a
        href={href}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {label}
      </a>
    </p>
  );
}
