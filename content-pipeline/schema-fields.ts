/**
 * Building blocks shared by the content schemas: a field's editor label and hint (`.meta()`), the
 * rules several fields share, and the build's check of a file against a schema. A module of its
 * own, so schemas.ts can import legal-schema.ts without a circular import.
 */
import * as z from "zod";
import { isRealDate } from "./today.ts";

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

export const refuse = (context: z.RefinementCtx, path: string[], message: string) =>
  context.addIssue({ code: "custom", path, message });

/** Named fields shown together in the editor, under the group's label and hint. */
export const group = <Shape extends z.ZodRawShape>(label: string, hint: string, shape: Shape) =>
  field(z.strictObject(shape), { label, hint });

/**
 * A string matching `pattern`, refused with `message`: the build and the editor (which stops the
 * value before Save) say the same. Patterns run in the editor as JavaScript RegExps without flags.
 */
export const matching = (pattern: RegExp, message: string) =>
  z.string().regex(pattern, message).meta({ patternMessage: message });

export const nonEmpty = z.string().trim().min(1, "must not be empty");
export const line = (label: string, hint?: string) => field(nonEmpty, { label, hint });
export const paragraph = (label: string, hint?: string) => field(nonEmpty, { label, hint, widget: "text" });

/**
 * An absolute https:// URL. The prefix (and no spaces) is checked first, also in the editor;
 * then the URL must parse. The pattern must not end in "/": Sveltia reads a trailing "/…" as flags.
 */
export const httpsUrl = (label: string, hint: string) =>
  field(matching(/^https:\/\/\S+$/, "must start with https://").pipe(z.url({ message: "must be a valid URL" })), {
    label,
    hint,
  });

/** A string of `min` to `max` characters, spaces around it not counted. */
export const lengthBetween = (min: number, max: number) =>
  z.string().trim().min(min, `must be at least ${min} characters`).max(max, `must be at most ${max} characters`);

/** An entry's one or two sentences for lists, search results and share previews (articles, roles). */
export const summaryField = (hint: string) => field(lengthBetween(50, 170), { label: "Summary", hint, widget: "text" });

/** A file name without .md, and a translation key: the page's address. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A calendar day written YYYY-MM-DD, picked in the editor. */
export const isoDate = (label: string, hint: string) =>
  field(
    matching(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD").refine(isRealDate, "must be a real date"),
    { label, hint, widget: "date" },
  );

/**
 * The last fields of an article or a role (`what`: "an article", "a role"): draft, translation key
 * and the Markdown text. The translation key is Sveltia's canonical slug: on every save the editor
 * writes the English file's name (a German-only entry: its own name) into each language's file, so it
 * is no field there, and the build requires exactly that value (loadEntries in entries.ts).
 */
export const entryEndFields = (what: string, bodyHint: string) => ({
  draft: field(z.boolean().default(false), { label: "Draft", hint: "A draft is saved but never published." }),
  translationKey: field(matching(SLUG, "must be lower-case letters, digits and hyphens"), {
    label: "Translation key",
    hint: `The English file's name in both languages links ${what} to its translation; the editor writes it.`,
    editor: false,
  }),
  body: field(z.string().trim().min(1, "must not be empty"), { label: "Text", hint: bodyHint, widget: "markdown" }),
});

/** Validates parsed content against its schema; each problem names the file, field and value. */
export function validateFile<S extends z.ZodType>(
  file: string,
  schema: S,
  input: unknown,
  problems: string[],
): z.infer<S> | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const fieldPath = issue.path.map(String).join(".") || "(whole file)";
    const value = issue.path.reduce<unknown>(
      (current, key) =>
        current !== null && typeof current === "object" ? (current as Record<PropertyKey, unknown>)[key] : undefined,
      input,
    );
    if (value === undefined && issue.code === "invalid_type") {
      problems.push(`${file}: ${fieldPath}: required`);
    } else if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        problems.push(`${file}: ${[...issue.path.map(String), key].join(".")}: not a known field (remove it)`);
      }
    } else {
      problems.push(`${file}: ${fieldPath}: ${issue.message} (got ${JSON.stringify(value)})`);
    }
  }
  return undefined;
}
