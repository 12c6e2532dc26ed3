/**
 * The browser editor's configuration (Sveltia CMS, Decap-compatible), generated from the content
 * schemas: every field the build validates becomes an editable field with the schema's label and
 * hint, and nothing else does. Build-time only (vite.config.ts and plugins/admin.ts); no page imports it.
 */
import { stringify } from "yaml";
import type { z } from "zod";
import type { ContentFile } from "./schemas.ts";
import type { FieldMeta as SchemaFieldMeta } from "./schema-fields.ts";

/** What a widget can be asked for in a field's `.meta({ widget })`. */
/** The editor metadata a field may carry; read from `.meta()`, so every part may be missing. */
type FieldMeta = Partial<SchemaFieldMeta>;

export type EditorOptions = {
  /** Locale codes, the default first or anywhere; each translated file has one copy per locale. */
  locales: string[];
  defaultLocale: string;
  /** GitHub repository, "owner/name". */
  repo: string;
  branch: string;
  /** The public site, linked from the editor. */
  siteUrl: string;
  /** Shown on the sign-in screen and in the tab. Default: "Site editor". */
  title?: string;
  /** Absolute path or URL of a square logo for the sign-in screen. Default: Sveltia's logo. */
  logoUrl?: string;
};

/** A Sveltia field definition (the subset this generator writes). */
export type EditorField = {
  name: string;
  label: string;
  widget: "string" | "text" | "markdown" | "color" | "select" | "number" | "boolean" | "list" | "object";
  hint?: string;
  required?: false;
  i18n?: true;
  options?: (string | number)[];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  label_singular?: string;
  field?: EditorField;
  fields?: EditorField[];
};

export type EditorFile = {
  name: string;
  label: string;
  file: string;
  format: "yaml" | "yaml-frontmatter";
  i18n?: true;
  fields: EditorField[];
};

export type EditorCollection = {
  name: string;
  label: string;
  files: EditorFile[];
  i18n?: true;
};

export type EditorConfig = {
  app_title: string;
  backend: { name: "github"; repo: string; branch: string };
  site_url: string;
  display_url: string;
  logo?: { src: string };
  media_folder: string;
  public_folder: string;
  i18n: { structure: "multiple_folders"; locales: string[]; default_locale: string };
  output: { yaml: { quote: "none"; indent_size: 2 } };
  collections: EditorCollection[];
};

/** Thrown for a schema the editor cannot represent; the message names the file and the field path. */
export class EditorConfigError extends Error {
  constructor(file: string, path: string, problem: string) {
    super(`${file}: ${path || "(root)"}: ${problem}`);
    this.name = "EditorConfigError";
  }
}

type AnySchema = z.core.$ZodType;
type Def = AnySchema["_zod"]["def"] & {
  innerType?: AnySchema;
  element?: AnySchema;
  shape?: Record<string, AnySchema>;
  entries?: Record<string, string | number>;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[];
};

const defOf = (schema: AnySchema): Def => schema._zod.def;

/** `.meta()` of a schema (zod's global registry, which also follows clones made by later checks). */
function metaOf(schema: AnySchema): FieldMeta {
  const meta = (schema as { meta?: () => unknown }).meta?.();
  return meta && typeof meta === "object" ? meta : {};
}

/** Optional, default and nullable wrappers: the editor field is not required; metadata on any layer counts, outermost first. */
function unwrap(schema: AnySchema): { inner: AnySchema; required: boolean; meta: FieldMeta } {
  let current = schema;
  let required = true;
  let meta: FieldMeta = {};
  for (;;) {
    meta = { ...metaOf(current), ...meta };
    const def = defOf(current);
    if ((def.type === "optional" || def.type === "default" || def.type === "nullable") && def.innerType) {
      required = false;
      current = def.innerType;
    } else {
      return { inner: current, required, meta };
    }
  }
}

/** min/max of a number, or of an array's length, from zod's checks. */
function bounds(def: Def, minCheck: string, maxCheck: string) {
  const result: { min?: number; max?: number } = {};
  for (const check of def.checks ?? []) {
    const { check: kind, minimum, maximum } = check._zod.def;
    if ((kind === minCheck || kind === "greater_than") && typeof minimum === "number") result.min = minimum;
    if ((kind === maxCheck || kind === "less_than") && typeof maximum === "number") result.max = maximum;
  }
  return result;
}

type WalkContext = { file: string; translated: boolean };

function toField(
  name: string,
  schema: AnySchema,
  path: string,
  context: WalkContext,
  fallbackLabel?: string,
): EditorField {
  const { inner, required, meta } = unwrap(schema);
  const label = meta.label ?? fallbackLabel;
  if (!label) throw new EditorConfigError(context.file, path, "has no label: add .meta({ label })");
  const field: EditorField = { name, label, widget: "string" };
  if (meta.hint) field.hint = meta.hint;
  if (!required) field.required = false;
  if (context.translated) field.i18n = true;
  Object.assign(field, widgetFor(inner, meta, path, context));
  return field;
}

