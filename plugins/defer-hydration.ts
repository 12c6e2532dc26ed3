import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Rewrites React Router's inline bootstrap module so that no JavaScript is requested until
 * the page has loaded (fonts included) and painted its content. Static imports in an inline module
 * are fetched the moment the parser meets them, competing with the HTML and the fonts that
 * paint the page; dynamic imports behind the load event are not. `modules` are the chunks
 * the page preloaded, preloaded now at that later moment instead.
 */
export function deferBootstrap(source: string, modules: string[]): string {
  const imports: { name: string | undefined; href: string }[] = [];
  let rest = source.replace(
    /import \* as (\w+) from "([^"]+)";|import "([^"]+)";/g,
    (_match, name?: string, href?: string, bare?: string) => {
      imports.push({ name, href: href ?? bare ?? "" });
      return "";
    },
  );
  const entry = rest.match(/import\(("[^"]+")\);\s*$/);
  if (!entry || imports.length === 0 || /\bimport\b/.test(rest.replace(entry[0], ""))) {
    throw new Error(`defer-hydration: React Router's bootstrap script has an unexpected shape:\n${source}`);
  }
  rest = rest.replace(entry[0], "").trim();
  const names = imports.map((item, index) => item.name ?? `_unused${index}`);
  return [
    // After the load event (fonts included) and once the page has painted text, plus one frame.
    `await new Promise((resolve) => {`,
    `  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(resolve));`,
    `  const afterContentfulPaint = () => {`,
    `    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return afterNextFrame();`,
    `    new PerformanceObserver((list, observer) => {`,
    `      if (!list.getEntriesByName("first-contentful-paint").length) return;`,
    `      observer.disconnect();`,
    `      afterNextFrame();`,
    `    }).observe({ type: "paint", buffered: true });`,
    `  };`,
    `  if (document.readyState === "complete") afterContentfulPaint(); else addEventListener("load", afterContentfulPaint, { once: true });`,
    `});`,
    `for (const href of ${JSON.stringify([...new Set(modules)])}) {`,
    `  const link = document.createElement("link");`,
    `  link.rel = "modulepreload";`,
    `  link.href = href;`,
    `  document.head.append(link);`,
    `}`,
    `const [${names.join(", ")}] = await Promise.all([${imports.map((item) => `import(${JSON.stringify(item.href)})`).join(", ")}]);`,
    rest,
    `import(${entry[1]});`,
  ].join("\n");
}

/** The page with its module preloads removed and its bootstrap deferred (see deferBootstrap). */
export function deferHydrationInHtml(html: string): string {
  const bootstrap = html.match(BOOTSTRAP);
  if (!bootstrap) return html;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  const withoutPreloads = html.replace(MODULE_PRELOAD, "");
  return withoutPreloads.replace(
    BOOTSTRAP,
    () => `<script type="module" async="">${deferBootstrap(bootstrap[1] ?? "", modules)}</script>`,
  );
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Keeps JavaScript off the critical path of the pre-rendered pages: the HTML with its inline
 * CSS paints first, React hydrates once the page has loaded. Links are real links, so the
 * page works before that.
 */
export function deferHydrationPlugin(): Plugin {
  return {
    name: "defer-hydration",
    apply: "build",
    // React Router pre-renders the pages in the writeBundle hook of its server build;
    // "post" + sequential runs this after that has finished.
    writeBundle: {
      order: "post",
      sequential: true,
      async handler(options) {
        if (this.environment.name === "client" || !options.dir) return;
        // React Router writes <buildDirectory>/server and <buildDirectory>/client side by side.
        const clientDir = path.join(path.dirname(options.dir), "client");
        for (const file of await htmlFiles(clientDir)) {
          await writeFile(file, deferHydrationInHtml(await readFile(file, "utf8")));
        }
      },
    },
  };
}
