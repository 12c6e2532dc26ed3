/**
 * The content's types, as the build validates it (content-pipeline/): app/'s door to them (only
 * the layouts and the collections load the pipeline itself, at build time). Types are erased, so
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
