import { describe, expect, it } from 'vitest';
import { mapHeight, mapWidth, project, viewAround, wholeWorld } from './world';

const point = (latitude: number, longitude: number) => {
  const projected = project({ latitude, longitude });
  if (!projected) throw new Error('on the map');
  return projected;
};

describe('viewAround', () => {
  it('shows the whole world without points, or when they span it', () => {
    expect(viewAround([])).toEqual(wholeWorld);
    const world = viewAround([point(0, -179), point(0, 179), point(70, 0), point(-50, 0)]);
    expect(world.width).toBe(mapWidth);
    expect(world.height).toBeCloseTo(mapHeight);
  });

  it('zooms in on Europe for trips from Belgrade, keeping the map shape and every point inside', () => {
    const points = [point(44.8, 20.3), point(38.8, -9.1), point(51.5, -0.1), point(41.0, 28.9)];
    const view = viewAround(points);
    expect(view.width).toBeLessThan(mapWidth / 2);
    expect(view.width / view.height).toBeCloseTo(mapWidth / mapHeight);
    for (const { x, y } of points) {
      expect(x).toBeGreaterThan(view.x);
      expect(x).toBeLessThan(view.x + view.width);
      expect(y).toBeGreaterThan(view.y);
      expect(y).toBeLessThan(view.y + view.height);
    }
  });

  it('never zooms closer than a third of the world, and stays inside it', () => {
    const view = viewAround([point(44.8, 20.3), point(44.9, 20.5)]);
    expect(view.width).toBeCloseTo(mapWidth / 3);
    for (const corner of [viewAround([point(70, -170)]), viewAround([point(-50, 175)])]) {
      expect(corner.x).toBeGreaterThanOrEqual(0);
      expect(corner.y).toBeGreaterThanOrEqual(0);
      expect(corner.x + corner.width).toBeLessThanOrEqual(mapWidth + 1e-9);
      expect(corner.y + corner.height).toBeLessThanOrEqual(mapHeight + 1e-9);
    }
  });
});
