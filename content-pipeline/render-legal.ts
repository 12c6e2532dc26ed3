/**
 * Renders the legal notice and the privacy policy (content/<language>/{legal-notice,privacy}.md)
 * at build time: fills the template (a part of Handlebars in strict mode, described for editors in
 * docs/legal-templates.md) with the site facts' values (legal-placeholders.ts), then turns the
 * Markdown into semantic HTML for the page's layout, which supplies the h1. Every mistake stops the
 * build, naming the file and the line.
 */
import Handlebars from "handlebars";
import { Lexer, Marked, type Token, type Tokens } from "marked";
import { parse as parseYaml, YAMLParseError } from "yaml";
import * as z from "zod";
import {
  BLOCKS,
  escapeForMarkdown,
  GROUPS,
  OPTIONAL_WITH_FIELDS,
  PLACEHOLDER_NAMES,
  placeholderValues,
  YES_NO,
  type Value,
} from "./legal-placeholders.ts";
import { nonEmpty } from "./schema-fields.ts";
import type { SiteFacts } from "./schemas.ts";
import { splitFrontMatter } from "./front-matter.ts";
import { escapeHtml } from "../shared/escape.ts";
import type { Locale } from "../shared/locales.ts";

export type LegalPage = ReturnType<typeof renderLegalPage>;

/** A mistake in a legal page's template: the message names the file and the line. */
export class LegalTemplateError extends Error {
  constructor(file: string, line: number, problem: string) {
    super(`${file}: line ${line}: ${problem}`);
    this.name = "LegalTemplateError";
  }
}

type Escape = (value: string) => string;

/** The legal pages' own Handlebars: the standard one with only the helpers eq and ne added. */
const handlebars = Handlebars.create();
// `{{#if (eq booking.consent "none")}}`: a context value is already escaped for where it is printed,
// so the quoted value is escaped the same way before comparing.
const sameValue = (value: unknown, expected: unknown, { data }: Handlebars.HelperOptions) =>
  typeof expected === "string" && value === (data as { escape: Escape }).escape(expected);
handlebars.registerHelper({ eq: sameValue, ne: (...args: Parameters<typeof sameValue>) => !sameValue(...args) });

type Context = { [name: string]: string | boolean | Context };

/**
 * The values as nested objects (`legal.register.court`), escaped for where they are printed. An
 * optional fact not configured is left out, so strict mode stops the build where it is printed.
 */
function contextFrom(values: Map<string, Value>, escape: Escape): Context {
  const context: Context = {};
  for (const [name, value] of values) {
    const path = name.split(".");
    const key = path.pop()!;
    const parent = path.reduce<Context | undefined>((node, part) => node && fieldsOf(node, part), context);
    if (parent && value !== undefined)
      parent[key] = typeof value === "string" && !BLOCKS.has(name) ? escape(value) : value;
  }
  return context;
}

/** The object holding the fields of `parent[key]`; undefined for a group that is not configured. */
function fieldsOf(parent: Context, key: string): Context | undefined {
  const value = parent[key];
  if (value === false) return undefined;
  if (typeof value === "object") return value;
  const fields: Context = {};
  if (typeof value === "string") Object.defineProperty(fields, "toString", { value: () => value });
  return (parent[key] = fields);
}

type Location = { line: number; column: number };
type Fail = (at: Location, problem: string) => never;

/**
 * Checks a parsed template against the known names before it is filled, so a mistake in a branch
 * not taken stops the build too: only {{name}}, {{#if name}} and the helpers eq and ne, only known
 * names, groups and yes/no facts only in conditions, blocks alone on their line, and a value that
 * is optional and has fields of its own (legal.videoTools) printed only inside its {{#if}}.
 */
