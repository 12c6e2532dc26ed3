/**
 * What became of one save, from what GitHub says about the commit the save made: the workflow's
 * check runs (the content gate writes its own, "Content gate", with the gate's reason as its
 * summary: scripts/gate-report.ts) and the deploy job's GitHub deployment (its latest status and
 * the live URL). Pure, so the rules are tested without a browser (tests/unit/save-status.test.ts).
 */
import { articlePath, PAGES, pathOf, rolePath, type PageId } from "../../app/page-table.ts";
import { localeOfPath } from "../../shared/locales.ts";

/** The check run the workflow creates with the gate's verdict (scripts/gate-report.ts, .github/workflows/ci.yml). */
export const GATE_CHECK_NAME = "Content gate";

/** A check run, as GET /repos/{owner}/{repo}/commits/{ref}/check-runs lists it (the fields read here). */
export type CheckRun = {
  name: string;
  status: "queued" | "in_progress" | "completed" | "waiting" | "requested" | "pending";
  conclusion: string | null;
  html_url?: string | null;
  output?: { title?: string | null; summary?: string | null } | null;
};

/** A deployment's latest status, as GET /repos/{owner}/{repo}/deployments/{id}/statuses lists it. */
export type DeploymentStatus = {
  state: "error" | "failure" | "inactive" | "in_progress" | "queued" | "pending" | "success";
  environment_url?: string | null;
  log_url?: string | null;
};

export type Verdict =
  | { state: "checking" }
  | { state: "live"; url: string }
  | { state: "refused"; stage: "gate" | "deploy"; reason: string; details?: string }
  | { state: "unreadable"; why: "permission" | "unreachable" };

const FAILED = new Set(["failure", "timed_out", "cancelled", "action_required", "startup_failure", "stale"]);

/** The save's verdict so far. `page` is the changed page's path on the site ("/de/termin"). */
export function verdictOf(
  checkRuns: readonly CheckRun[],
  deployment: DeploymentStatus | undefined,
  page: string,
): Verdict {
  const gate = checkRuns.find((run) => run.name === GATE_CHECK_NAME);
  const failed = (run: CheckRun) => run.status === "completed" && FAILED.has(run.conclusion ?? "");
  // The gate's own run names the problems; else the first run that failed.
  const refusing = gate && failed(gate) ? gate : checkRuns.find(failed);
  if (refusing)
    return {
      state: "refused",
      stage: refusing.name === "deploy" ? "deploy" : "gate",
      reason: (refusing.output?.summary || refusing.output?.title || "").trim(),
      ...(refusing.html_url ? { details: refusing.html_url } : {}),
    };
  if (deployment?.state === "success" && deployment.environment_url)
    return { state: "live", url: new URL(page, deployment.environment_url).href };
  if (deployment && (deployment.state === "failure" || deployment.state === "error"))
    return {
      state: "refused",
      stage: "deploy",
      reason: "",
      ...(deployment.log_url ? { details: deployment.log_url } : {}),
    };
  return { state: "checking" };
}

/** The site path of the page a content file feeds ("content/de/booking.yml" → "/de/termin"). */
export function pageOfFile(file: string): string {
  const article = /^content\/(insights|roles)(\/\w+)\/([^/]+)\.md$/.exec(file);
  if (article) {
    const ref = { locale: localeOfPath(article[2] ?? ""), slug: article[3] ?? "" };
    return article[1] === "roles" ? rolePath(ref) : articlePath(ref);
  }
  const words = /^content(\/\w+)\/([\w-]+)\.(?:yml|md)$/.exec(file);
  if (!words) return pathOf("home");
  // A page's file is named by its id in the page table, in kebab case ("legal-notice.md").
  const id = (words[2] ?? "").replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  return pathOf(Object.hasOwn(PAGES, id) ? (id as PageId) : "home", localeOfPath(words[1] ?? ""));
}

/**
 * The page a save changed, from the files its commit changed (GitHub's commit API lists only files
 * whose content differs; Sveltia re-sends every language's file of the entry, so the mutation's own
 * list names both languages even when one was edited). The entry's file wins when it changed, else
 * the first changed content file: a save that changed only the German file links the German page.
 * Without a changed content file (or without the list), the entry's file.
 */
export function changedPage(changedFiles: readonly string[] | undefined, entryFile: string): string {
  const content = (changedFiles ?? []).filter((file) => file.startsWith("content/"));
  return pageOfFile(content.includes(entryFile) || content.length === 0 ? entryFile : content[0]!);
}
