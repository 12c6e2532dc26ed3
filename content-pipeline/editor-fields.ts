/**
 * The browser editor's fields (Sveltia CMS, Decap-compatible), generated from a content schema
 * through zod's public JSON Schema export (`z.toJSONSchema`, with each field's `.meta()`): every
 * field the build validates becomes an editable field with the schema's label and hint, and every
 * rule the editor can check travels with it (required, pattern with the build's message, lengths,
 * ranges, allowed values), so such a mistake is stopped before Save.
 */
import * as z from "zod";
import { MEDIA_MAX_BYTES } from "./articles.ts";
import type { FieldMeta } from "./schema-fields.ts";

/** Sveltia's widgets besides those a schema names in its `.meta()` ("date" becomes "datetime"). */
type OtherWidget = "string" | "select" | "number" | "boolean" | "list" | "object" | "datetime";

/** A Sveltia field definition (the subset this generator writes). */
export type EditorField = {
  name: string;
  label: string;
  widget: Exclude<NonNullable<FieldMeta["widget"]>, "date"> | OtherWidget;
  /** datetime: how the value is stored, and a date without a time. */
  format?: string;
  time_format?: false;
  /** image: uploads of at most this many bytes (the build refuses larger ones too). */
  media_library?: { config: { max_file_size: number } };
  hint?: string;
  required?: false;
  i18n?: true;
  options?: (string | number)[];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  minlength?: number;
  maxlength?: number;
  /** A JavaScript RegExp source (no flags) and the build's message when a value does not match. */
  pattern?: [string, string];
  label_singular?: string;
  field?: EditorField;
  fields?: EditorField[];
};

/** Thrown for a schema the editor cannot represent; the message names the file and the field path. */
export class EditorConfigError extends Error {
  constructor(file: string, path: string, problem: string) {
    super(`${file}: ${path || "(root)"}: ${problem}`);
    this.name = "EditorConfigError";
  }
}

/** zod's JSON Schema of a field with its `.meta()`; zod writes no boolean schemas or tuples for content schemas. */
type JsonField = z.core.JSONSchema.JSONSchema & Partial<FieldMeta>;

type WalkContext = { file: string; translated: boolean };

function toField(
  name: string,
  schema: JsonField,
  required: boolean,
  path: string,
  context: WalkContext,
  fallback: Partial<FieldMeta> = {},
): EditorField {
  const label = schema.label ?? fallback.label;
  if (!label) throw new EditorConfigError(context.file, path, "has no label: add .meta({ label })");
  const field: EditorField = { name, label, widget: "string" };
  const hint = schema.hint ?? fallback.hint;
  if (hint) field.hint = hint;
  if (!required) field.required = false;
  if (context.translated) field.i18n = true;
  Object.assign(field, widgetFor(schema, path, context));
  return field;
}

/** The widget and its checks for one JSON Schema node. */
function widgetFor(schema: JsonField, path: string, context: WalkContext): Partial<EditorField> {
  const refuse = (problem: string) => new EditorConfigError(context.file, path, problem);
  if (schema.enum) return { widget: "select", options: schema.enum as (string | number)[] };
  switch (schema.type) {
    case "string": {
      // A date is stored as written in the files (YYYY-MM-DD), picked without a time.
      if (schema.widget === "date") return { widget: "datetime", format: "YYYY-MM-DD", time_format: false };
      if (schema.widget === "image")
        return { widget: "image", media_library: { config: { max_file_size: MEDIA_MAX_BYTES } } };
      const field: Partial<EditorField> = { widget: schema.widget ?? "string" };
      // `required` already refuses an empty value; a longer minimum is worth stating.
      if (schema.minLength !== undefined && schema.minLength > 1) field.minlength = schema.minLength;
      if (schema.maxLength !== undefined) field.maxlength = schema.maxLength;
      if (schema.allOf) throw refuse("more than one pattern: the editor checks one");
      if (schema.pattern !== undefined) {
        if (!schema.patternMessage)
          throw refuse("a pattern without the build's message: build it with matching() from schema-fields.ts");
        field.pattern = [schema.pattern, schema.patternMessage];
      }
      return field;
    }
    case "number":
    case "integer": {
      const field: Partial<EditorField> = { widget: "number", value_type: schema.type === "integer" ? "int" : "float" };
      if (schema.minimum !== undefined) field.min = schema.minimum;
      if (schema.maximum !== undefined) field.max = schema.maximum;
      return field;
    }
    case "boolean":
      return { widget: "boolean" };
    case "object":
      if (!schema.properties || (schema.additionalProperties !== undefined && schema.additionalProperties !== false))
        throw refuse("an object with free-form keys: the editor needs named fields");
      return { widget: "object", fields: fieldsOf(schema, path, context) };
    case "array": {
      const item = schema.items as JsonField | undefined;
      if (!item) throw refuse("array without an element schema");
      const list: Partial<EditorField> = { widget: "list" };
      if (schema.minItems !== undefined) list.min = schema.minItems;
      if (schema.maxItems !== undefined) list.max = schema.maxItems;
      if (item.label) list.label_singular = item.label;
      if (item.type === "object") {
        list.fields = fieldsOf(item, `${path}[]`, context);
      } else {
        // A list of plain values: one sub-field; without its own label and hint it shares the list's.
        list.field = toField("item", item, true, `${path}[]`, context, { label: schema.label, hint: schema.hint });
      }
      return list;
    }
    default:
      throw refuse(`unsupported schema type "${String(schema.type ?? "unknown")}" for the editor`);
  }
}

function fieldsOf(schema: JsonField, path: string, context: WalkContext): EditorField[] {
  const required = new Set(schema.required ?? []);
  return (Object.entries(schema.properties ?? {}) as [string, JsonField][])
    .filter(([, child]) => child.editor !== false)
    .map(([key, child]) => toField(key, child, required.has(key), path ? `${path}.${key}` : key, context));
}

/** The editor fields of a content schema, from its JSON Schema: what a file must hold as written (input). */
export function fieldsOfSchema(schema: z.ZodType, context: WalkContext): EditorField[] {
  let json: JsonField;
  try {
    json = z.toJSONSchema(schema, { io: "input", unrepresentable: "throw" });
  } catch (error) {
    throw new EditorConfigError(context.file, "", `cannot be described to the editor: ${(error as Error).message}`);
  }
  return fieldsOf(json, "", context);
}
