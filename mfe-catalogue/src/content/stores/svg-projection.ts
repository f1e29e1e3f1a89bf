import type { LngLat } from './country-outlines.ts';

// An equirectangular projection fitted to the outline: longitudes shrink by the cosine of the
// country's middle latitude, so the country keeps its shape at these latitudes.
export interface Projection {
  width: number;
  height: number;
  point: (longitude: number, latitude: number) => { x: number; y: number };
}

export function fitProjection(outline: readonly LngLat[], width: number, padding: number): Projection {
  const lngs = outline.map(([lng]) => lng);
  const lats = outline.map(([, lat]) => lat);
  const [west, east, south, north] = [
    Math.min(...lngs),
    Math.max(...lngs),
    Math.min(...lats),
    Math.max(...lats),
  ];
  const shrink = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const scale = (width - 2 * padding) / ((east - west) * shrink);
  const height = Math.round((north - south) * scale + 2 * padding);
  return {
    width,
    height,
    point: (longitude, latitude) => ({
      x: Math.round((padding + (longitude - west) * shrink * scale) * 10) / 10,
      y: Math.round((padding + (north - latitude) * scale) * 10) / 10,
    }),
  };
}
