/**
 * The browser editor's configuration (Sveltia CMS, Decap-compatible), generated from the content
 * schemas through zod's public JSON Schema export (`z.toJSONSchema`, with each field's `.meta()`):
 * every field the build validates becomes an editable field with the schema's label and hint, and
 * every rule the editor can check travels with it (required, pattern with the build's message,
 * lengths, ranges, allowed values), so such a mistake is stopped before Save. Build-time only
 * (editor/files.ts); no page imports it.
 */
import { SIGN_IN_ROUTES } from "../delivery/policy.ts";
import { stringify } from "yaml";
import { z } from "zod";
import type { ContentFile } from "./schemas.ts";
import { ARTICLES_FOLDER, articleSchema, MEDIA_FOLDER, MEDIA_MAX_BYTES, MEDIA_PUBLIC_PATH } from "./articles.ts";
import { ROLES_FOLDER, roleSchema } from "./roles.ts";
import type { FieldMeta } from "./schema-fields.ts";

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
  widget:
    | "string"
    | "text"
    | "markdown"
    | "color"
    | "select"
    | "number"
    | "boolean"
    | "list"
    | "object"
    | "datetime"
    | "image";
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
  /** Shown above the collection's entries: what the former YAML file comments said. */
  description: string;
  /** `initial_locales: all`: a new entry starts in every language, and the others than the default may be switched off. */
  i18n?: true | { initial_locales: "all" };
} & (
  | { files: EditorFile[] }
  | {
      /** A folder of Markdown entries, one file per entry and language (content/insights/<language>/<slug>.md). */
      folder: string;
      create: true;
      delete: true;
      extension: "md";
      format: "yaml-frontmatter";
      slug: { template: string; i18n: true };
      summary: string;
      sortable_fields: string[];
      fields: EditorField[];
    }
);

/** A folder of Markdown entries for buildEditorConfig, such as the articles. */
export type EditorFolder = {
  name: string;
  label: string;
  description: string;
  folder: string;
  schema: z.ZodObject | z.ZodType;
  /** The largest upload an image field accepts, in bytes. */
  maxImageBytes: number;
  /** The entry's line in the editor's list (default: title and publication date). */
  summary?: string;
  /** Fields the list sorts by (default: publication date and title). */
  sortableFields?: string[];
};

export type EditorConfig = {
  app_title: string;
  backend: {
    name: "github";
    repo: string;
    branch: string;
    auth_endpoint: string;
    auth_methods: ("oauth" | "token")[];
  };
  site_url: string;
  display_url: string;
  logo?: { src: string };
  media_folder: string;
  public_folder: string;
  i18n: { structure: "multiple_folders"; locales: string[]; default_locale: string };
  output: { omit_empty_optional_fields: true; yaml: { quote: "none"; indent_size: 2 } };
  collections: EditorCollection[];
};

/** Thrown for a schema the editor cannot represent; the message names the file and the field path. */
export class EditorConfigError extends Error {
  constructor(file: string, path: string, problem: string) {
    super(`${file}: ${path || "(root)"}: ${problem}`);
    this.name = "EditorConfigError";
  }
}

