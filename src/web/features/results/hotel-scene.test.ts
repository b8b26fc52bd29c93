import { describe, expect, it } from 'vitest';
import { hotelScene, sceneHeight, sceneWidth, type SceneMood } from './hotel-scene';

const hotelIds = Array.from({ length: 200 }, (_, index) => `HT${String(index).padStart(5, '0')}`);

describe('hotelScene', () => {
  it('varies the time of day and sky hue across hotels', () => {
    const scenes = hotelIds.map(hotelScene);
    const moods = new Set<SceneMood>(scenes.map((scene) => scene.mood));
    expect(moods).toEqual(new Set(['day', 'golden', 'dusk', 'night']));
    expect(new Set(scenes.map((scene) => scene.sky.top)).size).toBeGreaterThan(50);
  });

  it('shows a moon and stars only at night', () => {
    for (const scene of hotelIds.map(hotelScene)) {
      expect(scene.celestial.kind === 'moon').toBe(scene.mood === 'night');
      expect(scene.stars.length > 0).toBe(scene.mood === 'night');
    }
  });

  it('keeps the sun or moon clear of the hotel', () => {
    for (const { celestial, hotel } of hotelIds.map(hotelScene)) {
      const clear = celestial.cx < hotel.body.x || celestial.cx > hotel.body.x + hotel.body.width;
      expect(clear).toBe(true);
    }
  });

  it('keeps the hotel and its windows inside the picture, standing on the ground', () => {
    for (const { hotel, ground } of hotelIds.map(hotelScene)) {
      expect(hotel.body.x).toBeGreaterThanOrEqual(0);
      expect(hotel.body.x + hotel.body.width).toBeLessThanOrEqual(sceneWidth);
      expect(hotel.body.y).toBeGreaterThan(0);
      expect(hotel.body.y + hotel.body.height).toBe(ground.y);
      expect(ground.y + ground.height).toBe(sceneHeight);
      for (const pane of hotel.windows) {
        expect(pane.x).toBeGreaterThanOrEqual(hotel.body.x);
        expect(pane.x + pane.width).toBeLessThanOrEqual(hotel.body.x + hotel.body.width + 0.001);
        expect(pane.y + pane.height).toBeLessThan(hotel.door.y);
      }
    }
  });
});
