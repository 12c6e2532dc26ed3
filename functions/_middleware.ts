// Cloudflare Pages Function in front of every Function route. The build's _routes.json
// (delivery/static-host.ts) runs Functions only for the sign-in routes and closed roles'
// addresses, so any other request reaching this is a closed role: 410 Gone with its language's
// closed-role page, which a static host's _redirects cannot send (it knows 200, 301-308 only).
import { ROLE_CLOSED } from "../app/page-table.ts";
import { localeOfPath } from "../shared/locales.ts";
import { GONE_STATUS, SIGN_IN_ROUTES } from "../delivery/policy.ts";

type Context = {
  request: Request;
  next: () => Promise<Response>;
  env: { ASSETS: { fetch: (request: Request | URL) => Promise<Response> } };
};

const signInPaths: string[] = Object.values(SIGN_IN_ROUTES);

export const onRequest = async ({ request, next, env }: Context) => {
  const url = new URL(request.url);
  if (signInPaths.includes(url.pathname)) return next();
  // The closed-role page as the static host serves it at its own address (its _headers applied).
  const page = await env.ASSETS.fetch(new URL(ROLE_CLOSED.paths[localeOfPath(url.pathname)], url));
  if (!page.ok) return page;
  return new Response(request.method === "HEAD" ? null : page.body, { status: GONE_STATUS, headers: page.headers });
};
