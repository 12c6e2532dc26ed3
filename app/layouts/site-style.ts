/**
 * The stylesheet every page carries inline (app/layouts/SitePage.astro) and its subset fonts: the
 * pages, the font files (app/pages/assets/[face].woff2.ts), the share images and the editor's
 * preview stylesheet read the same faces. Build time only; `astro sync` and `astro check` never
 * load it, so they never subset.
 */
import { root } from "astro:config/server";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { articleText } from "../../content-pipeline/articles.ts";
import { roleText } from "../../content-pipeline/roles.ts";
import { LOCALES } from "../../shared/locales.ts";
import { brandCssVariables } from "../lib/brand.ts";
import { buildSiteFonts, nonAsciiCharactersIn } from "../lib/fonts.ts";
import stylesheet from "../app.css?inline";
import { wordsOf, publishedArticles, openRoles } from "../site-data/page-data.ts";
import { site } from "../site-data/site.ts";

/**
 * The subset faces of this build's content (app/ and shared/ of the project add their typographic
 * characters), made when a page or file first imports this module. Awaited here, not in the
 * layout: an await in the layout's frontmatter lets Astro render the page's island before the
 * header, which renumbers React's ids in the HTML.
 */
export const siteFonts = await buildSiteFonts(
  await Promise.all(LOCALES.map(wordsOf)),
  site,
  `${articleText(await publishedArticles())} ${roleText(await openRoles())}`,
  // Typographic characters written into a component (the quote marks around the pull quote, say).
  ["app", "shared"].map((dir) => nonAsciiCharactersIn(path.join(fileURLToPath(root), dir))).join(""),
);

/** The whole stylesheet: the brand's colours, the faces, Tailwind's rules. Small, so pages inline it. */
export const siteStylesheet = brandCssVariables(site.colors) + siteFonts.css + stylesheet;
