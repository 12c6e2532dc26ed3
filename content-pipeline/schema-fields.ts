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
  /** Shown under the field in the editor; every field has one (tests/unit/editor-config.test.ts). */
  hint?: string;
  /** "text": several lines of plain text; "color": a colour picker; "markdown": rich text; "date": a date picker (YYYY-MM-DD); "image": an upload to the media folder. */
  widget?: "text" | "color" | "markdown" | "date" | "image";
  /**
   * The build's message for a value its pattern refuses. JSON Schema carries the pattern but no
   * message, so the editor reads it from here; set it through {@link matching}, never by hand.
   */
  patternMessage?: string;
  /** false: a field the editor writes on its own (no form field for it). */
  editor?: false;
};

export const field = <T extends z.ZodType>(schema: T, meta: FieldMeta): T => schema.meta(meta);

/**
 * A string matching `pattern`, refused with `message`: the build and the editor (which stops the
 * value before Save) say the same. Patterns run in the editor as JavaScript RegExps without flags.
 */
export const matching = (pattern: RegExp, message: string) =>
  z.string().regex(pattern, message).meta({ patternMessage: message });

export const nonEmpty = z.string().trim().min(1, "must not be empty");
export const line = (label: string, hint?: string) => field(nonEmpty, { label, hint });
export const paragraph = (label: string, hint?: string) => field(nonEmpty, { label, hint, widget: "text" });

const HTTPS_MESSAGE = "must start with https://";

/**
 * An absolute https:// URL. The prefix (and no spaces) is checked first, also in the editor;
 * then the URL must parse. The pattern must not end in "/": Sveltia reads a trailing "/…" as flags.
 */
export const httpsUrl = (label: string, hint: string) =>
  field(
    z
      .string()
      .regex(/^https:\/\/\S+$/, HTTPS_MESSAGE)
      .pipe(z.url({ message: "must be a valid URL" }))
      .meta({ patternMessage: HTTPS_MESSAGE }),
    { label, hint },
  );
