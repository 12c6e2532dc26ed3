// The parts of three untyped dependencies that scripts/ uses (no @types packages are installed).

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
