// Lint rules: typescript-eslint with type information (the frontmatter of .astro files too), React
// hooks and jsx-a11y; Astro's own rules for the page entries and the layout (axe checks what they
// render in every browser suite).
// Formatting is Prettier's job (`npm run format`), so no stylistic rules live here.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  {
    ignores: [".tools/", "build*/", ".astro/", "test-results/", "playwright-report/", "reports/", ".e2e/"],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // node:test's test() and describe() return promises the runner itself awaits.
      "@typescript-eslint/no-floating-promises": [
        "error",
        {
          allowForKnownSafeCalls: [
            { from: "package", package: "node:test", name: ["test", "describe", "it", "suite"] },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "tests/unit/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
    languageOptions: { ...jsxA11y.flatConfigs.strict.languageOptions, globals: { ...globals.browser } },
  },
  ...astro.configs["flat/recommended"],
  {
    // The frontmatter and expressions of .astro files, parsed as TypeScript in the project's program
    // (astro-eslint-parser has no project service: it reads tsconfig.json itself).
    files: ["**/*.astro"],
    languageOptions: {
      parserOptions: { parser: tseslint.parser, extraFileExtensions: [".astro"], projectService: false, project: true },
    },
  },
);