/** The JSON Schema keywords zod writes for content schemas, plus each field's `.meta()`. */
type JsonField = Partial<FieldMeta> & {
  type?: string;
  enum?: (string | number)[];
  pattern?: string;
  allOf?: JsonField[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonField;
  properties?: Record<string, JsonField>;
  required?: string[];
  additionalProperties?: boolean | JsonField;
};

type WalkContext = { file: string; translated: boolean; maxImageBytes?: number };

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
  if (schema.enum) return { widget: "select", options: [...schema.enum] };
  switch (schema.type) {
    case "string": {
      if (schema.widget === "date") {
        // Stored as written in the files (YYYY-MM-DD), picked as a date without a time.
        const date: Partial<EditorField> = { widget: "datetime", format: "YYYY-MM-DD", time_format: false };
        return date;
      }
      if (schema.widget === "image") {
        return { widget: "image", media_library: { config: { max_file_size: context.maxImageBytes ?? 1_000_000 } } };
      }
      const widget = schema.widget ?? "string";
      const field: Partial<EditorField> = { widget };
      // `required` already refuses an empty value; a longer minimum is worth stating.
      if (schema.minLength !== undefined && schema.minLength > 1) field.minlength = schema.minLength;
      if (schema.maxLength !== undefined) field.maxlength = schema.maxLength;
      if (schema.allOf) throw new EditorConfigError(context.file, path, "more than one pattern: the editor checks one");
      if (schema.pattern !== undefined) {
        if (!schema.patternMessage)
          throw new EditorConfigError(
            context.file,
            path,
            "a pattern without the build's message: build it with matching() from schema-fields.ts",
          );
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
        throw new EditorConfigError(context.file, path, "an object with free-form keys: the editor needs named fields");
      return { widget: "object", fields: fieldsOf(schema, path, context) };
    case "array": {
      const item = schema.items;
      if (!item) throw new EditorConfigError(context.file, path, "array without an element schema");
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
      throw new EditorConfigError(
        context.file,
        path,
        `unsupported schema type "${schema.type ?? "unknown"}" for the editor`,
      );
  }
}

function fieldsOf(schema: JsonField, path: string, context: WalkContext): EditorField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([, child]) => child.editor !== false)
    .map(([key, child]) => toField(key, child, required.has(key), path ? `${path}.${key}` : key, context));
}

/** A content schema as JSON Schema: what a file must hold as written (input), metadata included. */
function jsonSchemaOf(file: ContentFile): JsonField {
  try {
    return z.toJSONSchema(file.schema, { io: "input", unrepresentable: "throw" }) as JsonField;
  } catch (error) {
    throw new EditorConfigError(file.path, "", `cannot be described to the editor: ${(error as Error).message}`);
  }
}

/** The editor fields of one content file; Markdown files need a string `body` (the Markdown after the front matter). */
export function fieldsForFile(file: ContentFile): EditorField[] {
  const context = { file: file.path, translated: file.translated };
  const fields = fieldsOf(jsonSchemaOf(file), "", context);
  if (file.format === "markdown") {
    // The Markdown after the front matter; its widget (plain text or rich text) comes from the schema.
    const body = fields.find((field) => field.name === "body");
    if (!body || !["string", "text", "markdown"].includes(body.widget))
      throw new EditorConfigError(file.path, "body", "a Markdown file needs a string field named body");
    if (body.widget === "string") body.widget = "markdown";
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
export function buildEditorConfig(
  files: ContentFile[],
  options: EditorOptions,
  folders: EditorFolder[] = [],
): EditorConfig {
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
  if (shared.length > 0)
    collections.push({
      name: "site",
      label: "Site facts",
      description:
        "Facts about the agency that are the same in every language. The build checks every value and stops with the field's name if one is wrong. The defaults are placeholders (example.com) until the agency's real details go in.",
      files: shared,
    });
  if (translated.length > 0)
    collections.push({
      name: "pages",
      label: "Pages",
      description:
        "The words of every page, English and German side by side: words every page shares (header, footer, not-found and error screens), the home page from top to bottom, the booking page and the legal pages.",
      files: translated,
      i18n: true,
    });
  for (const folder of folders) collections.push(folderCollection(folder));

  const config: EditorConfig = {
    app_title: options.title ?? "Site editor",
    // "Sign In with GitHub" through the site's own routes (server/sign-in.ts); admin/init.js sets
    // base_url to the editor's own origin, so the popup and its result never leave the site. No
    // token field: the agency never makes or pastes a token (docs/decisions/150).
    backend: {
      name: "github",
      repo: options.repo,
      branch: options.branch,
      auth_endpoint: SIGN_IN_ROUTES.authorize.slice(1),
      auth_methods: ["oauth"],
    },
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    // Uploads (an article's cover) go under content/, so saving one passes the content gate; the
    // build publishes the folder at /media (content-pipeline/articles.ts).
    media_folder: MEDIA_FOLDER,
    public_folder: MEDIA_PUBLIC_PATH,
    // Locale folders (content/en/home.yml): a file path's {{locale}} places the folder; the
    // structure applies to folder collections (such as long-form Markdown pages) added later.
    i18n: { structure: "multiple_folders", locales: [...locales], default_locale: defaultLocale },
    // Plain scalars where YAML allows, two-space indents (scripts/normalize-content.ts writes the
    // same); an optional group left empty is left out, as the schemas expect, never written as null.
    output: { omit_empty_optional_fields: true, yaml: { quote: "none", indent_size: 2 } },
    collections,
  };
  if (options.logoUrl) config.logo = { src: options.logoUrl };
  return config;
}

/** The folders of Markdown entries, each a collection in the editor: the articles and the roles. */
export const CONTENT_FOLDERS: EditorFolder[] = [
  {
    name: "articles",
    label: "Insights",
    description:
      "Articles, English and German side by side. An article may exist in one language only: leave the other empty. A draft is saved but not published. Every save passes the content gate before it goes live.",
    folder: ARTICLES_FOLDER,
    schema: articleSchema,
    maxImageBytes: MEDIA_MAX_BYTES,
  },
  {
    name: "roles",
    label: "Open roles",
    description:
      "Roles the agency may publish, English and German side by side; a role may exist in one language only. It appears on its Posted day and leaves the site after its Closes after day (Berlin time): the daily run at about 6:00 takes it down, and its address then says it is gone. A confidential client's name never appears: leave it empty. Every save passes the content gate before it goes live.",
    folder: ROLES_FOLDER,
    schema: roleSchema,
    maxImageBytes: MEDIA_MAX_BYTES,
    summary: "{{title}} (closes after {{validThrough}})",
    sortableFields: ["validThrough", "datePosted", "title"],
  },
];

/** A folder collection (the articles): each language's copy side by side, created and deleted in the editor. */
export function folderCollection(folder: EditorFolder): Extract<EditorCollection, { folder: string }> {
  let schema: JsonField;
  try {
    schema = z.toJSONSchema(folder.schema, { io: "input", unrepresentable: "throw" }) as JsonField;
  } catch (error) {
    throw new EditorConfigError(folder.folder, "", `cannot be described to the editor: ${(error as Error).message}`);
  }
  const fields = fieldsOf(schema, "", { file: folder.folder, translated: true, maxImageBytes: folder.maxImageBytes });
  const body = fields.find((field) => field.name === "body");
  if (!body || body.widget !== "markdown")
    throw new EditorConfigError(
      folder.folder,
      "body",
      "a folder of Markdown entries needs a markdown field named body",
    );
  return {
    name: folder.name,
    label: folder.label,
    description: folder.description,
    folder: folder.folder,
    create: true,
    delete: true,
    extension: "md",
    format: "yaml-frontmatter",
    // Each language's file name comes from its own title and is kept on every save (a shared slug
    // saved the German file under the English name). Sveltia then writes translationKey (its
    // canonical slug) = the English file name into both files; the build requires exactly that.
    slug: { template: "{{title}}", i18n: true },
    summary: folder.summary ?? "{{title}} ({{published}})",
    sortable_fields: folder.sortableFields ?? ["published", "title"],
    // An article may exist in one language only: the editor lets the author switch German off.
    i18n: { initial_locales: "all" },
    fields,
  };
}

/** Sveltia's JSON schema, named in a comment editors understand; Sveltia itself only checks the comment is there. */
export const EDITOR_SCHEMA_COMMENT =
  "# yaml-language-server: $schema=https://unpkg.com/@sveltia/cms/schema/sveltia-cms.json";

/** The configuration as `admin/config.yml`. */
export function toEditorYaml(config: EditorConfig): string {
  return [
    EDITOR_SCHEMA_COMMENT,
    "# Generated at build from the content schemas (content-pipeline/editor-config.ts); do not edit.",
    stringify(config, { lineWidth: 0, aliasDuplicateObjects: false }),
  ].join("\n");
}
