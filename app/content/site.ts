/**
 * The agency's facts from content/site.yml, validated when the site builds
 * (app/content/load-content.ts) and served by plugins/content.ts.
 */
import site from "virtual:site-facts";

export { site };
export type { SiteFacts } from "./schemas.ts";
