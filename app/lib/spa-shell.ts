import { createContext } from "react";

/**
 * True only while React Router renders its SPA shell (__spa-fallback.html, requested with the
 * X-React-Router-SPA-Mode header). The build refuses a shell without React Router's scripts, so
 * the root renders them there and nowhere else; the shell is deleted after the build.
 */
export const SpaShellContext = createContext(false);

export function isSpaShellRequest(request: Request): boolean {
  return request.headers.has("X-React-Router-SPA-Mode");
}
