/**
 * Marks a control inside an island whose press must reach the island even before it is live
 * (the booking consent button): app/browser/after-first-paint.ts keeps such a press and hands it over.
 */
export const HYDRATE_ON_PRESS = "data-hydrate-on-press";