function checkTemplate(program: hbs.AST.Program, source: string, fail: Fail) {
  const lines = source.split("\n");
  const known = ({ data, original, loc }: hbs.AST.PathExpression) => {
    if (data || !PLACEHOLDER_NAMES.has(original)) fail(loc.start, `unknown placeholder "${original}"`);
    return original;
  };
  const condition = ([param, ...more]: hbs.AST.Expression[], at: Location): string | undefined => {
    if (param?.type === "PathExpression" && more.length === 0) return known(param as hbs.AST.PathExpression);
    const { path, params = [] } = (param?.type === "SubExpression" ? param : {}) as Partial<hbs.AST.SubExpression>;
    const [value, expected] = params;
    if (
      more.length > 0 ||
      path?.type !== "PathExpression" ||
      !["eq", "ne"].includes(path.original) ||
      params.length !== 2 ||
      value!.type !== "PathExpression" ||
      expected!.type !== "StringLiteral"
    ) {
      fail(at, 'write {{#if name}}, {{#if (eq name "value")}} or {{#if (ne name "value")}}');
    }
    known(value as hbs.AST.PathExpression);
    return undefined;
  };
  const walk = (statements: hbs.AST.Statement[], guards: string[]) => {
    for (const statement of statements) {
      const at = statement.loc.start;
      if (statement.type === "ContentStatement" || statement.type === "CommentStatement") continue;
      if (statement.type === "BlockStatement") {
        const block = statement as hbs.AST.BlockStatement;
        const helper = block.path.type === "PathExpression" ? block.path.original : "";
        if (helper !== "if") fail(at, `{{#${helper}}} is not available: write {{#if name}} … {{/if}}`);
        const tested = condition(block.params, at);
        walk(block.program.body, tested ? [...guards, tested] : guards);
        if (block.inverse) walk(block.inverse.body, guards);
        continue;
      }
      const { path, params, hash } = statement as hbs.AST.MustacheStatement;
      if (statement.type !== "MustacheStatement" || path.type !== "PathExpression" || params.length || hash) {
        fail(at, "only {{name}} and {{#if name}} … {{/if}} are available");
      }
      const name = known(path as hbs.AST.PathExpression);
      if (GROUPS.has(name)) fail(at, `"${name}" is a group of facts; print one of its fields`);
      if (YES_NO.has(name)) fail(at, `"${name}" is a yes/no fact: test it with {{#if ${name}}}`);
      if (BLOCKS.has(name) && lines[at.line - 1]!.trim() !== `{{${name}}}`) {
        fail(at, `"${name}" is a block: put it alone on its own line`);
      }
      if (OPTIONAL_WITH_FIELDS.has(name) && !guards.includes(name)) {
        fail(at, `"${name}" is optional: use it inside {{#if ${name}}} … {{/if}}`);
      }
    }
  };
  walk(program.body, []);
}

/** Where Handlebars' error points (" - line:column", or "Parse error on line N"); any other error is thrown on. */
function handlebarsLocation(error: unknown): Location {
  const { lineNumber, column = 0, message = "" } = error as { lineNumber?: number; column?: number; message?: string };
  const line = lineNumber ?? Number(/Parse error on line (\d+)/.exec(message)?.[1]);
  if (!line) throw error;
  return { line, column };
}

