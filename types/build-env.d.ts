// Set by astro.config.ts when the site is built (see app/lib/calendly.ts).
interface ImportMetaEnv {
  /** Milliseconds the scheduler waits for the provider before showing its fallback. */
  readonly SCHEDULER_TIMEOUT_MS?: string | number;
}
