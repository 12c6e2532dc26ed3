import type { SiteFacts } from "../content/schemas.ts";

type Colors = SiteFacts["colors"];

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The brand colours as CSS custom properties; app.css maps them onto Tailwind's theme. */
export function brandCssVariables(colors: Colors): string {
  const declarations = Object.entries(colors).map(([name, value]) => `--brand-${kebab(name)}:${value}`);
  return `:root{${declarations.join(";")}}`;
}

/** Calendly wants colours as hex without the leading '#'. */
function calendlyHex(colour: string): string {
  return colour.replace(/^#/, "").toLowerCase();
}

/** The embedded scheduler's URL, coloured with the site's own tokens. */
export function schedulingEmbedUrl(schedulingUrl: string, colors: Colors): string {
  const url = new URL(schedulingUrl);
  url.searchParams.set("background_color", calendlyHex(colors.surface));
  url.searchParams.set("text_color", calendlyHex(colors.text));
  url.searchParams.set("primary_color", calendlyHex(colors.accent));
  return url.toString();
}
