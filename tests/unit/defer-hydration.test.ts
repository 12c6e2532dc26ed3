import { describe, expect, test } from "vitest";
import { deferBootstrap, deferHydrationInHtml } from "../../plugins/defer-hydration.ts";

// React Router's inline bootstrap, as it writes it into every pre-rendered page.
const bootstrap = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";

  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");`;

const page = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/jsx-runtime-1.js"/></head><body><main>Hi</main><script type="module" async="">${bootstrap}</script></body></html>`;

describe("deferHydrationInHtml", () => {
  const html = deferHydrationInHtml(page);
  const script = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";

  test("leaves no module preload in the markup, so no script competes with the first paint", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain("<main>Hi</main>");
  });

  test("has no static import left: every module is requested after the load event and the first contentful paint", () => {
    expect(script).not.toMatch(/^\s*import\s+["*]/m);
    expect(script.indexOf('addEventListener("load"')).toBeLessThan(script.indexOf("import("));
    expect(script.indexOf('"first-contentful-paint"')).toBeLessThan(script.indexOf("import("));
  });

  test("preloads the same modules later and still hands the route modules to the router before the entry runs", () => {
    for (const href of ["/assets/manifest-1.js", "/assets/entry.client-1.js", "/assets/jsx-runtime-1.js"])
      expect(script).toContain(`"${href}"`);
    expect(script).toContain(
      'const [_unused0, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-1.js"), import("/assets/home-1.js")]);',
    );
    expect(script.indexOf("window.__reactRouterRouteModules")).toBeLessThan(
      script.indexOf('import("/assets/entry.client-1.js")'),
    );
  });
});

test("stops the build when React Router's bootstrap changes shape", () => {
  expect(() => deferBootstrap(`import { x } from "/a.js";\nimport("/e.js");`, [])).toThrow(/unexpected shape/);
  expect(() => deferBootstrap(`window.x = 1;`, [])).toThrow(/unexpected shape/);
});
