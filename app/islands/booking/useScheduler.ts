import { SCHEDULER_TIMEOUT_MS } from "astro:env/client";
import { startTransition, useEffect, useRef, useState } from "react";
import { mountScheduler, type ProviderMessage, type SchedulerStatus } from "../../lib/calendly.ts";

export type ScheduledBooking = Extract<ProviderMessage, { kind: "event_scheduled" }>;

/**
 * Runs the provider's scheduler in the returned container while `active` is true and the
 * component is mounted; leaving the page removes the script, the iframe and all listeners.
 */
export function useScheduler(active: boolean, url: string) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<SchedulerStatus>("loading");
  const [booking, setBooking] = useState<ScheduledBooking | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    // The provider's answers swap the loading state for the scheduler or the fallback. As
    // transitions React renders that in short slices, so a phone's main thread stays free.
    const onStatus = (next: SchedulerStatus) => startTransition(() => setStatus(next));
    return mountScheduler({ container, url, onStatus, onScheduled: setBooking, timeoutMs: SCHEDULER_TIMEOUT_MS });
  }, [active, url]);

  return { containerRef, status, booking };
}
