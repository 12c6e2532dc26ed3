// Cloudflare Pages Function for /oauth/callback: the same code as the Node server's route
// (server/sign-in.ts). GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are the project's secrets.
import { handleSignIn, type SignInEnv } from "../../server/sign-in.ts";

export const onRequest = async ({ request, env }: { request: Request; env: SignInEnv }) =>
  (await handleSignIn(request, env)) ?? new Response("404 Not Found\n", { status: 404 });
