// GitHub's API for the browser editor (Sveltia CMS), answered in the page from the files of this
// checkout, as far as the editor reads before it lists the pages: the signed-in user, the
// collaborator check, the default branch and last commit (GraphQL), the tree (REST) and the
// files' text and last commits (GraphQL, one alias per file, as Sveltia asks). What Sveltia asks
// was read from its GitHub backend (@sveltia/cms 0.221.1, dist/sveltia-cms.mjs). Every call's
// Authorization header is recorded.
import type { Route } from "@playwright/test";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// CONTENT_ROOT: the content the build under test was made from (the gate's variant, for one).
const root = path.resolve(process.env.CONTENT_ROOT || path.resolve(import.meta.dirname, "../.."));
const COMMIT = "5d3c1f0e9b8a7c6d5e4f3a2b1c0d9e8f7a6b5c4d";

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    return statSync(path.join(root, relative)).isDirectory() ? filesUnder(relative) : [relative];
  });
}

/** Git's id of a file's content, as the tree lists it. */
const blobSha = (text: Buffer) => createHash("sha1").update(`blob ${text.length}\0`).update(text).digest("hex");

/** Where the answers are registered: a Playwright page or context, or fake-github-api-server.ts for other browsers. */
export type RouteTarget = { route: (url: string, handler: (route: Route) => Promise<unknown>) => Promise<unknown> };

export type ApiCall = { method: string; url: string; authorization: string | undefined };

