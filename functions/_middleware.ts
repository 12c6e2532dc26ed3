// The site's one Cloudflare Pages Function. The build's _routes.json (delivery/static-host.ts) runs
// it only for the sign-in routes, answered by server/sign-in.ts as on the other servers (the client
// ID and secret are the project's secrets), and for closed roles' addresses: 410 Gone with the
// language's closed-role page, which a static host's _redirects cannot send (it knows 200, 301-308).
import { ROLE_CLOSED } from "../app/page-table.ts";
import { localeOfPath } from "../shared/locales.ts";
import { GONE_STATUS, SIGN_IN_ROUTES } from "../delivery/policy.ts";
import { handleSignIn, type SignInEnv } from "../server/sign-in.ts";

type Context = {
  request: Request;
  env: SignInEnv & { ASSETS: { fetch: (request: Request | URL) => Promise<Response> } };
};

const signInPaths: string[] = Object.values(SIGN_IN_ROUTES);

export const onRequest = async ({ request, env }: Context) => {
  const url = new URL(request.url);
  if (signInPaths.includes(url.pathname)) return handleSignIn(request, env); // an answer for each of them
  // The closed-role page as the static host serves it at its own address (its _headers applied).
  const page = await env.ASSETS.fetch(new URL(ROLE_CLOSED.paths[localeOfPath(url.pathname)], url));
  if (!page.ok) return page;
  return new Response(request.method === "HEAD" ? null : page.body, { status: GONE_STATUS, headers: page.headers });
};
