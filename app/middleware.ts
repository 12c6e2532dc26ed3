// `astro dev` answers /admin and /admin/ as every server does (delivery/policy.mjs): a static build
// writes the editor's page as admin/index.html (app/pages/admin/[...file].ts), which the dev server
// would not find at /admin/. Built pages never reach either address.
import { defineMiddleware } from "astro:middleware";

export const onRequest = defineMiddleware(({ url, redirect, rewrite }, next) => {
  if (url.pathname === "/admin") return redirect("/admin/", 308);
  return url.pathname === "/admin/" ? rewrite("/admin/index.html") : next();
});