/** The widget and its options for an unwrapped schema. */
function widgetFor(schema: AnySchema, meta: FieldMeta, path: string, context: WalkContext): Partial<EditorField> {
  const def = defOf(schema);
  switch (def.type) {
    case "string": {
      const widget = meta.widget ?? "string";
      return { widget: widget === "color" || widget === "text" || widget === "markdown" ? widget : "string" };
    }
    case "number": {
      const number = schema as unknown as { isInt?: boolean; minValue?: number | null; maxValue?: number | null };
      const field: Partial<EditorField> = { widget: "number", value_type: number.isInt ? "int" : "float" };
      if (typeof number.minValue === "number" && Number.isFinite(number.minValue)) field.min = number.minValue;
      if (typeof number.maxValue === "number" && Number.isFinite(number.maxValue)) field.max = number.maxValue;
      return field;
    }
    case "boolean":
      return { widget: "boolean" };
    case "enum":
      return { widget: "select", options: Object.values(def.entries ?? {}) };
    case "object":
      return { widget: "object", fields: fieldsOf(schema, path, context) };
    case "array": {
      const element = def.element;
      if (!element) throw new EditorConfigError(context.file, path, "array without an element schema");
      const list: Partial<EditorField> = { widget: "list", ...bounds(def, "min_length", "max_length") };
      const item = unwrap(element);
      if (item.meta.label) list.label_singular = item.meta.label;
      if (defOf(item.inner).type === "object") {
        list.fields = fieldsOf(item.inner, `${path}[]`, context);
      } else {
        // A list of plain values: one sub-field, labelled like the list when the element has no label.
        list.field = toField("item", element, `${path}[]`, context, meta.label);
      }
      return list;
    }
    default:
      throw new EditorConfigError(context.file, path, `unsupported schema type "${def.type}" for the editor`);
  }
}

function fieldsOf(schema: AnySchema, path: string, context: WalkContext): EditorField[] {
  const shape = defOf(schema).shape ?? {};
  return Object.entries(shape).map(([key, child]) => toField(key, child, path ? `${path}.${key}` : key, context));
}

/** The editor fields of one content file; Markdown files need a string `body` (the Markdown after the front matter). */
export function fieldsForFile(file: ContentFile): EditorField[] {
  const context = { file: file.path, translated: file.translated };
  const fields = fieldsOf(file.schema, "", context);
  if (file.format === "markdown") {
    const body = fields.find((field) => field.name === "body");
    if (!body || !["string", "text", "markdown"].includes(body.widget))
      throw new EditorConfigError(file.path, "body", "a Markdown file needs a string field named body");
    body.widget = "markdown";
  }
  return fields;
}

function toEditorFile(file: ContentFile): EditorFile {
  if (file.translated !== file.path.includes("{{locale}}"))
    throw new EditorConfigError(
      file.path,
      "",
      file.translated
        ? "a translated file's path needs {{locale}}"
        : "only a translated file's path may hold {{locale}}",
    );
  const editorFile: EditorFile = {
    name: file.name,
    label: file.label,
    file: file.path,
    format: file.format === "markdown" ? "yaml-frontmatter" : "yaml",
    fields: fieldsForFile(file),
  };
  if (file.translated) editorFile.i18n = true;
  return editorFile;
}

/**
 * The editor configuration for the given content files: "Site facts" (files shared by every
 * language) and "Pages" (one file per locale, edited side by side), on the GitHub backend.
 * Sveltia's local-folder mode needs no configuration: on localhost it offers "Work with Local Repository".
 */
export function buildEditorConfig(files: ContentFile[], options: EditorOptions): EditorConfig {
  const { locales, defaultLocale } = options;
  if (locales.length === 0) throw new Error("buildEditorConfig: at least one locale is needed");
  if (!locales.includes(defaultLocale))
    throw new Error(`buildEditorConfig: default locale "${defaultLocale}" is not among ${locales.join(", ")}`);
  const names = new Set<string>();
  for (const file of files) {
    if (names.has(file.name)) throw new Error(`buildEditorConfig: two content files are named "${file.name}"`);
    names.add(file.name);
  }

  const collections: EditorCollection[] = [];
  const shared = files.filter((file) => !file.translated).map(toEditorFile);
  const translated = files.filter((file) => file.translated).map(toEditorFile);
  if (shared.length > 0) collections.push({ name: "site", label: "Site facts", files: shared });
  if (translated.length > 0) collections.push({ name: "pages", label: "Pages", files: translated, i18n: true });

  const config: EditorConfig = {
    app_title: options.title ?? "Site editor",
    backend: { name: "github", repo: options.repo, branch: options.branch },
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    // Required by Sveltia unless a cloud media storage is set; no field uploads images today.
    media_folder: "public/images/uploads",
    public_folder: "/images/uploads",
    // Locale folders (content/en/home.yml): a file path's {{locale}} places the folder; the
    // structure applies to folder collections (such as long-form Markdown pages) added later.
    i18n: { structure: "multiple_folders", locales: [...locales], default_locale: defaultLocale },
    // Plain scalars, two-space indents: the same style as the hand-written content files.
    output: { yaml: { quote: "none", indent_size: 2 } },
    collections,
  };
  if (options.logoUrl) config.logo = { src: options.logoUrl };
  return config;
}

/** Sveltia's JSON schema, named in a comment editors understand; Sveltia itself only checks the comment is there. */
export const EDITOR_SCHEMA_COMMENT =
  "# yaml-language-server: $schema=https://unpkg.com/@sveltia/cms/schema/sveltia-cms.json";

/** The configuration as `admin/config.yml`. */
export function toEditorYaml(config: EditorConfig): string {
  return [
    EDITOR_SCHEMA_COMMENT,
    "# Generated at build from the content schemas (app/content/editor-config.ts); do not edit.",
    stringify(config, { lineWidth: 0, aliasDuplicateObjects: false }),
  ].join("\n");
}
