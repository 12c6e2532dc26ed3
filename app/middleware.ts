// `astro dev` answers /admin/ with the editor's page, as every server does (delivery/policy.ts):
// a build writes it as admin/index.html (app/pages/admin/[...file].ts), which the dev server does not
// look for there. Astro hands the middleware /admin/ without its slash, so /admin answers the page too,
// where the editor would look for /config.yml: open /admin/. Built pages never reach this.
import { defineMiddleware } from "astro:middleware";

export const onRequest = defineMiddleware(({ url, rewrite }, next) =>
  url.pathname === "/admin" ? rewrite("/admin/index.html") : next(),
);
