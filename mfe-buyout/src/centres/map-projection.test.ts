import { countryOutlines } from './country-outlines.ts';
import { type LonLat, mapFrameOf, project, ringPath } from './map-projection.ts';

const prague: LonLat = [14.4378, 50.0755];
const brno: LonLat = [16.6068, 49.1951];

describe('equirectangular map projection', () => {
  it('fits the points into the width, the north-west corner at the origin', () => {
    const frame = mapFrameOf([prague, brno], 600);
    expect(project([14.4378, 50.0755], frame)).toEqual({ x: 0, y: 0 });
    const corner = project([16.6068, 49.1951], frame);
    expect(corner.x).toBeCloseTo(600);
    expect(corner.y).toBeCloseTo(frame.height);
  });

  it('keeps degrees of longitude shorter than degrees of latitude, by the cosine of the middle latitude', () => {
    const frame = mapFrameOf(
      [
        [10, 44],
        [12, 46],
      ],
      400,
    );
    expect(frame.parallel).toBeCloseTo(Math.cos((45 * Math.PI) / 180));
    // Two degrees of latitude are drawn longer than two degrees of longitude at 45° N.
    expect(frame.height / frame.width).toBeCloseTo(1 / Math.cos((45 * Math.PI) / 180));
  });

  it('places Brno south-east of Prague on the map of Czechia', () => {
    const frame = mapFrameOf(countryOutlines.cz, 600);
    const p = project(prague, frame);
    const b = project(brno, frame);
    expect(b.x).toBeGreaterThan(p.x);
    expect(b.y).toBeGreaterThan(p.y);
    // Czechia is drawn about 1.7 times as wide as it is tall.
    expect(frame.width / frame.height).toBeGreaterThan(1.5);
    expect(frame.width / frame.height).toBeLessThan(1.9);
    for (const point of [p, b]) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(frame.width);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(frame.height);
    }
  });

  it('draws a closed ring as an SVG path', () => {
    const frame = mapFrameOf(
      [
        [0, 1],
        [1, 0],
      ],
      10,
    );
    expect(
      ringPath(
        [
          [0, 1],
          [1, 1],
          [1, 0],
        ],
        frame,
      ),
    ).toBe('M0.0 0.0 L10.0 0.0 L10.0 10.0 Z');
  });

  it('has no map of nothing', () => {
    expect(() => mapFrameOf([], 600)).toThrow();
  });
});
