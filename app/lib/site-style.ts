/**
 * The stylesheet every page carries inline (app/layouts/SitePage.astro) and its subset fonts: the
 * pages, the font files (app/pages/assets/[face].woff2.ts), the share images and the editor's
 * preview stylesheet read the same faces. Build time only; `astro sync` and `astro check` never
 * load it, so they never subset.
 */
import { root } from "astro:config/server";
import { fileURLToPath } from "node:url";
import { LOCALES } from "../../shared/locales.ts";
import { buildFontsFor, type SiteFonts } from "../../plugins/fonts.ts";
import stylesheet from "../app.css?inline";
import { publishedArticles } from "../site-data/articles.ts";
import { wordsOf } from "../site-data/page-data.ts";
import { openRoles } from "../site-data/roles.ts";
import { site } from "../site-data/site.ts";
import { brandCssVariables } from "./brand.ts";

/**
 * The subset faces of this build's content (app/ and shared/ of the project add their typographic
 * characters), made when a page or file first imports this module. Awaited here, not in the
 * layout: an await in the layout's frontmatter lets Astro render the page's island before the
 * header, which renumbers React's ids in the HTML.
 */
export const siteFonts: SiteFonts = await buildFontsFor(fileURLToPath(root), {
  words: await Promise.all(LOCALES.map(wordsOf)),
  site,
  articles: await publishedArticles(),
  roles: await openRoles(),
});

/** The whole stylesheet: the brand's colours, the faces, Tailwind's rules. Small, so pages inline it. */
export const siteStylesheet = brandCssVariables(site.colors) + siteFonts.css + stylesheet;
