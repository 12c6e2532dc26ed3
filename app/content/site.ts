import { parseSiteConfig } from "./site-schema.ts";

/**
 * Build-time override of the booking consent mode, e.g.
 * `VITE_SITE_BOOKING_CONSENT=click-to-load npm run build`. Vite bakes it into both the
 * pre-rendered HTML and the browser bundle; the schema below validates it like any other value.
 * vite.config.ts validates this file in Node, where `import.meta.env` is absent, and ships the
 * result to the pages (plugins/static-site-config.ts), so the override is read from process.env there.
 */
const bookingConsentOverride: string | undefined =
  (import.meta.env?.VITE_SITE_BOOKING_CONSENT as string | undefined) ??
  globalThis.process?.env?.VITE_SITE_BOOKING_CONSENT;

/**
 * The agency's brand facts. Change them here; the build checks every value
 * and stops with a message naming the field if one is wrong.
 * The defaults are placeholders (example.com) until the agency's real details go in.
 */
export const site = parseSiteConfig({
  agencyName: "Harrow & Vale Executive Search",
  agencyShortName: "Harrow & Vale",
  founder: {
    name: "Claire Harrow",
    role: "Founder & Managing Partner",
  },
  email: "hello@example.com",
  linkedInUrl: "https://www.linkedin.com/company/example",
  schedulingUrl: "https://calendly.com/example/30min",
  siteUrl: "https://www.example.com",
  markets: ["Germany", "United Kingdom", "United States"],
  copyrightYear: 2025,
  booking: {
    consent: bookingConsentOverride || "none",
  },
  colors: {
    background: "#FAF8F4",
    surface: "#FFFFFF",
    text: "#1B1D22",
    muted: "#565A63",
    accent: "#8C5A2B",
    onAccent: "#FFFFFF",
    ink: "#14213D",
    onInk: "#F4F1EA",
    line: "#E3DED4",
  },
});
