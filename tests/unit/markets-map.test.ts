import { describe, expect, it } from "vitest";
import { CompactPath, renderMarketsMap } from "../../app/lib/draw-markets-map.ts";
import { site } from "../support/content.ts";

/** Reads a path written with M, L, l, h, v and z (and their implicit repeats) back to absolute rings. */
function decode(d: string): [number, number][][] {
  const tokens = d.match(/[MLHVZlhvz]|-?\d+/g) ?? [];
  const rings: [number, number][][] = [];
  let ring: [number, number][] = [];
  let [x, y] = [0, 0];
  let command = "";
  for (let index = 0; index < tokens.length;) {
    const token = tokens[index] ?? "";
    if (/[A-Za-z]/.test(token)) {
      command = token;
      index += 1;
      if (command === "z" || command === "Z") {
        rings.push(ring);
        ring = [];
      }
      continue;
    }
    const next = () => Number(tokens[index++]);
    if (command === "M" || command === "L") [x, y] = [next(), next()];
    else if (command === "l") [x, y] = [x + next(), y + next()];
    else if (command === "h") x += next();
    else if (command === "v") y += next();
    else throw new Error(`unexpected command ${command}`);
    ring.push([x, y]);
  }
  if (ring.length > 0) rings.push(ring);
  return rings;
}

/** A ring without points equal to the one before (they draw nothing). */
const withoutRepeats = (ring: [number, number][]) =>
  ring.filter((point, index) => index === 0 || point[0] !== ring[index - 1]?.[0] || point[1] !== ring[index - 1]?.[1]);

const pathsOf = (svg: string) => [...svg.matchAll(/ d="([^"]*)"/g)].map(([, d = ""]) => d);

describe("the markets map's compact paths", () => {
  it("write relative steps, drop repeated points and keep negative and horizontal/vertical runs", () => {
    const context = new CompactPath();
    const rings: [number, number][][] = [
      [
        [10.2, 9.8],
        [13, 8],
        [12.9, 8.1],
        [20, 8],
        [25, 8],
        [25, 2],
        [26, 5],
      ],
      [
        [1, 1],
        [2, 2],
      ],
    ];
    for (const ring of rings) {
      ring.forEach(([x, y], index) => (index === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
      context.closePath();
    }
    expect(context.d).toBe("M10 10l3-2h7 5v-6l1 3zM1 1l1 1z");
  });

  it("draw exactly the points of the map d3-geo draws, ring by ring, in about half the bytes", () => {
    const full = renderMarketsMap(site, { compact: false });
    const compact = renderMarketsMap(site);
    const [fullPaths, compactPaths] = [pathsOf(full), pathsOf(compact)];
    expect(compactPaths).toHaveLength(2);
    expect(fullPaths).toHaveLength(2);
    for (const [index, d] of fullPaths.entries()) {
      const expected = decode(d).map(withoutRepeats);
      expect(expected.length).toBeGreaterThan(10);
      expect(decode(compactPaths[index] ?? "")).toEqual(expected);
    }
    expect(compact.length).toBeLessThan(full.length * 0.6);
  });
});
