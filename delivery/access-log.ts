// What each way of serving the site records per request: one list behind the servers' logs and the
// privacy policy's words about them (legal.webServer, content/site.yml), so the two cannot differ.

/** The three ways of serving the site (README, "Deploying"). */
export const WEB_SERVERS = ["node", "nginx", "cloudflare-pages"] as const;

export type AccessLogField =
  "ip" | "time" | "method" | "path" | "request" | "status" | "bytes" | "duration" | "referrer" | "userAgent";

/** The format deploy/nginx.conf names in its `access_log` line: nginx's predefined one. */
export const NGINX_ACCESS_LOG_FORMAT = "combined";

/** The values of server/site-server.ts's line per response, in order (the path without its query). */
export const NODE_ACCESS_LOG_FIELDS = ["time", "method", "path", "status", "bytes", "duration"] as const;

export const ACCESS_LOG_FIELDS: Record<(typeof WEB_SERVERS)[number], readonly AccessLogField[]> = {
  node: NODE_ACCESS_LOG_FIELDS,
  // nginx's "combined": $remote_addr - $remote_user [$time_local] "$request" $status
  // $body_bytes_sent "$http_referer" "$http_user_agent" ($remote_user is empty: no sign-in).
  nginx: ["ip", "time", "request", "status", "bytes", "referrer", "userAgent"],
  // Cloudflare's edge records each request for delivery and security; the site cannot change it.
  "cloudflare-pages": ["ip", "time", "request", "status", "bytes", "referrer", "userAgent"],
};

/** The fields that identify or describe a visitor; the policy says which of them a server leaves out. */
export const IDENTIFYING_FIELDS = ["ip", "referrer", "userAgent"] as const;
