import { site } from "../../site-data/site.ts";
import { Mail } from "./icons.ts";

/** The agency's email address as a mailto link, the mail icon before it. */
export function EmailLink({
  className,
  iconClassName = "size-4 shrink-0",
}: {
  className: string;
  iconClassName?: string;
}) {
  return (
    <a href={`mailto:${site.email}`} className={className}>
      <Mail aria-hidden="true" className={iconClassName} />
      {site.email}
    </a>
  );
}
