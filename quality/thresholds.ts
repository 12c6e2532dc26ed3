import path from "node:path";
import { readJson, ROOT } from "../tooling/built-pages.ts";

/** quality/thresholds.json, the limits every quality gate reads, typed as TypeScript reads the file itself. */
export const readThresholds = () =>
  readJson(path.join(ROOT, "quality/thresholds.json")) as typeof import("./thresholds.json");
