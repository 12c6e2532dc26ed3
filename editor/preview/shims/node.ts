// Node's built-ins as the content pipeline's browser-safe parts meet them in the editor's preview
// bundle (editor/files.ts): German hyphenation patterns are bundled; the file system is not there
// (the compounds' dictionary comes over HTTP instead: editor/preview/content.ts).
import * as hyphenDe from "hyphen/de";

const missing = (what: string) => (): never => {
  throw new Error(`${what} is not available in the editor's preview`);
};

export function createRequire() {
  const load = (id: string) => (id === "hyphen/de" ? hyphenDe : missing(id)());
  load.resolve = (id: string) => missing(id)();
  return load;
}
export const readFileSync = missing("the file system");
export const readdirSync = readFileSync;
export const statSync = readFileSync;
export const createHash = missing("node:crypto");
export function basename(file: string, extension = ""): string {
  const name = file.split("/").pop() ?? "";
  return extension && name.endsWith(extension) ? name.slice(0, -extension.length) : name;
}
export function dirname(file: string): string {
  return file.split("/").slice(0, -1).join("/");
}
export function join(...parts: string[]): string {
  return parts.join("/");
}
export default { basename, dirname, join, createRequire, createHash, readFileSync, readdirSync, statSync };
