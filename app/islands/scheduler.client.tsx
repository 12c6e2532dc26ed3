// The booking scheduler's browser entry: the only React that reaches a browser. It hydrates
// the island's container alone, from the props the page carries; the rest of the page is HTML.
// The inline site script imports it (app/browser/site-script.ts) and shows the page's fallback
// if this chunk cannot load.
import { StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { BOOKING_ISLAND, BookingIsland, type BookingIslandProps } from "./BookingIsland.tsx";

/** Marks the container once React runs it, for tests and tools that must wait for the island. */
function MarkHydrated({ container }: { container: HTMLElement }) {
  useEffect(() => container.setAttribute("data-island-hydrated", ""), [container]);
  return null;
}

const container = document.getElementById(BOOKING_ISLAND.containerId);
const propsText = document.getElementById(BOOKING_ISLAND.propsId)?.textContent;
if (container && propsText) {
  const props = JSON.parse(propsText) as BookingIslandProps;
  hydrateRoot(
    container,
    <StrictMode>
      <BookingIsland {...props} />
      <MarkHydrated container={container} />
    </StrictMode>,
  );
}
