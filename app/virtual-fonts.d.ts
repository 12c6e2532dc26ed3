/** Provided at build time by plugins/fonts.ts. */
declare module "virtual:fonts" {
  /** @font-face rules for the subset web fonts and their metric-matched local fallbacks. */
  export const fontFaceCss: string;
  /** URLs of the font files that paint the largest text above the fold. */
  export const fontPreloads: string[];
}
