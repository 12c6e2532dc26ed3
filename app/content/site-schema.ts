import { z } from "zod";

// zod's default mode probes for eval (`new Function`) to compile fast parsers; the site's
// Content-Security-Policy forbids eval, so the probe would be reported as a violation.
z.config({ jitless: true });

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a six-digit hex colour such as #1F2A44");

const httpsUrl = z
  .url({ message: "must be a valid URL" })
  .refine((value) => value.startsWith("https://"), "must start with https://");

const nonEmpty = z.string().trim().min(1, "must not be empty");

/** The brand facts of the agency. Everything a re-brand touches lives here. */
export const siteConfigSchema = z.strictObject({
  agencyName: nonEmpty,
  /** Short form for tight spaces (the logo on small phones, the web manifest). */
  agencyShortName: nonEmpty,
  founder: z.strictObject({
    name: nonEmpty,
    role: nonEmpty,
  }),
  email: z.email({ message: "must be a valid email address" }),
  linkedInUrl: httpsUrl,
  /** The founder's 30-minute Calendly event type. */
  schedulingUrl: httpsUrl,
  /** Public address of the site, used for canonical URLs, the sitemap and share tags. */
  siteUrl: httpsUrl,
  markets: z.array(nonEmpty).min(1, "must list at least one market"),
  copyrightYear: z.number().int().min(2000).max(2100),
  booking: z.strictObject({
    /**
     * "none": the scheduler loads when the visitor opens the booking page.
     * "click-to-load": nothing from the provider loads until the visitor agrees.
     */
    consent: z.enum(["none", "click-to-load"]),
  }),
  colors: z.strictObject({
    /** Page background. */
    background: hexColour,
    /** Raised surfaces: cards, the booking panel. */
    surface: hexColour,
    /** Body text and headings. */
    text: hexColour,
    /** Secondary text: captions, descriptions. */
    muted: hexColour,
    /** The one accent: buttons, links, highlights. */
    accent: hexColour,
    /** Text placed on the accent colour. */
    onAccent: hexColour,
    /** Dark band (hero, footer). */
    ink: hexColour,
    /** Text placed on the dark band. */
    onInk: hexColour,
    /** Hairlines and borders. */
    line: hexColour,
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** Thrown when the site configuration is invalid; the message names every bad field and value. */
export class SiteConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid site configuration (app/content/site.ts):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "SiteConfigError";
  }
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Validates raw brand facts; stops the build with a readable message when something is wrong. */
export function parseSiteConfig(input: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join(".") || "(root)";
    const value = valueAt(input, issue.path);
    const shown = value === undefined ? "missing" : JSON.stringify(value);
    const message = value === undefined && issue.code === "invalid_type" ? "is required" : issue.message;
    return `${field} ${message} (got ${shown})`;
  });
  throw new SiteConfigError(problems);
}
