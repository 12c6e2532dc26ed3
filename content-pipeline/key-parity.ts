/**
 * Key parity between a language's content file and the English one it translates: every key
 * path (list items by index) must exist in both, so no language silently lacks a word.
 */

/** Every key path in a parsed YAML value, parents before children, in document order. */
export function keyPaths(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  return entries.flatMap(([key, child]) => {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    return [keyPath, ...keyPaths(child, keyPath)];
  });
}

const parentOf = (keyPath: string) => keyPath.slice(0, Math.max(0, keyPath.lastIndexOf(".")));

/**
 * Compares a translation with its reference file and returns one problem per missing or extra
 * key, such as `content/de/home.yml: hero.headline: missing (present in content/en/home.yml)`.
 * A missing or extra section is reported once, not once per key inside it.
 */
export function compareKeys(reference: unknown, translation: unknown, file: string, referenceFile: string): string[] {
  const referencePaths = keyPaths(reference);
  const translationPaths = keyPaths(translation);
  const inReference = new Set(referencePaths);
  const inTranslation = new Set(translationPaths);
  // Report a path only where its parent exists on both sides: below that, the parent says it all.
  const topmost = (keyPath: string, other: Set<string>) => parentOf(keyPath) === "" || other.has(parentOf(keyPath));
  return [
    ...referencePaths
      .filter((keyPath) => !inTranslation.has(keyPath) && topmost(keyPath, inTranslation))
      .map((keyPath) => `${file}: ${keyPath}: missing (present in ${referenceFile})`),
    ...translationPaths
      .filter((keyPath) => !inReference.has(keyPath) && topmost(keyPath, inReference))
      .map((keyPath) => `${file}: ${keyPath}: not in ${referenceFile}`),
  ];
}
