import { PassThrough, Readable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { isSpaShellRequest, SpaShellContext } from "./lib/spa-shell.ts";

const RENDER_TIMEOUT_MS = 10_000;

/**
 * Runs only at build time, when every route is pre-rendered to static HTML.
 * It waits for the whole page, so the HTML carries all content before JavaScript runs.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const page = (
      <SpaShellContext value={isSpaShellRequest(request)}>
        <ServerRouter context={routerContext} url={request.url} />
      </SpaShellContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      // Never move finished <Suspense> content out of place (into hidden divs revealed by
      // inline scripts): the page must read in full with JavaScript off.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { headers: responseHeaders, status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}
