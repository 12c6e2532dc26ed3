/**
 * Building blocks shared by the content schemas (schemas.ts, legal-schema.ts): a field's editor
 * label and hint (`.meta()`), and the rules several fields share. A module of its own, so
 * schemas.ts can import legal-schema.ts without a circular import.
 */
import { z } from "zod";

// zod's default mode probes for eval (`new Function`) to compile fast parsers; the site's
// Content-Security-Policy forbids eval, so the probe would be reported as a violation.
z.config({ jitless: true });

/** What the editor needs to know about a field besides its type. */
export type FieldMeta = {
  label: string;
  hint?: string;
  /** "text": several lines; "color": a colour picker; "markdown": rich text. */
  widget?: "text" | "color" | "markdown";
};

export const field = <T extends z.ZodType>(schema: T, meta: FieldMeta): T => schema.meta(meta);

export const nonEmpty = z.string().trim().min(1, "must not be empty");
export const line = (label: string, hint?: string) => field(nonEmpty, { label, hint });
export const paragraph = (label: string, hint?: string) => field(nonEmpty, { label, hint, widget: "text" });

export const httpsUrl = (label: string, hint: string) =>
  field(
    z
      .url({ message: "must be a valid URL" })
      .refine((value) => value.startsWith("https://"), "must start with https://"),
    { label, hint },
  );
