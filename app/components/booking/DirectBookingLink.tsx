import { ArrowUpRight } from "../ui/icons.ts";
import { copy } from "../../content/copy.ts";
import { site } from "../../content/site.ts";

/** The scheduling page itself, in a new tab: works without JavaScript and without the embed. */
export function DirectBookingLink({ label, className }: { label: string; className: string }) {
  return (
    <a href={site.schedulingUrl} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
      <ArrowUpRight aria-hidden="true" className="size-5 shrink-0" />
      <span className="sr-only"> {copy.newTab}</span>
    </a>
  );
}
