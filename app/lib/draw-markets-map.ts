import { geoBounds, geoNaturalEarth1, geoPath, type GeoContext, type GeoPermissibleObjects } from "d3-geo";
import type { Feature, Geometry } from "geojson";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { feature } from "topojson-client";
import type { Topology, GeometryCollection } from "topojson-specification";
import type { MarketCode, SiteFacts } from "../site-data/types.ts";

import { MARKETS_MAP } from "./markets-map-asset.ts";

/** world-atlas identifies countries by ISO 3166-1 numeric code; the content names them by alpha-2 code. */
const ATLAS_IDS: Record<MarketCode, string> = { DE: "276", GB: "826", US: "840" };

type CountryProperties = { name: string };

const WEST_EDGE = -126;

/** The polygons of a country that lie wholly east of a longitude. */
function partsWithin(country: Feature<Geometry, CountryProperties>, westEdge: number): GeoPermissibleObjects {
  if (country.geometry.type !== "MultiPolygon") return country;
  const coordinates = country.geometry.coordinates.filter((polygon) => {
    const [[west]] = geoBounds({ type: "Polygon", coordinates: polygon });
    return west >= westEdge;
  });
  return { ...country, geometry: { type: "MultiPolygon", coordinates } };
}

/**
 * A d3-geo drawing context that writes d3's path rounded to whole pixels in fewer bytes: each
 * ring starts with an absolute move, then relative lines ("l"), horizontal ("h") or vertical ("v")
 * steps; a point equal to the one before (two points rounded to the same pixel) is dropped, since
 * it draws nothing. The markets map went from 61 KB to about half, and the home page's first visit
 * with it.
 */
export class CompactPath implements GeoContext {
  d = "";
  private x = 0;
  private y = 0;
  private previous = "";

  moveTo(x: number, y: number) {
    [this.x, this.y, this.previous] = [Math.round(x), Math.round(y), ""];
    this.d += `M${this.x} ${this.y}`;
  }

  lineTo(x: number, y: number) {
    const [dx, dy] = [Math.round(x) - this.x, Math.round(y) - this.y];
    if (dx === 0 && dy === 0) return;
    const command = dy === 0 ? "h" : dx === 0 ? "v" : "l";
    const steps = command === "h" ? [dx] : command === "v" ? [dy] : [dx, dy];
    // A command repeated goes without its letter; a space parts two numbers unless a minus sign does.
    this.d += steps
      .map((step, index) =>
        index === 0 && command !== this.previous ? `${command}${step}` : step < 0 ? `${step}` : ` ${step}`,
      )
      .join("");
    [this.x, this.y, this.previous] = [this.x + dx, this.y + dy, command];
  }

  closePath() {
    this.d += "z";
  }

  // Only a point is drawn as an arc, and the map has none.
  arc() {}
  beginPath() {}
}

/**
 * Draws the markets map from Natural Earth data (world-atlas, 1:50m): the other
 * countries in the North Atlantic frame in a quiet tone (1:110m), the agency's markets in the accent colour.
 */
export function renderMarketsMap(config: Pick<SiteFacts, "markets" | "colors">, { compact = true } = {}): string {
  const require = createRequire(import.meta.url);
  const load = (file: string) => {
    const topology = JSON.parse(readFileSync(require.resolve(`world-atlas/${file}`), "utf8")) as Topology<{
      countries: GeometryCollection<CountryProperties>;
    }>;
    return feature(topology, topology.objects.countries).features;
  };
  // Markets at 1:50m so coastlines stay recognisable; the backdrop at 1:110m keeps the file light.
  const countries = load("countries-50m.json");
  const backdrop = load("countries-110m.json");
  const marketIds = new Set(config.markets.map((code) => ATLAS_IDS[code]));
  const markets = countries.filter((country) => marketIds.has(String(country.id)));
  const missing = config.markets.filter((code) => !markets.some((m) => String(m.id) === ATLAS_IDS[code]));
  if (missing.length > 0) throw new Error(`Markets map: no country with code ${missing.join(", ")} in world-atlas`);

  const { width, height } = MARKETS_MAP;
  // Frame the contiguous US to central Europe.
  const frame: GeoPermissibleObjects = {
    type: "Feature",
    properties: {},
    geometry: {
      type: "Polygon",
      coordinates: [
        [
          [WEST_EDGE, 24],
          [WEST_EDGE, 61],
          [24, 61],
          [24, 24],
          [WEST_EDGE, 24],
        ],
      ], // clockwise: the inside
    },
  };
  const projection = geoNaturalEarth1()
    .rotate([50, 0])
    .fitExtent(
      [
        [8, 8],
        [width - 8, height - 8],
      ],
      frame,
    )
    // Cut everything outside the picture so the file carries only what is seen.
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  // d3's own path, rounded the same way, is what the compact one must draw (tests/unit/markets-map.test.ts).
  const shape = (geometry: GeoPermissibleObjects) => {
    if (!compact) return geoPath(projection).digits(0)(geometry) ?? "";
    const context = new CompactPath();
    geoPath(projection, context)(geometry);
    return context.d;
  };
  // Every country is land in the backdrop; a market's parts that fall outside the frame's
  // longitudes (Alaska, Hawaii) stay land-coloured rather than showing as stray accent slivers.
  const land = backdrop.map(shape).join("");
  const highlighted = markets.map((market) => shape(partsWithin(market, WEST_EDGE))).join("");

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<g stroke="${config.colors.surface}" stroke-width="0.6" stroke-linejoin="round">`,
    `<path fill="${config.colors.line}" d="${land}"/>`,
    `<path fill="${config.colors.accent}" d="${highlighted}"/>`,
    `</g></svg>`,
  ].join("");
}
