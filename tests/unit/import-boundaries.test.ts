// The rooms of the house and their doors: what reaches browsers never loads the build's content
// pipeline, the pipeline never loads the site's code, and shared/ loads nothing.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Every source file below a folder of the repository, as paths relative to the root. */
function sourcesIn(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|mjs|astro)$/.test(file))
    .map((file) => path.join(folder, file));
}

/** The modules a file imports or re-exports (static, dynamic and type imports), resolved from the root. */
function importsOf(file: string): { target: string; typeOnly: boolean }[] {
  const source = readFileSync(path.join(ROOT, file), "utf8");
  const found = [
    ...source.matchAll(/^\s*(import|export)\s+(type\s+)?[^;]*?\bfrom\s+["']([^"']+)["']/gm),
    ...source.matchAll(/()()\bimport\(\s*["']([^"']+)["']\s*\)/g),
  ];
  return found
    .filter(([, , , specifier = ""]) => specifier.startsWith("."))
    .map(([statement = "", , typeKeyword, specifier = ""]) => ({
      target: path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), specifier)),
      typeOnly: Boolean(typeKeyword) || /^\s*import\(/.test(statement),
    }));
}

const inFolder = (target: string, folder: string) => target.split(path.sep)[0] === folder;

describe("import boundaries", () => {
  const app = sourcesIn("app");

  it("finds the files it checks", () => {
    expect(app.length).toBeGreaterThan(30);
    expect(app).toContain(path.join("app", "layouts", "SitePage.astro"));
  });

  it("app/ names the content pipeline only for its types (app/site-data/types.ts), in the build-time layout and in the content collections", () => {
    const crossings = app.flatMap((file) =>
      importsOf(file)
        .filter(({ target }) => inFolder(target, "content-pipeline"))
        .map(({ target, typeOnly }) => ({ file, target, typeOnly })),
    );
    const allowed = (crossing: { file: string; typeOnly: boolean }) =>
      (crossing.file === path.join("app", "site-data", "types.ts") && crossing.typeOnly) ||
      crossing.file.startsWith(path.join("app", "layouts") + path.sep) ||
      crossing.file === path.join("app", "content.config.ts");
    expect(crossings.filter((crossing) => !allowed(crossing))).toEqual([]);
  });

  it("the public pages never load the editor's additions (editor/: the preview pane and the save status)", () => {
    // The editor's own route (app/pages/admin/) serves its files (editor/files.ts); no public page imports it.
    const publicFiles = app.filter((file) => !file.startsWith(path.join("app", "pages", "admin") + path.sep));
    const crossings = publicFiles.flatMap((file) =>
      importsOf(file)
        .filter(({ target }) => inFolder(target, "editor"))
        .map(({ target }) => `${file} -> ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it("the content pipeline imports nothing from app/", () => {
    const crossings = sourcesIn("content-pipeline").flatMap((file) =>
      importsOf(file)
        .filter(({ target }) => inFolder(target, "app"))
        .map(({ target }) => `${file} -> ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it("app/ imports nothing of the build's plugins, the operations, the gates or the tests", () => {
    const crossings = app.flatMap((file) =>
      importsOf(file)
        .filter(({ target }) =>
          ["plugins", "scripts", "quality", "tooling", "tests"].some((room) => inFolder(target, room)),
        )
        .map(({ target }) => `${file} -> ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it("the gates (quality/) and the operations (scripts/) share helpers through tooling/, never through each other; the gates never load the tests", () => {
    // scripts/editor-screenshots.ts may use the tests' stand-in GitHub: it photographs the editor signed in.
    const forbidden: Record<string, string[]> = {
      quality: ["scripts", "tests"],
      scripts: ["quality"],
      tooling: ["quality", "tests"],
    };
    const crossings = Object.entries(forbidden).flatMap(([room, others]) =>
      sourcesIn(room).flatMap((file) =>
        importsOf(file)
          .filter(({ target }) => others.some((other) => inFolder(target, other)))
          .map(({ target }) => `${file} -> ${target}`),
      ),
    );
    expect(crossings).toEqual([]);
  });

  it("zod is imported as zod documents it, `import * as z`, so the editor's bundle can leave out what it does not use", () => {
    // esbuild (admin/extras.js, editor/files.ts) cannot shake the named `z` or the default export:
    // either brings every one of zod's locales into the editor's script (about 360 KB before compression).
    const named = ["app", "content-pipeline", "editor", "shared"]
      .flatMap(sourcesIn)
      .filter((file) =>
        /^\s*import\s+(?!type\b|\*)[^;]*\bfrom\s+["']zod["']/m.test(readFileSync(path.join(ROOT, file), "utf8")),
      );
    expect(named).toEqual([]);
  });

  it("shared/ imports nothing of the project", () => {
    expect(sourcesIn("shared").flatMap((file) => importsOf(file).map(({ target }) => `${file} -> ${target}`))).toEqual(
      [],
    );
  });
});
