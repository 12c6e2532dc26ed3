import type { FullConfig } from "@playwright/test";
import { startAdminServer } from "./admin-server.ts";

/** Starts the editor-only server for playwright.admin.config.ts; Playwright calls the returned teardown. */
export default async function globalSetup(config: FullConfig) {
  const server = await startAdminServer({ port: Number(config.metadata.port) });
  return server.close;
}
