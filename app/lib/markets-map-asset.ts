/** Where the build writes the markets map (app/pages/images/markets-map.svg.ts) and its drawn size. */
export const MARKETS_MAP = { file: "images/markets-map.svg", width: 640, height: 400 } as const;
