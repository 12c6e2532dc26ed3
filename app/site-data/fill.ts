/** Fills `{name}` placeholders in a content string, such as `{founder}` or `{agency}`. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
