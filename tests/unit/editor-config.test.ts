import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import {
  buildEditorConfig,
  EDITOR_SCHEMA_COMMENT,
  toEditorYaml,
  type EditorConfig,
} from "../../content-pipeline/editor-config.ts";
import { EditorConfigError, type EditorField } from "../../content-pipeline/editor-fields.ts";
import path from "node:path";
import { loadContent } from "../../content-pipeline/load-content.ts";
import { field, matching } from "../../content-pipeline/schema-fields.ts";
import { CONTENT_FILES, type ContentFile } from "../../content-pipeline/schemas.ts";
import { TRANSFER_BASES } from "../../content-pipeline/legal-fields.ts";
import { sampleContentFiles as files, text } from "../support/sample-content.ts";

const options = {
  locales: ["en"],
  defaultLocale: "en",
  repo: "agency/site",
  branch: "main",
  siteUrl: "https://www.example.com",
};

/** Every field of a generated configuration, by dotted path (list items as `[]`). */
function editorFieldPaths(fields: EditorField[], prefix = ""): Map<string, EditorField> {
  const found = new Map<string, EditorField>();
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    found.set(path, field);
    const childPrefix = field.widget === "list" ? `${path}[]` : path;
    if (field.fields) for (const [p, f] of editorFieldPaths(field.fields, childPrefix)) found.set(p, f);
    if (field.field) found.set(`${path}[]`, field.field);
  }
  return found;
}

/** Every field of a zod schema, by the same dotted paths, found independently of the generator. */
function schemaPaths(schema: z.ZodType, prefix = ""): string[] {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
  if (inner instanceof z.ZodObject) {
    return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, child]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return [path, ...schemaPaths(child, path)];
    });
  }
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    return element instanceof z.ZodObject ? schemaPaths(element, `${prefix}[]`) : [`${prefix}[]`];
  }
  return [];
}

const filesOf = (collection: EditorConfig["collections"][number]) => ("files" in collection ? collection.files : []);

const fileOf = (config: EditorConfig, name: string) => {
  const file = config.collections.flatMap((c) => ("files" in c ? c.files : [])).find((f) => f.name === name);
  if (!file) throw new Error(`no file ${name}`);
  return file;
};

