/** A point as [longitude, latitude] in degrees, the order GeoJSON uses. */
export type LonLat = readonly [number, number];

export interface MapFrame {
  west: number;
  north: number;
  /** Pixels per degree of latitude; a degree of longitude is this times cos(middle latitude). */
  scale: number;
  /** cos of the middle latitude: the projection's standard parallel. */
  parallel: number;
  width: number;
  height: number;
}

/**
 * An equirectangular projection fitted to the points: true to scale along the middle parallel, which
 * over a country the size of Czechia or Romania distorts less than the eye can tell.
 */
export function mapFrameOf(points: readonly LonLat[], width: number): MapFrame {
  if (points.length === 0) throw new Error('mapFrameOf needs at least one point');
  const lons = points.map(([lon]) => lon);
  const lats = points.map(([, lat]) => lat);
  const west = Math.min(...lons);
  const east = Math.max(...lons);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const parallel = Math.cos((((north + south) / 2) * Math.PI) / 180);
  const spanX = Math.max((east - west) * parallel, 1e-6);
  const scale = width / spanX;
  return { west, north, scale, parallel, width, height: (north - south) * scale };
}

/** Map coordinates of a point: x grows east, y grows south (SVG's axes). */
export function project([lon, lat]: LonLat, frame: MapFrame): { x: number; y: number } {
  return {
    x: (lon - frame.west) * frame.parallel * frame.scale,
    y: (frame.north - lat) * frame.scale,
  };
}

/** An SVG path of a closed ring. */
export function ringPath(ring: readonly LonLat[], frame: MapFrame): string {
  return `${ring
    .map((point, index) => {
      const { x, y } = project(point, frame);
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join(' ')} Z`;
}
