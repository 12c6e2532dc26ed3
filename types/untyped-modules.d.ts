// The parts of untyped dependencies (no @types packages are installed) that the project uses.

declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}

declare module "autocannon" {
  interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  /** Without a callback, autocannon returns a promise of its result. */
  export default function autocannon(options: Options): Promise<Result>;
}

declare module "vnu-jar" {
  /** Absolute path of vnu.jar. */
  const jarPath: string;
  export = jarPath;
}

// The options the fonts plugin (app/lib/fonts.ts) uses.
declare module "subset-font" {
  type Options = {
    targetFormat?: "sfnt" | "truetype" | "woff" | "woff2";
    keepFeatures?: string[];
    preserveNameIds?: number[];
    noLayoutClosure?: boolean;
  };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}

// The part eslint.config.js uses.
declare module "eslint-plugin-jsx-a11y" {
  import type { Linter } from "eslint";
  const plugin: { flatConfigs: { recommended: Linter.Config; strict: Linter.Config } };
  export default plugin;
}