describe("buildEditorConfig", () => {
  const config = buildEditorConfig(files, options);

  test.each(files.map((file) => [file.name, file] as const))(
    "%s: every field of the schema is editable, with a label and a hint, and nothing else",
    (name, file) => {
      const fields = editorFieldPaths(fileOf(config, name).fields);
      const expected = schemaPaths(file.schema);
      expect([...fields.keys()].sort()).toEqual([...expected].sort());
      for (const [path, field] of fields) {
        expect(field.label, path).toBeTruthy();
        // A list of plain values has one sub-field, which shares the list's label and hint.
        expect(field.hint, path).toBeTruthy();
      }
    },
  );

  test("widgets: text, long text, colour, choice, number, lists of values and of objects, nested objects", () => {
    const site = editorFieldPaths(fileOf(config, "site").fields);
    const home = editorFieldPaths(fileOf(config, "home").fields);
    expect(site.get("agencyName")).toMatchObject({ widget: "string", label: "Agency name", hint: "Full legal name" });
    expect(site.get("email")?.widget).toBe("string");
    expect(site.get("colors.accent")?.widget).toBe("color");
    expect(site.get("colors")?.widget).toBe("object");
    expect(site.get("booking.consent")).toMatchObject({ widget: "select", options: ["none", "click-to-load"] });
    expect(site.get("copyrightYear")).toMatchObject({ widget: "number", value_type: "int", min: 2000, max: 2100 });
    expect(site.get("markets")).toMatchObject({
      widget: "list",
      min: 1,
      field: { widget: "string", label: "Markets", hint: "Countries the agency recruits in" },
    });
    expect(home.get("hero.lead")?.widget).toBe("text");
    expect(home.get("hero.note")?.required).toBe(false);
    expect(home.get("hero.headline")?.required).toBeUndefined();
    expect(home.get("services")).toMatchObject({ widget: "list" });
    expect(home.get("services")?.fields?.map((f) => f.name)).toEqual(["title", "description"]);
    expect(editorFieldPaths(fileOf(config, "privacy").fields).get("body")?.widget).toBe("markdown");
    expect(config.output.omit_empty_optional_fields).toBe(true);
  });

  test("brand facts are shared; page files are per locale and translatable side by side", () => {
    expect(config.collections.map((c) => [c.name, c.label, c.i18n])).toEqual([
      ["site", "Site facts", undefined],
      ["pages", "Pages", true],
    ]);
    expect(fileOf(config, "site")).toMatchObject({ file: "content/site.yml", format: "yaml" });
    expect(fileOf(config, "site").i18n).toBeUndefined();
    expect(fileOf(config, "site").fields.every((f) => f.i18n === undefined)).toBe(true);
    expect(fileOf(config, "home")).toMatchObject({ file: "content/{{locale}}/home.yml", i18n: true });
    expect(fileOf(config, "home").fields.every((f) => f.i18n === true)).toBe(true);
    expect(fileOf(config, "privacy").format).toBe("yaml-frontmatter");
    expect(config.i18n).toEqual({ structure: "multiple_folders", locales: ["en"], default_locale: "en" });
    expect(config.backend).toEqual({
      name: "github",
      repo: "agency/site",
      branch: "main",
      auth_endpoint: "oauth/authorize",
      auth_methods: ["oauth"],
    });
  });

  test("a second locale only adds it to the list", () => {
    const two = buildEditorConfig(files, { ...options, locales: ["en", "de"] });
    expect(two.i18n.locales).toEqual(["en", "de"]);
    expect(two.collections).toEqual(config.collections);
  });

  test("an unsupported zod type stops the build naming the file and the field path", () => {
    const bad: ContentFile = {
      ...files[1]!,
      schema: z.strictObject({
        hero: z
          .strictObject({ stats: z.record(z.string(), z.number()).meta({ label: "Stats" }) })
          .meta({ label: "Hero" }),
      }),
    };
    expect(() => buildEditorConfig([bad], options)).toThrow(EditorConfigError);
    expect(() => buildEditorConfig([bad], options)).toThrow(
      "content/{{locale}}/home.yml: hero.stats: an object with free-form keys",
    );
  });

  test("a field without a label stops the build naming its path", () => {
    const bad: ContentFile = {
      ...files[0]!,
      schema: z.strictObject({ services: z.array(z.strictObject({ title: z.string() })).meta({ label: "Services" }) }),
    };
    expect(() => buildEditorConfig([bad], options)).toThrow("content/site.yml: services[].title: has no label");
  });

  test("mismatched locales, {{locale}} paths and Markdown files without a body are refused", () => {
    expect(() => buildEditorConfig(files, { ...options, defaultLocale: "de" })).toThrow(/default locale "de"/);
    expect(() => buildEditorConfig([{ ...files[1]!, path: "content/home.yml" }], options)).toThrow(/\{\{locale\}\}/);
    expect(() =>
      buildEditorConfig([{ ...files[2]!, schema: z.strictObject({ title: text("Title", "x") }) }], options),
    ).toThrow("content/{{locale}}/privacy.md: body:");
  });
});

describe("rules travel to the editor through zod's JSON Schema", () => {
  test("a pattern goes with the build's message; one without a message stops the build", () => {
    const message = "must be owner/name";
    const schema = z.strictObject({
      repo: field(matching(/^[\w.-]+\/[\w.-]+$/, message), { label: "Repository", hint: "owner/name" }),
      code: z.string().min(3).max(8).meta({ label: "Code", hint: "3 to 8 characters" }),
    });
    const [repo, code] = filesOf(buildEditorConfig([{ ...files[0]!, schema }], options).collections[0]!)[0]!.fields;
    expect(repo?.pattern).toEqual(["^[\\w.-]+\\/[\\w.-]+$", message]);
    expect(code).toMatchObject({ minlength: 3, maxlength: 8 });
    const unexplained = z.strictObject({ repo: z.string().regex(/^a$/).meta({ label: "Repository", hint: "x" }) });
    expect(() => buildEditorConfig([{ ...files[0]!, schema: unexplained }], options)).toThrow(
      "content/site.yml: repo: a pattern without the build's message",
    );
  });
});

