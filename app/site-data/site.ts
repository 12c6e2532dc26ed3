/**
 * The agency's facts from content/site.yml, validated when the site builds
 * (content-pipeline/load-content.ts) and served by plugins/site-facts.ts.
 */
import site from "virtual:site-facts";

export { site };
