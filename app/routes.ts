import { type RouteConfig, route } from "@react-router/dev/routes";
import { NOT_FOUND, PAGES, localizedPages, routeIdOf } from "./pages.ts";

// Each page in each language is a route of its own (ids like "booking.en"), all from the page table.
export default [
  ...localizedPages().map((page) => route(page.path, PAGES[page.id].module, { id: routeIdOf(page.id, page.locale) })),
  // Any other path: the not-found page of the path's language, pre-rendered as 404.html.
  route("*", NOT_FOUND.module),
] satisfies RouteConfig;
