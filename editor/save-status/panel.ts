/**
 * The editor's "what became of my save" box: after each save (Sveltia's public `postSave` event) it
 * follows the commit the save made on GitHub until the site's checks and deploy say live or not,
 * polling GitHub's REST API every few seconds with the editor's own sign-in (admin/setup.js keeps
 * the token Sveltia sends and the commit each save creates; nothing of Sveltia's internals is read).
 */
import { verdictOf, changedPage, type CheckRun, type DeploymentStatus, type Verdict } from "./verdict.ts";

/** What admin/setup.js offers: GitHub requests with the editor's sign-in, and the newest commit a save made. */
export type EditorGitHub = {
  request: (path: string) => Promise<Response>;
  lastCommit: () => string | undefined;
};

const POLL_MS = 3000;

/** The box's words in the editor's two languages (the tests read them from here). */
export const SAVE_STATUS_WORDS = {
  en: {
    heading: "Your last save",
    checking: "Checking your change …",
    checkingNext: "The site's checks take a few minutes. You can keep working meanwhile.",
    live: "Live on the site",
    open: "Open the changed page",
    refused: "Not published: ",
    refusedNext:
      "Your change is saved, but the site still shows the version before it. Change what is named above (a shorter word, a hyphen, another colour) and save again.",
    deployFailed: "the checks passed, but publishing the site failed.",
    deployFailedNext:
      "Nothing to change in your words: ask whoever looks after the site to look at the deploy. Saving again tries once more.",
    gateFailed: "the site's checks failed.",
    details: "Details on GitHub",
    earlier: "An earlier save was not published:",
    permission:
      "What became of this save cannot be read: the editor has no permission to read the site's checks and deployments on GitHub. Your change was saved. Ask whoever set up the editor to give its GitHub App read access to Checks and Deployments (README, “Sign-in for the editor”).",
    unreachable:
      "What became of this save cannot be read: GitHub cannot be reached just now. Your change was saved; the editor keeps trying.",
  },
  de: {
    heading: "Ihre letzte Speicherung",
    checking: "Ihre Änderung wird geprüft …",
    checkingNext: "Die Prüfung der Website dauert einige Minuten. Sie können währenddessen weiterarbeiten.",
    live: "Live auf der Website",
    open: "Geänderte Seite öffnen",
    refused: "Nicht veröffentlicht: ",
    refusedNext:
      "Ihre Änderung ist gespeichert, die Website zeigt aber weiter die Fassung davor. Ändern Sie, was oben genannt ist (ein kürzeres Wort, ein Trennstrich, eine andere Farbe), und speichern Sie erneut.",
    deployFailed: "Die Prüfung war erfolgreich, aber das Veröffentlichen ist fehlgeschlagen.",
    deployFailedNext:
      "An Ihren Texten ist nichts zu ändern: Bitten Sie die Person, die die Website betreut, sich das Veröffentlichen anzusehen. Erneutes Speichern versucht es noch einmal.",
    gateFailed: "Die Prüfung der Website ist fehlgeschlagen.",
    details: "Einzelheiten auf GitHub",
    earlier: "Eine frühere Speicherung wurde nicht veröffentlicht:",
    permission:
      "Was aus dieser Speicherung wurde, kann nicht gelesen werden: Der Editor darf die Prüfungen und Veröffentlichungen der Website auf GitHub nicht lesen. Ihre Änderung ist gespeichert. Bitten Sie die Person, die den Editor eingerichtet hat, seiner GitHub App Lesezugriff auf „Checks“ und „Deployments“ zu geben (README, „Sign-in for the editor“).",
    unreachable:
      "Was aus dieser Speicherung wurde, kann nicht gelesen werden: GitHub ist gerade nicht erreichbar. Ihre Änderung ist gespeichert; der Editor versucht es weiter.",
  },
} as const;

/** The editor's language: Sveltia's own (its `<html lang>`), else the browser's. */
export function editorLanguage(): keyof typeof SAVE_STATUS_WORDS {
  const lang = document.documentElement.lang || navigator.language;
  return lang.toLowerCase().startsWith("de") ? "de" : "en";
}

// A plain field, not a parameter property: Node's type stripping loads this file for the Firefox test.
class Unreadable extends Error {
  readonly why: "permission" | "unreachable";
  constructor(why: "permission" | "unreachable") {
    super(why);
    this.why = why;
  }
}

async function readJson<T>(github: EditorGitHub, path: string): Promise<T> {
  const response = await github.request(path).catch(() => {
    throw new Unreadable("unreachable");
  });
  // GitHub answers 403 ("Resource not accessible by integration") or 404 where a permission is missing.
  if (response.status === 403 || response.status === 404 || response.status === 401) throw new Unreadable("permission");
  if (!response.ok) throw new Unreadable("unreachable");
  return (await response.json()) as T;
}

