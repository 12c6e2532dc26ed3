import type { SiteFacts } from "../site-data/types.ts";

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The brand colours as CSS custom properties; app.css maps them onto Tailwind's theme. */
export function brandCssVariables(colors: SiteFacts["colors"]): string {
  const declarations = Object.entries(colors).map(([name, value]) => `--brand-${kebab(name)}:${value}`);
  return `:root{${declarations.join(";")}}`;
}
