// Node's built-ins as the content pipeline's browser-safe parts meet them in the editor's preview
// bundle (editor/files.ts): German hyphenation patterns are bundled; the file system is not there
// (the compounds' dictionary comes over HTTP instead: editor/preview/content.ts).
import * as hyphenDe from "hyphen/de";

export function createRequire() {
  const load = (id: string) => {
    if (id === "hyphen/de") return hyphenDe;
    throw new Error(`${id} is not available in the editor's preview`);
  };
  load.resolve = (id: string) => {
    throw new Error(`${id} is not available in the editor's preview`);
  };
  return load;
}
export function readFileSync(): never {
  throw new Error("no file system in the editor's preview");
}
export const readdirSync = readFileSync;
export function createHash(): never {
  throw new Error("no node:crypto in the editor's preview");
}
export const statSync = readFileSync;
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