/** GitHub's answer for one commit: its check runs and the newest status of its newest deployment. */
async function readCommit(read: <T>(path: string) => Promise<T>, sha: string, page: string): Promise<Verdict> {
  try {
    const { check_runs: checkRuns } = await read<{ check_runs: CheckRun[] }>(`/commits/${sha}/check-runs?per_page=100`);
    const [newest] = await read<{ id: number }[]>(`/deployments?sha=${sha}&per_page=5`);
    const [status] = newest ? await read<DeploymentStatus[]>(`/deployments/${newest.id}/statuses?per_page=1`) : [];
    return verdictOf(checkRuns, status, page);
  } catch (error) {
    if (error instanceof Unreadable) return { state: "unreadable", why: error.why };
    throw error;
  }
}

/** `files`: what the commit changed, once GitHub said (asked again on each poll until then). */
type Save = { sha: string; entryFile: string; files?: string[]; verdict: Verdict };

/** Starts following saves; returns the function Sveltia's postSave listener calls. */
export function followSaves(github: EditorGitHub, repo: string) {
  const read = <T>(path: string) => readJson<T>(github, `/repos/${repo}${path}`);
  let current: Save | undefined;
  /** The newest save GitHub refused, shown until a later save is live. */
  let lastRefused: Save | undefined;
  let timer: number | undefined;
  const box = document.createElement("section");
  box.className = "site-save-status";
  box.setAttribute("aria-label", SAVE_STATUS_WORDS[editorLanguage()].heading);
  box.style.cssText =
    "position:fixed;left:16px;bottom:16px;z-index:2147483000;max-width:420px;padding:14px 16px;border-radius:8px;" +
    "background:#fff;color:#1b1d22;box-shadow:0 4px 24px rgba(0,0,0,.25);font:14px/1.45 system-ui,sans-serif;display:none";
  const live = document.createElement("div");
  live.setAttribute("role", "status");
  box.append(live);
  document.body.append(box);

  const render = () => {
    const words = SAVE_STATUS_WORDS[editorLanguage()];
    live.replaceChildren();
    if (!current) return;
    box.style.display = "block";
    // A line saying what became of the save is bold and names its state (`data-state`).
    const line = (text: string, state?: string, parent: HTMLElement = live) => {
      const p = document.createElement("p");
      p.style.margin = "0 0 6px";
      if (state) {
        p.style.fontWeight = "600";
        p.dataset.state = state;
      }
      p.textContent = text;
      parent.append(p);
      return p;
    };
    const link = (text: string, href: string) => {
      const a = Object.assign(document.createElement("a"), {
        href,
        target: "_blank",
        rel: "noopener",
        textContent: text,
      });
      a.style.color = "#0b57d0";
      line("").append(a);
    };
    const { verdict } = current;
    if (verdict.state === "checking") {
      line(words.checking, "checking");
      line(words.checkingNext);
    } else if (verdict.state === "live") {
      line(words.live, "live");
      link(words.open, verdict.url);
    } else if (verdict.state === "refused") {
      const deployOnly = verdict.stage === "deploy";
      const reason = verdict.reason || (deployOnly ? words.deployFailed : words.gateFailed);
      // The gate's summary has one problem per line.
      line(words.refused + reason, "refused").style.whiteSpace = "pre-line";
      line(deployOnly ? words.deployFailedNext : words.refusedNext);
      if (verdict.details) link(words.details, verdict.details);
    } else line(verdict.why === "permission" ? words.permission : words.unreachable, "unreadable");
    if (lastRefused && lastRefused !== current && verdict.state !== "live") {
      const earlier = document.createElement("div");
      earlier.style.cssText = "margin-top:8px;padding-top:8px;border-top:1px solid #ddd";
      live.append(earlier);
      line(words.earlier, undefined, earlier);
      line((lastRefused.verdict as { reason: string }).reason || words.gateFailed, undefined, earlier);
    }
  };

  const poll = async () => {
    const save = current;
    if (!save) return;
    // The files the save's commit changed, by GitHub's commit API (Contents read, which saving needs):
    // one request per save. Unreadable, the entry's own file names the page until the next poll.
    save.files ??= await read<{ files?: { filename: string }[] }>(`/commits/${save.sha}`).then(
      ({ files }) => files?.map((file) => file.filename),
      () => undefined,
    );
    save.verdict = await readCommit(read, save.sha, changedPage(save.files, save.entryFile));
    if (save !== current) return;
    if (save.verdict.state === "refused") lastRefused = save;
    if (save.verdict.state === "live") lastRefused = undefined;
    render();
    const final = save.verdict.state === "live" || save.verdict.state === "refused";
    if (!final) timer = window.setTimeout(() => void poll(), POLL_MS);
  };

  return (file: string | undefined) => {
    const sha = github.lastCommit();
    if (!sha || sha === current?.sha) return;
    window.clearTimeout(timer);
    current = { sha, entryFile: file ?? "", verdict: { state: "checking" } };
    render();
    timer = window.setTimeout(() => void poll(), 500);
  };
}
