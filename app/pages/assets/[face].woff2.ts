// The subset web fonts (app/layouts/site-style.ts), under names that change with their content, so
// every server may keep them for a year.
import type { APIRoute, GetStaticPaths } from "astro";
import { siteFonts } from "../../layouts/site-style.ts";

export const getStaticPaths = (() =>
  siteFonts.faces.map((face) => ({
    params: { face: face.fileName.replace(/^assets\/|\.woff2$/g, "") },
    props: { woff2: face.woff2 },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ woff2: Buffer }> = ({ props }) =>
  new Response(new Uint8Array(props.woff2), { headers: { "Content-Type": "font/woff2" } });
