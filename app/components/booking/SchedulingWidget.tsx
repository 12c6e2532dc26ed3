import { useEffect } from "react";
import { copy } from "../../content/copy";
import { site } from "../../content/site";
import { schedulingEmbedUrl } from "../../lib/brand";
import { addProviderScript, removeProviderScript } from "../../lib/calendly";

/** The embedded scheduler: the provider's script is present only while this is on screen. */
export function SchedulingWidget() {
  const embedUrl = schedulingEmbedUrl(site.schedulingUrl, site.colors);

  useEffect(() => {
    addProviderScript();
    return () => removeProviderScript();
  }, []);

  return (
    <div className="mt-12">
      <div
        className="calendly-inline-widget h-[700px] min-w-[320px] overflow-hidden rounded-sm border border-line bg-surface"
        data-url={embedUrl}
        aria-label={copy.booking.widgetLabel}
        role="region"
      />
      <p className="mt-6 text-muted">
        {copy.booking.directLinkIntro}{" "}
        <a href={site.schedulingUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-accent underline underline-offset-4">
          {copy.booking.directLink}
          <span className="sr-only"> {copy.newTab}</span>
        </a>
      </p>
    </div>
  );
}