/** What a parse error means, in the words of the docs (docs/legal-templates.md), and where. */
function parseProblem(message: string, source: string, at: Location): [Location, string] {
  // "if doesn't match else - 3:2" and the like come with a place, not the parser's words.
  if (!message.startsWith("Parse error")) return [at, message.replace(/ - \d+:\d+$/, "")];
  const got = /got '(\w+)'/.exec(message)?.[1];
  if (got === "EOF" && message.includes("OPEN_ENDBLOCK")) {
    // Handlebars names the end of the file; the {{#if}} left open is the more useful place.
    const open: Location[] = [];
    for (const tag of source.matchAll(/\{\{~?\s*([#/])/g)) {
      if (tag[1] === "#") open.push({ line: lineAt(source, tag.index), column: 0 });
      else open.pop();
    }
    const unclosed = open.at(-1) ?? at;
    const line = source.split("\n")[unclosed.line - 1]!;
    return [unclosed, `${/\{\{#[^}]*\}\}/.exec(line)?.[0] ?? "{{#if}}"} is never closed with {{/if}}`];
  }
  if (got === "OPEN_ENDBLOCK") return [at, "{{/if}} without an open {{#if}}"];
  if (got === "INVERSE" || got === "OPEN_INVERSE_CHAIN") return [at, "{{else}} without an open {{#if}}"];
  if (got === "EQUALS") return [at, 'write {{#if (eq name "value")}} or {{#if (ne name "value")}} to compare'];
  if (got === "INVALID") return [at, "unclosed or stray braces"];
  const detail = message.split("\n").slice(1).join(" ").replace(/\s+/g, " ");
  return [at, `malformed tag (${detail})`];
}

// Values are escaped in the context already; a helper other than eq and ne stops the build.
const COMPILE_OPTIONS = { strict: true, noEscape: true, knownHelpersOnly: true, knownHelpers: { eq: true, ne: true } };

/**
 * Fills one template (the body, the title or the description) with Handlebars in strict mode;
 * every mistake throws a LegalTemplateError with the file and the line.
 */
function fillTemplate(source: string, context: Context, escape: Escape, fail: Fail): string {
  let program: hbs.AST.Program;
  try {
    program = handlebars.parse(source);
  } catch (error) {
    return fail(...parseProblem((error as Error).message, source, handlebarsLocation(error)));
  }
  checkTemplate(program, source, fail);
  try {
    return handlebars.compile(program, COMPILE_OPTIONS)(context, { data: { escape } });
  } catch (error) {
    const at = handlebarsLocation(error);
    // Strict mode names only the last part of the name; the template has it whole, at that place.
    const name = /^[\w.]+/.exec(source.split("\n")[at.line - 1]!.slice(at.column))?.[0] ?? "this placeholder";
    return fail(at, `"${name}" is optional and not configured: use it inside {{#if ${name}}} … {{/if}}`);
  }
}

/** Line number (1-based) of an offset in the source. */
const lineAt = (source: string, offset: number) => source.slice(0, offset).split("\n").length;

const frontMatterSchema = z.strictObject({ title: nonEmpty, description: nonEmpty });

/**
 * Only h2 and h3, also inside a quote or a list: the page supplies the h1, and deeper levels would
 * make the outline ragged. Read from the template with the renderer's own lexer, so a heading in a
 * branch not taken is refused too, at its line.
 */
function checkHeadings(tokens: Token[], file: string, line: number) {
  for (const token of tokens) {
    if (token.type === "heading" && token.depth !== 2 && token.depth !== 3) {
      // A line underlined with "=" (Markdown's setext heading) is named at the line above the underline.
      const [at, why] = /^\s*#/.test(token.raw)
        ? [line, "the page supplies the h1"]
        : [line + token.raw.trimEnd().split("\n").length - 2, "an underlined heading is an h1"];
      throw new LegalTemplateError(file, at, `headings must be ## or ### (${why})`);
    }
    const inner = token.type === "list" ? (token as Tokens.List).items : (token as Tokens.Generic).tokens;
    checkHeadings(inner ?? [], file, line);
    line += token.raw.split("\n").length - 1;
  }
}

/** `## Heading {#anchor}`: a stable id, lower case letters, digits and hyphens. */
const HEADING_ANCHOR = /\s*\{#([a-z][a-z0-9-]*)\}\s*$/;

function markdownRenderer(file: string) {
  return new Marked({
    gfm: true,
    renderer: {
      // Raw HTML in a legal text is printed as text: the pages stay semantic and safe.
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      heading({ tokens, depth }: Tokens.Heading) {
        if (depth !== 2 && depth !== 3)
          throw new Error(`${file}: headings must be ## or ### (one written on the line of an {{#if}})`);
        const last = tokens.at(-1);
        const anchor = last?.type === "text" ? HEADING_ANCHOR.exec((last as Tokens.Text).text) : null;
        if (!anchor) return `<h${depth}>${this.parser.parseInline(tokens)}</h${depth}>\n`;
        const text = (last as Tokens.Text).text.slice(0, anchor.index);
        const inline = [...tokens.slice(0, -1), { ...(last as Tokens.Text), raw: text, text }];
        return `<h${depth} id="${anchor[1]}">${this.parser.parseInline(inline)}</h${depth}>\n`;
      },
      // A block quote is the templates' way to set text apart (docs/legal-templates.md).
      blockquote({ tokens }: Tokens.Blockquote) {
        const inner = this.parser.parse(tokens);
        // Named by its heading, so screen readers list the block by what it is about.
        const heading = /^<h[23] id="([^"]+)">/.exec(inner);
        const label = heading ? ` aria-labelledby="${heading[1]}"` : "";
        return `<aside class="legal-highlight"${label}>\n${inner}</aside>\n`;
      },
    },
  });
}

/**
 * Fills a legal page's template from the site facts and renders it: `title` and `description`
 * for the page's meta, `html` for its body (h2 and below). `file` names it in error messages
 * (content/de/privacy.md); `locale` writes dates, lists and countries in its language.
 */
export function renderLegalPage(source: string, facts: SiteFacts, { file, locale }: { file: string; locale: Locale }) {
  const parts = splitFrontMatter(source);
  if (!parts) throw new LegalTemplateError(file, 1, "must start with front matter (--- title, description ---)");
  let frontMatter: unknown;
  try {
    frontMatter = parseYaml(parts.frontMatter, { prettyErrors: false });
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    // At its line, as every content file's syntax error (the YAML starts on the file's second line).
    throw new LegalTemplateError(file, lineAt(parts.frontMatter, error.pos[0]) + 1, error.message.split("\n")[0]!);
  }
  const parsed = frontMatterSchema.safeParse(frontMatter);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`);
    throw new LegalTemplateError(file, 1, `front matter: ${problems.join("; ")}`);
  }
  const firstLine = lineAt(source, parts.bodyOffset);
  const lineOfKey = (key: string) => lineAt(source, source.indexOf(`\n${key}:`) + 1);
  const values = placeholderValues(facts, locale);
  // Title and description are plain text; the page's meta tags escape them.
  const fill = (template: string, line: number, escape: Escape = (value) => value) =>
    fillTemplate(template, contextFrom(values, escape), escape, (at, problem) => {
      throw new LegalTemplateError(file, line + at.line - 1, problem);
    });
  checkHeadings(new Lexer({ gfm: true }).lex(parts.body), file, firstLine);
  const html = markdownRenderer(file).parse(fill(parts.body, firstLine, escapeForMarkdown), { async: false });
  return {
    title: fill(parsed.data.title, lineOfKey("title")),
    description: fill(parsed.data.description, lineOfKey("description")),
    html,
  };
}
