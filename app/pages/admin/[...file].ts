// The browser editor at /admin/ (editor/files.ts): Sveltia CMS from node_modules (never a CDN), its
// configuration from the content schemas, the preview with this build's words and the pages'
// stylesheet. In `npm run dev` Sveltia offers "Work with Local Repository" to edit this checkout.
import type { APIRoute, GetStaticPaths } from "astro";
import { root } from "astro:config/server";
import { fileURLToPath } from "node:url";
import { wordsOf, publishedArticles } from "../../site-data/page-data.ts";
import { site } from "../../site-data/site.ts";
import { siteStylesheet } from "../../layouts/site-style.ts";
import { renderAdminFiles } from "../../../editor/files.ts";
import { contentTypeFor } from "../../../delivery/policy.ts";

export const getStaticPaths = (async () => {
  const preview = {
    site,
    words: { en: await wordsOf("en"), de: await wordsOf("de") },
    // The articles as the pipeline gives them: the collection's astro:assets images stay out of the browser's bundle.
    articles: (await publishedArticles()).map((article) => ({ ...article, media: undefined })),
  };
  const files = await renderAdminFiles(preview, siteStylesheet, fileURLToPath(root));
  return [...files].map(([file, body]) => ({ params: { file }, props: { body } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ body: string | Buffer }, { file: string }> = ({ params, props: { body } }) =>
  new Response(typeof body === "string" ? body : new Uint8Array(body), {
    // As every server labels it (`astro dev` answers from here).
    headers: { "Content-Type": contentTypeFor(params.file) },
  });
