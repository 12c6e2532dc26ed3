/**
 * The browser editor's configuration (Sveltia CMS, Decap-compatible): its collections of content
 * files and folders, each with the fields its schema gives (editor-fields.ts). Build-time only
 * (editor/files.ts); no page imports it.
 */
import { SIGN_IN_ROUTES } from "../delivery/policy.ts";
import { stringify } from "yaml";
import type { ContentFile } from "./schemas.ts";
import { ARTICLES_FOLDER, articleSchema, MEDIA_FOLDER, MEDIA_PUBLIC_PATH } from "./articles.ts";
import { ROLES_FOLDER, roleSchema } from "./roles.ts";
import { EditorConfigError, fieldsOfSchema } from "./editor-fields.ts";

type EditorOptions = {
  /** Locale codes, the default first or anywhere; each translated file has one copy per locale. */
  locales: string[];
  defaultLocale: string;
  repo: string;
  branch: string;
  siteUrl: string;
};

/** A folder of Markdown entries for buildEditorConfig, such as the articles. */
type EditorFolder = (typeof CONTENT_FOLDERS)[number];

export type EditorFile = ReturnType<typeof toEditorFile>;
export type EditorConfig = ReturnType<typeof buildEditorConfig>;

/** One content file in the editor; a Markdown file needs a string `body` (the Markdown after the front matter). */
export function toEditorFile(file: ContentFile) {
  if (file.translated !== file.path.includes("{{locale}}"))
    throw new EditorConfigError(
      file.path,
      "",
      file.translated
        ? "a translated file's path needs {{locale}}"
        : "only a translated file's path may hold {{locale}}",
    );
  const fields = fieldsOfSchema(file.schema, { file: file.path, translated: file.translated });
  if (file.format === "markdown") {
    // Its widget (plain text or rich text) comes from the schema.
    const body = fields.find((field) => field.name === "body");
    if (!body || !["string", "text", "markdown"].includes(body.widget))
      throw new EditorConfigError(file.path, "body", "a Markdown file needs a string field named body");
    if (body.widget === "string") body.widget = "markdown";
  }
  return {
    name: file.name,
    label: file.label,
    file: file.path,
    format: file.format === "markdown" ? "yaml-frontmatter" : "yaml",
    fields,
    ...(file.translated && { i18n: true }),
  };
}

/**
 * The editor configuration for the given content files: "Site facts" (files shared by every
 * language) and "Pages" (one file per locale, edited side by side), on the GitHub backend.
 * Sveltia's local-folder mode needs no configuration: on localhost it offers "Work with Local Repository".
 */
export function buildEditorConfig(files: ContentFile[], options: EditorOptions, folders: EditorFolder[] = []) {
  const { locales, defaultLocale } = options;
  if (locales.length === 0) throw new Error("buildEditorConfig: at least one locale is needed");
  if (!locales.includes(defaultLocale))
    throw new Error(`buildEditorConfig: default locale "${defaultLocale}" is not among ${locales.join(", ")}`);
  const twice = files.find((file, index) => files.findIndex((other) => other.name === file.name) !== index);
  if (twice) throw new Error(`buildEditorConfig: two content files are named "${twice.name}"`);

  // `description` is shown above the collection's entries; a collection without files is left out.
  const fileCollections = [
    {
      name: "site",
      label: "Site facts",
      description:
        "Facts about the agency that are the same in every language. The build checks every value and stops with the field's name if one is wrong. The defaults are placeholders (example.com) until the agency's real details go in.",
      files: files.filter((file) => !file.translated).map(toEditorFile),
    },
    {
      name: "pages",
      label: "Pages",
      description:
        "The words of every page, English and German side by side: words every page shares (header, footer, not-found and error screens), the home page from top to bottom, the booking page and the legal pages.",
      files: files.filter((file) => file.translated).map(toEditorFile),
      i18n: true as const,
    },
  ].filter((collection) => collection.files.length > 0);

  return {
    app_title: "Site editor",
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
    // Locale folders (content/en/home.yml, content/insights/en/): a path's {{locale}} places the folder.
    i18n: { structure: "multiple_folders", locales: [...locales], default_locale: defaultLocale },
    // Plain scalars where YAML allows, two-space indents (scripts/normalize-content.ts writes the
    // same); an optional group left empty is left out, as the schemas expect, never written as null.
    output: { omit_empty_optional_fields: true, yaml: { quote: "none", indent_size: 2 } },
    collections: [...fileCollections, ...folders.map(folderCollection)],
  };
}

/** The folders of Markdown entries, each a collection in the editor: the articles and the roles. */
export const CONTENT_FOLDERS = [
  {
    name: "articles",
    label: "Insights",
    description:
      "Articles, English and German side by side. An article may exist in one language only: leave the other empty. A draft is saved but not published. Every save passes the content gate before it goes live.",
    folder: ARTICLES_FOLDER,
    schema: articleSchema,
    summary: "{{title}} ({{published}})",
    sortableFields: ["published", "title"],
  },
  {
    name: "roles",
    label: "Open roles",
    description:
      "Roles the agency may publish, English and German side by side; a role may exist in one language only. It appears on its Posted day and leaves the site after its Closes after day (Berlin time): the daily run at about 6:00 takes it down, and its address then says it is gone. A confidential client's name never appears: leave it empty. Every save passes the content gate before it goes live.",
    folder: ROLES_FOLDER,
    schema: roleSchema,
    summary: "{{title}} (closes after {{validThrough}})",
    sortableFields: ["validThrough", "datePosted", "title"],
  },
];

/** A folder collection (the articles): each language's copy side by side, created and deleted in the editor. */
export function folderCollection(folder: EditorFolder) {
  const fields = fieldsOfSchema(folder.schema, { file: folder.folder, translated: true });
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
    summary: folder.summary,
    sortable_fields: folder.sortableFields,
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
