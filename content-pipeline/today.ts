/**
 * The build's one notion of "today": the date in Berlin, where the agency works, or the date in
 * SITE_TODAY (YYYY-MM-DD) when a test or a rebuild fixes it. Everything that depends on the date
 * (a scheduled article appearing, a role closing) reads it from here, once per build. A test
 * content (the gate's variant) fixes its own day in a file SITE_TODAY beside its content/, so its
 * dated articles and roles mean the same in every process that reads it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** The file beside a test content's content/ that fixes its today (never in content/ itself). */
export const SITE_TODAY_FILE = "SITE_TODAY";

const SITE_TIME_ZONE = "Europe/Berlin";

/** Whether a date written YYYY-MM-DD is a day that exists (not 2026-02-30). */
export const isRealDate = (value: string) =>
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Today in Berlin, or SITE_TODAY when set (a bad value stops the build, naming it). */
export function siteToday(env: Record<string, string | undefined> = process.env, now = new Date()): string {
  const fixed = env.SITE_TODAY;
  if (!fixed) {
    // en-CA writes dates as YYYY-MM-DD.
    const format = { timeZone: SITE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" } as const;
    return new Intl.DateTimeFormat("en-CA", format).format(now);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fixed) || !isRealDate(fixed))
    throw new Error(`SITE_TODAY must be a real date written YYYY-MM-DD (got ${JSON.stringify(fixed)})`);
  return fixed;
}

/** Today for the content under `root`: SITE_TODAY, else the root's SITE_TODAY file, else today in Berlin. */
export function siteTodayFor(root: string): string {
  if (process.env.SITE_TODAY) return siteToday();
  let fixed = "";
  try {
    fixed = readFileSync(path.join(root, SITE_TODAY_FILE), "utf8").trim();
  } catch {
    // none: today in Berlin
  }
  return siteToday({ SITE_TODAY: fixed });
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The last moment of `date` in Berlin as ISO 8601 with Berlin's offset that day, such as
 * 2026-12-31T23:59:59+01:00: a role's validThrough in its JobPosting, so Google and the site
 * close it at the same moment (the site takes it down at the first build of the next day).
 */
export function endOfBerlinDay(date: string): string {
  // Berlin's offset at noon UTC of that day (changes happen at night, never near noon).
  const offset = new Intl.DateTimeFormat("en-GB", { timeZone: SITE_TIME_ZONE, timeZoneName: "longOffset" })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === "timeZoneName")!
    .value.replace("GMT", "");
  return `${date}T23:59:59${offset || "+00:00"}`;
}
