/**
 * The roles open today (the "roles" collection, app/content.config.ts), newest first. A role is
 * also what the page table needs of it (app/page-table.ts RoleRef). Build time only.
 */
import { getCollection } from "astro:content";

export async function openRoles() {
  return (await getCollection("roles"))
    .map((entry) => entry.data)
    .sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title));
}
