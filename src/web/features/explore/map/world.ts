import { geoEqualEarth, geoPath } from 'd3-geo';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Imported here only: the explore page loads this module lazily, so the atlas never weighs on other pages.
import atlas from 'world-atlas/countries-110m.json';

/**
 * The world the explore map draws, projected once when the module loads: countries (without Antarctica, where
 * nobody books a hotel) in Equal Earth, which keeps areas true so no region looks bigger than it is.
 */

export const mapWidth = 960;
/** Room around the land so a marker and its focus ring on the edge of the world are not cut off. */
const padding = 16;
const antarcticaId = '010';

// TypeScript reads the JSON's "type": "Topology" as a plain string; the file is world-atlas's TopoJSON.
const topology = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;

const countries: FeatureCollection<Geometry> = {
  type: 'FeatureCollection',
  features: feature(topology, topology.objects.countries).features.filter(
    (country) => country.id !== antarcticaId,
  ),
};

const projection = geoEqualEarth().fitWidth(mapWidth - 2 * padding, countries);
const [[, top], [, bottom]] = geoPath(projection).bounds(countries);
projection.translate([projection.translate()[0] + padding, projection.translate()[1] + padding - top]);
const path = geoPath(projection);

/** As tall as the land needs at mapWidth, so the map has no empty bands above and below. */
export const mapHeight = Math.ceil(bottom - top) + 2 * padding;

/** One SVG path per country. */
export const countryPaths: readonly string[] = countries.features.map((country) => path(country) ?? '');

export interface Place {
  latitude: number;
  longitude: number;
}

/** A place's point in the viewBox, rounded to a tenth to keep the markup short. */
export function project(place: Place): { x: number; y: number } | undefined {
  const point = projection([place.longitude, place.latitude]);
  if (!point) return undefined;
  return { x: Math.round(point[0] * 10) / 10, y: Math.round(point[1] * 10) / 10 };
}

/** The great circle from one place to another, cut at the map's edge when it crosses the Pacific. */
export function routePath(from: Place, to: Place): string {
  return (
    path({
      type: 'LineString',
      coordinates: [
        [from.longitude, from.latitude],
        [to.longitude, to.latitude],
      ],
    }) ?? ''
  );
}

/** The part of the map in view, in viewBox units. */
export interface MapView {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const wholeWorld: MapView = { x: 0, y: 0, width: mapWidth, height: mapHeight };

/** Never closer than a third of the world's width: enough to tell neighbouring cities apart, and still a map. */
const closestWidth = mapWidth / 3;
/** Room around the points, as a share of the box, so edge markers and their rings stay inside. */
const margin = 0.12;

/**
 * The smallest view of the map's own shape that holds every point with a margin: trips from Belgrade on €800 fill
 * the map with Europe instead of a dot cluster on a world. Kept inside the world.
 */
export function viewAround(points: readonly { x: number; y: number }[]): MapView {
  if (points.length === 0) return wholeWorld;
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const aspect = mapWidth / mapHeight;
  let width = Math.max(
    closestWidth,
    (right - left) * (1 + 2 * margin),
    (bottom - top) * (1 + 2 * margin) * aspect,
  );
  width = Math.min(width, mapWidth);
  const height = Math.min(width / aspect, mapHeight);
  const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
  return {
    x: clamp((left + right) / 2 - width / 2, 0, mapWidth - width),
    y: clamp((top + bottom) / 2 - height / 2, 0, mapHeight - height),
    width,
    height,
  };
}
