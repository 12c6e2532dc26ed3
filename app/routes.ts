import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("booking", "routes/booking.tsx"),
  // Any other path: the not-found page, pre-rendered as 404.html.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
