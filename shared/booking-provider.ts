// The scheduling provider's addresses and the one storage entry the site writes: the browser code
// uses them, and the build's storage declaration and security policy name them.

/** The scheduling provider's embed script, added while the booking page is open. */
export const PROVIDER_SCRIPT_SRC = "https://assets.calendly.com/assets/external/widget.js";

/** Origin of the provider's frame; the only origin whose messages the page trusts. */
export const PROVIDER_ORIGIN = "https://calendly.com";

/** sessionStorage key of the visitor's "load the scheduler" choice (click-to-load mode). */
export const CONSENT_STORAGE_KEY = "booking-consent";
