/**
 * The one front-matter splitter of the Markdown content (articles, legal pages): the YAML between
 * a first line `---` and the next `---` line, and the text after it; and the content's YAML parser.
 */
import { LineCounter, parseDocument } from "yaml";

export function splitFrontMatter(
  source: string,
): { frontMatter: string; body: string; bodyOffset: number } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return undefined;
  return { frontMatter: match[1]!, body: source.slice(match[0].length), bodyOffset: match[0].length };
}

/**
 * Parses a content file's YAML, undefined after a syntax error: each is a problem naming the file
 * and the line, counted from the file's start (`linesBefore`: those before the YAML, such as `---`).
 */
export function parseYaml(text: string, file: string, problems: string[], linesBefore = 0): unknown {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  for (const error of document.errors) {
    const { line } = lineCounter.linePos(error.pos[0]);
    problems.push(`${file}: line ${line + linesBefore}: ${error.message.split("\n")[0]}`);
  }
  return document.errors.length > 0 ? undefined : (document.toJS() as unknown);
}