describe("toEditorYaml", () => {
  test("parses back to the same configuration and names Sveltia's schema", () => {
    const config = buildEditorConfig(files, { ...options, locales: ["en", "de"] });
    const yaml = toEditorYaml(config);
    expect(yaml.startsWith(`${EDITOR_SCHEMA_COMMENT}\n`)).toBe(true);
    expect(parse(yaml)).toEqual(JSON.parse(JSON.stringify(config)));
    // No YAML anchors or aliases: the editor's config loader gets plain data.
    expect(yaml).not.toMatch(/[&*]id\d/);
    expect(yaml).toContain("file: content/{{locale}}/home.yml");
  });
});

/** Sveltia 0.221's reading of a `pattern` option (its `yme` and `HI`, copied): `/source/flags` or a bare source, compiled without the sticky and global flags. */
function sveltiaRegExp(pattern: string): RegExp | undefined {
  const { source, flags } = /^\/?(?<source>.+?)(?:\/(?<flags>[dgimsuy]*))?$/.exec(pattern)?.groups ?? {};
  if (!source) return undefined;
  try {
    return new RegExp(source, flags?.replace(/[gy]/g, ""));
  } catch {
    return undefined;
  }
}

describe("the site's own content registry", () => {
  const siteConfig = buildEditorConfig([...CONTENT_FILES], { ...options, locales: ["en", "de"] });
  const everyField = CONTENT_FILES.flatMap((file) =>
    [...editorFieldPaths(fileOf(siteConfig, file.name).fields)].map(([fieldPath, editorField]) => ({
      file,
      fieldPath,
      editorField,
    })),
  );

  test("every field has a label and a hint", () => {
    const missing = everyField
      .filter(({ editorField }) => !editorField.label || !editorField.hint)
      .map(({ file, fieldPath }) => `${file.path}: ${fieldPath}`);
    expect(missing).toEqual([]);
  });

  test("the patterns the build checks reach the editor: email, https URLs, colours, VAT ID, postal code, phone, date, country, repository", () => {
    const patterned = (name: string) =>
      everyField.filter(({ file, editorField }) => file.name === name && editorField.pattern).map((f) => f.fieldPath);
    expect(patterned("site")).toEqual(
      expect.arrayContaining([
        "email",
        "linkedInUrl",
        "schedulingUrl",
        "siteUrl",
        "colors.accent",
        "legal.vatId",
        "legal.phone",
        "legal.address.postalCode",
        "legal.address.country",
        "legal.privacyEffectiveDate",
        "legal.supervisoryAuthority.url",
        "editor.repo",
      ]),
    );
  });

  test("the optional tools for candidates' data are offered, optional, with hints saying when to fill them in", () => {
    const site = editorFieldPaths(fileOf(siteConfig, "site").fields);
    for (const tool of ["legal.applicantTracking", "legal.cloudStorage"]) {
      expect(site.get(tool), tool).toMatchObject({ widget: "object", required: false });
      expect(site.get(tool)?.fields?.map((f) => f.name)).toEqual(["name", "address", "country", "transferBasis"]);
      expect(site.get(tool)?.hint).toMatch(/^Fill in if .*privacy policy.*Leave out otherwise\.$/);
      expect(site.get(`${tool}.country`)?.pattern?.[0]).toBe("^[A-Z]{2}$");
      expect(site.get(`${tool}.transferBasis`)).toMatchObject({
        widget: "select",
        required: false,
        options: [...TRANSFER_BASES],
      });
    }
    const recruiter = site.get("legal.linkedInRecruiter");
    // Required, and false in the seed: Sveltia's boolean widget writes `false` for a missing value
    // on every save, which would change a line the agency never touched.
    expect(recruiter).toMatchObject({ widget: "boolean" });
    expect(recruiter?.required).not.toBe(false);
    expect(recruiter?.hint).toMatch(/^On if the agency uses LinkedIn Recruiter.*Approaches candidates directly/);
    expect(recruiter?.hint).toContain(site.get("legal.candidates.approachesDirectly")?.label);
  });

  test.each(
    everyField
      .filter(({ editorField }) => editorField.pattern)
      .map(({ file, fieldPath, editorField }) => [`${file.path}: ${fieldPath}`, fieldPath, file, editorField.pattern!]),
  )(
    "%s: Sveltia reads the pattern as written, and shows the build's message for a value it refuses",
    (_, fieldPath, file, pattern) => {
      const [source, message] = pattern;
      const regExp = sveltiaRegExp(source);
      expect(regExp?.source).toBe(new RegExp(source).source);
      // A value every pattern refuses; the build must refuse it with the same message.
      const refused = "@ not valid @";
      expect(regExp!.test(refused)).toBe(false);
      const fieldSchema = fieldPath.split(".").reduce<z.ZodType>((schema, key) => {
        let inner = schema;
        while (inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
        const field = (inner as z.ZodObject).shape[key.replace(/\[\]$/, "")] as z.ZodType;
        // "list[]": the list's items (such as each tool connected to Calendly).
        if (!key.endsWith("[]")) return field;
        let list = field;
        while (list instanceof z.ZodOptional) list = list.unwrap() as z.ZodType;
        return (list as z.ZodArray<z.ZodType>).element;
      }, file.schema);
      const result = fieldSchema.safeParse(refused);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
    },
  );

  test("the build's loader accepts every value the editor's checks accept in today's content", () => {
    const content = loadContent(path.resolve(import.meta.dirname, "../.."));
    expect(content.site.email).toMatch(
      sveltiaRegExp(fileOf(siteConfig, "site").fields.find((f) => f.name === "email")!.pattern![0])!,
    );
  });

  /** Every field path of a validated value: list items collapse to "[]", so lists of any length compare. */
  function valuePaths(value: unknown, prefix = ""): string[] {
    if (Array.isArray(value)) return value.flatMap((item) => valuePaths(item, `${prefix}[]`));
    if (value === null || typeof value !== "object") return [prefix];
    return Object.entries(value).flatMap(([key, inner]) => [
      `${prefix}${prefix ? "." : ""}${key}`,
      ...valuePaths(inner, `${prefix}${prefix ? "." : ""}${key}`),
    ]);
  }
  /** The same paths from the editor's fields. */
  function editorPaths(fields: EditorField[], prefix = ""): string[] {
    return fields.flatMap((field) => {
      const here = `${prefix}${prefix ? "." : ""}${field.name}`;
      const nested = field.fields
        ? editorPaths(field.fields, field.widget === "list" ? `${here}[]` : here)
        : field.field?.fields
          ? editorPaths(field.field.fields, `${here}[]`)
          : [];
      return [here, ...nested];
    });
  }

  test("the editor offers every field the build validates in every content file, with a label", () => {
    const content = loadContent(path.resolve(import.meta.dirname, "../.."));
    const config = buildEditorConfig([...CONTENT_FILES], {
      locales: ["en", "de"],
      defaultLocale: "en",
      repo: content.site.editor.repo,
      branch: content.site.editor.branch,
      siteUrl: content.site.siteUrl,
    });
    const editorFiles = config.collections.flatMap((collection) => ("files" in collection ? collection.files : []));
    for (const file of CONTENT_FILES.filter((entry) => entry.format === "yaml")) {
      const value = file.name === "site" ? content.site : content.words.en[file.name];
      const editorFile = editorFiles.find((entry) => entry.name === file.name);
      expect(editorFile, file.name).toBeDefined();
      const offered = new Set(editorPaths(editorFile!.fields));
      const missing = valuePaths(value).filter((fieldPath) => !fieldPath.endsWith("[]") && !offered.has(fieldPath));
      expect(missing, `${file.path}: fields the editor does not offer`).toEqual([]);
      expect(
        editorPaths(editorFile!.fields).filter((fieldPath) => fieldPath.length === 0),
        "every field has a name",
      ).toEqual([]);
    }
  });
});
