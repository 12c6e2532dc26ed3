import { site } from "../../site-data/site.ts";
import { ExternalLink } from "../../components/ui/ExternalLink.tsx";

/** The scheduling page itself, in a new tab: works without JavaScript and without the embed. */
export function DirectBookingLink({
  label,
  className,
  newTabLabel,
}: {
  label: string;
  className: string;
  newTabLabel: string;
}) {
  return (
    <ExternalLink href={site.schedulingUrl} className={className} newTabLabel={newTabLabel}>
      {label}
    </ExternalLink>
  );
}
