import { ContentError, loadContent } from "../../content-pipeline/load-content.ts";

/** The problems the build's loader reports for the content under `root`; fails if it accepts it. */
export function contentProblems(root: string): string[] {
  try {
    loadContent(root);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error("loadContent accepted invalid content");
}
