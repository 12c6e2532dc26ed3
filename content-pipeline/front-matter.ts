/**
 * The one front-matter splitter of the Markdown content (articles, legal pages): the YAML between
 * a first line `---` and the next `---` line, and the text after it.
 */
export function splitFrontMatter(
  source: string,
): { frontMatter: string; body: string; bodyOffset: number } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return undefined;
  return { frontMatter: match[1]!, body: source.slice(match[0].length), bodyOffset: match[0].length };
}