export async function answerGitHubApi(target: RouteTarget, { login = "founder" } = {}) {
  const calls: ApiCall[] = [];
  const files = filesUnder("content").map((file) => {
    const body = readFileSync(path.join(root, file));
    return { path: file, sha: blobSha(body), size: body.length, text: body.toString("utf8") };
  });
  const bySha = new Map(files.map((file) => [file.sha, file]));

  const graphql = (query: string) => {
    const repository: Record<string, unknown> = {};
    if (query.includes("defaultBranchRef")) repository.defaultBranchRef = { name: "main" };
    if (/ref\(qualifiedName: \$branch\) \{\s*target \{\s*\.\.\. on Commit \{\s*history\(first: 1\) \{/.test(query))
      repository.ref = { target: { history: { nodes: [{ oid: COMMIT, message: "Seed content" }] } } };
    for (const [, alias, sha] of query.matchAll(/(\w+): object\(oid: "(\w+)"\)/g)) {
      const file = bySha.get(sha ?? "");
      repository[alias ?? ""] = file ? { text: file.text, isTruncated: false } : null;
    }
    for (const [, alias] of query.matchAll(
      /(\w+): ref\(qualifiedName: \$branch\)\s*\{\s*target\s*\{\s*\.\.\. on Commit\s*\{\s*history\(first: 1, path:/g,
    )) {
      repository[alias ?? ""] = {
        target: {
          history: {
            nodes: [
              {
                author: { name: "The Founder", email: "founder@example.com", user: { id: 1, login } },
                committedDate: "2026-11-20T09:00:00Z",
              },
            ],
          },
        },
      };
    }
    return { data: { repository } };
  };

  const handler = async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    calls.push({ method: request.method(), url: request.url(), authorization: request.headers().authorization });
    const pathname = url.pathname;
    if (pathname === "/user")
      return route.fulfill({
        json: {
          id: 1,
          login,
          name: "The Founder",
          email: null,
          avatar_url: "",
          html_url: `https://github.com/${login}`,
        },
      });
    if (/^\/repos\/[^/]+\/[^/]+\/collaborators\//.test(pathname)) return route.fulfill({ status: 204 });
    if (pathname === "/graphql") {
      const { query } = request.postDataJSON() as { query: string };
      return route.fulfill({ json: graphql(query) });
    }
    if (/^\/repos\/[^/]+\/[^/]+\/git\/trees\//.test(pathname))
      return route.fulfill({
        json: {
          sha: COMMIT,
          truncated: false,
          tree: files.map(({ path: file, sha, size }) => ({ path: file, mode: "100644", type: "blob", sha, size })),
        },
      });
    return route.fulfill({ status: 404, json: { message: "Not Found" } });
  };
  await target.route("https://api.github.com/**", handler);
  return calls;
}

// ------------------------------------------------------------------ what became of a save
// GitHub's answers about the commit a save made, as the site's workflow produces them
// (.github/workflows/ci.yml): the job "test" runs the gate, which writes its own check run
// "Content gate" with its verdict as the summary (scripts/gate-report.ts); the job "deploy" then
// creates a GitHub deployment whose status turns "success" with the live URL. Each stage appears
// `stepMs` after the one before, counted from the commit, as GitHub would report them over minutes.

export type SaveOutcome =
  | { kind: "published"; liveUrl: string }
  | { kind: "refused"; summary: string }
  /** The GitHub App lacks Checks and Deployments read access: GitHub answers 403. */
  | { kind: "no-permission" }
  /** GitHub's API does not answer at all (a network error in the browser). */
  | { kind: "unreachable" };

export type SaveOutcomes = {
  /** What the next save's commit leads to; change it between saves. */
  outcome: SaveOutcome;
  /** Every commit a save created, oldest first. */
  commits: {
    oid: string;
    headline: string;
    outcome: SaveOutcome;
    at: number;
    /** The files the mutation sent (Sveltia sends every language's file of the entry). */
    sent: string[];
    /** The files whose content the commit changed, as GitHub's commit API lists them. */
    changed: { filename: string; status: "added" | "modified" | "removed" }[];
  }[];
  /** When GitHub first reported each commit's final state (ms since the epoch), for timing the editor. */
  reportedAt: Map<string, number>;
};

export async function answerSaveOutcomes(
  target: RouteTarget,
  { outcome, stepMs = 1000 }: { outcome: SaveOutcome; stepMs?: number },
): Promise<SaveOutcomes> {
  const state: SaveOutcomes = { outcome, commits: [], reportedAt: new Map() };
  // The branch's files, to tell which of a mutation's files a commit really changed, as git does.
  const branch = new Map(
    filesUnder("content").map((file) => [file, readFileSync(path.join(root, file)).toString("base64")]),
  );
  let deploymentIds = 100;
  const deployments = new Map<string, number>();

  const checkRuns = (commit: SaveOutcomes["commits"][number]) => {
    const stage = Math.floor((Date.now() - commit.at) / stepMs);
    const run = (name: string, status: string, conclusion: string | null, summary: string | null = null) => ({
      id: name.length,
      name,
      head_sha: commit.oid,
      status,
      conclusion,
      html_url: `https://github.com/example/site/runs/${commit.oid.slice(0, 8)}`,
      output: { title: summary ? "The content gate refused this change" : null, summary, text: null },
    });
    if (stage < 1) return [];
    if (stage < 2) return [run("test", "in_progress", null)];
    if (commit.outcome.kind === "refused") {
      state.reportedAt.set(commit.oid, state.reportedAt.get(commit.oid) ?? commit.at + 2 * stepMs);
      return [run("test", "completed", "failure"), run("Content gate", "completed", "failure", commit.outcome.summary)];
    }
    const passed = [run("test", "completed", "success"), run("Content gate", "completed", "success", "Passed.")];
    return [...passed, run("deploy", stage < 3 ? "in_progress" : "completed", stage < 3 ? null : "success")];
  };

  const handler = async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname === "/graphql") {
      const body = request.postDataJSON() as {
        query: string;
        variables?: {
          input?: {
            message?: { headline?: string };
            fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
          };
        };
      };
      if (!body.query.includes("createCommitOnBranch")) return route.fallback();
      const oid = createHash("sha1").update(`commit ${state.commits.length} ${Date.now()}`).digest("hex");
      const { additions = [], deletions = [] } = body.variables?.input?.fileChanges ?? {};
      const changed: SaveOutcomes["commits"][number]["changed"] = [];
      for (const { path: file, contents } of additions) {
        const before = branch.get(file);
        if (before === contents) continue;
        changed.push({ filename: file, status: before === undefined ? "added" : "modified" });
        branch.set(file, contents);
      }
      for (const { path: file } of deletions)
        if (branch.delete(file)) changed.push({ filename: file, status: "removed" });
      state.commits.push({
        oid,
        headline: body.variables?.input?.message?.headline ?? "",
        outcome: state.outcome,
        at: Date.now(),
        sent: additions.map((addition) => addition.path),
        changed,
      });
      return route.fulfill({
        json: { data: { createCommitOnBranch: { commit: { oid, committedDate: new Date().toISOString() } } } },
      });
    }
    // GET a commit: its changed files (GitHub needs only Contents read for it, which saving needs anyway).
    const commitFiles = /^\/repos\/[^/]+\/[^/]+\/commits\/(\w+)$/.exec(url.pathname);
    if (commitFiles) {
      const commit = state.commits.find((candidate) => candidate.oid === commitFiles[1]);
      if (!commit)
        return route.fulfill({ status: 422, json: { message: `No commit found for SHA: ${commitFiles[1]}` } });
      if (commit.outcome.kind === "unreachable") return route.abort("internetdisconnected");
      return route.fulfill({
        json: { sha: commit.oid, files: commit.changed.map((file) => ({ ...file, sha: null, changes: 1 })) },
      });
    }
    const commitChecks = /^\/repos\/[^/]+\/[^/]+\/commits\/(\w+)\/check-runs$/.exec(url.pathname);
    const deploymentList = /^\/repos\/[^/]+\/[^/]+\/deployments$/.test(url.pathname);
    const deploymentStatuses = /^\/repos\/[^/]+\/[^/]+\/deployments\/(\d+)\/statuses$/.exec(url.pathname);
    if (!commitChecks && !deploymentList && !deploymentStatuses) return route.fallback();
    const sha = commitChecks?.[1] ?? url.searchParams.get("sha") ?? "";
    const commit = state.commits.find((candidate) => candidate.oid === sha);
    const forCommit = deploymentStatuses
      ? state.commits.find((candidate) => deployments.get(candidate.oid) === Number(deploymentStatuses[1]))
      : commit;
    const kind = forCommit?.outcome.kind;
    if (kind === "unreachable") return route.abort("internetdisconnected");
    if (kind === "no-permission")
      return route.fulfill({
        status: 403,
        json: {
          message: "Resource not accessible by integration",
          documentation_url: "https://docs.github.com/rest/checks/runs#list-check-runs-for-a-git-reference",
          status: "403",
        },
      });
    if (commitChecks) {
      const runs = forCommit ? checkRuns(forCommit) : [];
      return route.fulfill({ json: { total_count: runs.length, check_runs: runs } });
    }
    if (deploymentList) {
      if (!forCommit || forCommit.outcome.kind !== "published") return route.fulfill({ json: [] });
      if (Date.now() - forCommit.at < 2 * stepMs) return route.fulfill({ json: [] });
      if (!deployments.has(sha)) deployments.set(sha, (deploymentIds += 1));
      return route.fulfill({
        json: [{ id: deployments.get(sha), sha, ref: "main", environment: "production", task: "deploy" }],
      });
    }
    // The newest status first, as GitHub lists them.
    const live = forCommit && forCommit.outcome.kind === "published" && Date.now() - forCommit.at >= 3 * stepMs;
    if (live) state.reportedAt.set(forCommit.oid, state.reportedAt.get(forCommit.oid) ?? forCommit.at + 3 * stepMs);
    return route.fulfill({
      json: [
        live && forCommit.outcome.kind === "published"
          ? { state: "success", environment: "production", environment_url: forCommit.outcome.liveUrl }
          : { state: "in_progress", environment: "production", environment_url: "" },
      ],
    });
  };
  await target.route("https://api.github.com/**", handler);
  return state;
}
