/**
 * The content's types, as the build validates it (content-pipeline/). The one module of app/
 * that names the pipeline, and only its types: they are erased when the site is built, so
 * nothing of the pipeline reaches a browser (astro.config.ts fails the build if it would).
 */
export type {
  BookingWords,
  CommonWords,
  HomeWords,
  InsightsWords,
  MarketCode,
  RolesWords,
  SiteFacts,
  Words,
} from "../../content-pipeline/schemas.ts";
export type { Role } from "../../content-pipeline/roles.ts";
export type { Article } from "../../content-pipeline/articles.ts";
export type { LegalPage } from "../../content-pipeline/render-legal.ts";
