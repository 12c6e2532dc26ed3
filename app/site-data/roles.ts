/**
 * The roles open today (the "roles" collection, app/content.config.ts), newest first. A role is
 * also what the page table needs of it (app/page-table.ts RoleRef). Build time only.
 */
import { getCollection } from "astro:content";
import type { Role } from "./types.ts";

const newestFirst = (a: Role, b: Role) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title);

export async function openRoles(): Promise<Role[]> {
  return (await getCollection("roles")).map((entry) => entry.data).sort(newestFirst);
}
