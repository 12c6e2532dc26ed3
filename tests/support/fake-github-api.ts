// GitHub's API for the browser editor (Sveltia CMS), answered in the page from the files of this
// checkout, as far as the editor reads before it lists the pages: the signed-in user, the
// collaborator check, the default branch and last commit (GraphQL), the tree (REST) and the
// files' text and last commits (GraphQL, one alias per file, as Sveltia asks). What Sveltia asks
// was read from its GitHub backend (@sveltia/cms 0.221.1, dist/sveltia-cms.mjs). Every call's
// Authorization header is recorded.
import type { BrowserContext, Page, Route } from "@playwright/test";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const COMMIT = "5d3c1f0e9b8a7c6d5e4f3a2b1c0d9e8f7a6b5c4d";

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    return statSync(path.join(root, relative)).isDirectory() ? filesUnder(relative) : [relative];
  });
}

/** Git's id of a file's content, as the tree lists it. */
const blobSha = (text: Buffer) => createHash("sha1").update(`blob ${text.length}\0`).update(text).digest("hex");

export type ApiCall = { method: string; url: string; authorization: string | undefined };

export async function answerGitHubApi(target: Page | BrowserContext, { login = "founder" } = {}) {
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
