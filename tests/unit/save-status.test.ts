// What the editor says became of a save, from GitHub's check runs and deployment for its commit
// (editor/save-status/verdict.ts); the words themselves are tested in the real editor
// (tests/e2e/editor-save-status.spec.ts).
import { describe, expect, it } from "vitest";
import { changedPage, pageOfFile, verdictOf, type CheckRun } from "../../editor/save-status/verdict.ts";
import { articlePath, pathOf, rolePath } from "../../app/page-table.ts";
import { site } from "../support/content.ts";

const run = (name: string, status: CheckRun["status"], conclusion: string | null, summary?: string): CheckRun => ({
  name,
  status,
  conclusion,
  output: { summary: summary ?? null },
});

describe("a save's verdict", () => {
  it("checking while nothing has reported, or the checks run, or the deploy has not finished", () => {
    expect(verdictOf([], undefined, "/")).toEqual({ state: "checking" });
    expect(verdictOf([run("test", "in_progress", null)], undefined, "/")).toEqual({ state: "checking" });
    expect(
      verdictOf([run("test", "completed", "success")], { state: "in_progress", environment_url: "" }, "/"),
    ).toEqual({ state: "checking" });
  });

  it("live once the deployment succeeded, linking to the changed page on the live site", () => {
    const verdict = verdictOf(
      [run("test", "completed", "success"), run("deploy", "completed", "success")],
      { state: "success", environment_url: site.siteUrl },
      pathOf("booking", "de"),
    );
    expect(verdict).toEqual({ state: "live", url: new URL(pathOf("booking", "de"), site.siteUrl).href });
  });

  it("refused with the gate's summary when the gate fails, even if the job's own run says less", () => {
    const verdict = verdictOf(
      [run("test", "completed", "failure"), run("Content gate", "completed", "failure", "the gate's words")],
      undefined,
      "/",
    );
    expect(verdict).toMatchObject({ state: "refused", stage: "gate", reason: "the gate's words" });
  });

  it("a failed deploy after a passed gate is the deploy's fault, not the words'", () => {
    expect(verdictOf([run("Content gate", "completed", "success")], { state: "failure" }, "/")).toMatchObject({
      state: "refused",
      stage: "deploy",
    });
  });
});

describe("the changed page of a content file", () => {
  it("maps each file to its page in its language", () => {
    expect(pageOfFile("content/en/home.yml")).toBe(pathOf("home", "en"));
    expect(pageOfFile("content/de/booking.yml")).toBe(pathOf("booking", "de"));
    expect(pageOfFile("content/de/legal-notice.md")).toBe(pathOf("legalNotice", "de"));
    expect(pageOfFile("content/en/privacy.md")).toBe(pathOf("privacy", "en"));
    expect(pageOfFile("content/insights/de/a-slug.md")).toBe(articlePath({ locale: "de", slug: "a-slug" }));
    expect(pageOfFile("content/roles/de/a-role.md")).toBe(rolePath({ locale: "de", slug: "a-role" }));
    expect(pageOfFile("content/en/roles.yml")).toBe(pathOf("roles", "en"));
    expect(pageOfFile("content/site.yml")).toBe(pathOf("home"));
  });

  it("a file of no page of its own (the shared words) names the home page in its language", () => {
    expect(pageOfFile("content/de/common.yml")).toBe(pathOf("home", "de"));
  });
});

describe("the page a save changed", () => {
  it("the language whose file changed: a German-only save of a two-language entry links the German page", () => {
    expect(changedPage(["content/de/home.yml"], "content/en/home.yml")).toBe(pathOf("home", "de"));
    expect(changedPage(["content/de/booking.yml"], "content/en/booking.yml")).toBe(pathOf("booking", "de"));
  });

  it("the entry's own file when it changed, also beside the other language", () => {
    expect(changedPage(["content/de/home.yml", "content/en/home.yml"], "content/en/home.yml")).toBe(pathOf("home"));
    expect(changedPage(["content/en/privacy.md"], "content/en/privacy.md")).toBe(pathOf("privacy", "en"));
  });

  it("files outside content/ (an uploaded image) name no page; nothing known falls back to the entry's file", () => {
    expect(changedPage(["public/media/photo.jpg", "content/de/home.yml"], "content/en/home.yml")).toBe(
      pathOf("home", "de"),
    );
    expect(changedPage([], "content/en/booking.yml")).toBe(pathOf("booking", "en"));
    expect(changedPage(undefined, "content/en/booking.yml")).toBe(pathOf("booking", "en"));
  });
});
