import { seededRandom, type Random } from '../../../core/seeded-random';

/**
 * The shapes of a hotel's generated picture: sky, sun or moon, a hazy skyline, the hotel itself with its windows,
 * trees and the street. Pure data from the hotel id, so the same hotel always looks the same and no image is
 * downloaded.
 */

export const sceneWidth = 400;
export const sceneHeight = 200;
const groundTop = 176;

export type SceneMood = 'day' | 'golden' | 'dusk' | 'night';

export interface SceneRect {
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
}

export interface SceneCircle {
  cx: number;
  cy: number;
  r: number;
}

export interface HotelScene {
  mood: SceneMood;
  sky: { top: string; bottom: string };
  celestial: SceneCircle & { kind: 'sun' | 'moon'; fill: string; glow: string };
  stars: SceneCircle[];
  clouds: (SceneCircle & { opacity: number })[];
  skyline: SceneRect[];
  hotel: {
    body: SceneRect;
    roof: SceneRect;
    sign: SceneRect;
    windows: SceneRect[];
    door: SceneRect;
    awning: SceneRect;
  };
  trees: (SceneCircle & { fill: string; trunk: SceneRect })[];
  ground: SceneRect;
  kerb: SceneRect;
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue)} ${Math.round(saturation)}% ${Math.round(lightness)}%)`;

function skyColours(mood: SceneMood, random: Random): { hue: number; top: string; bottom: string } {
  switch (mood) {
    case 'day': {
      const hue = random.between(192, 218);
      return { hue, top: hsl(hue, 78, 58), bottom: hsl(hue - 12, 85, 87) };
    }
    case 'golden': {
      const hue = random.between(200, 228);
      return { hue, top: hsl(hue, 62, 64), bottom: hsl(random.between(28, 44), 95, 80) };
    }
    case 'dusk': {
      const hue = random.between(250, 282);
      return { hue, top: hsl(hue, 42, 34), bottom: hsl(random.between(330, 375) % 360, 72, 72) };
    }
    case 'night': {
      const hue = random.between(218, 240);
      return { hue, top: hsl(hue, 58, 12), bottom: hsl(hue + 6, 42, 30) };
    }
  }
}

/** The sun or moon, over the wider stretch of sky beside the hotel so the building never hides it. */
function celestialBody(mood: SceneMood, hotel: SceneRect, random: Random): HotelScene['celestial'] {
  const margin = 30;
  const left = [margin, hotel.x - margin] as const;
  const right = [hotel.x + hotel.width + margin, sceneWidth - margin] as const;
  const [from, to] = left[1] - left[0] > right[1] - right[0] ? left : right;
  const cx = random.between(from, to);
  switch (mood) {
    case 'day':
      return { kind: 'sun', cx, cy: random.between(26, 50), r: 16, fill: '#fde68a', glow: '#fef3c7' };
    case 'golden':
      return { kind: 'sun', cx, cy: random.between(70, 95), r: 20, fill: '#fdba74', glow: '#ffedd5' };
    case 'dusk':
      return { kind: 'sun', cx, cy: random.between(100, 128), r: 24, fill: '#fda4af', glow: '#ffe4e6' };
    case 'night':
      return { kind: 'moon', cx, cy: random.between(24, 46), r: 13, fill: '#f8fafc', glow: '#cbd5e1' };
  }
}

function skylineBuildings(mood: SceneMood, skyHue: number, random: Random): SceneRect[] {
  const lightness = { day: 72, golden: 66, dusk: 40, night: 20 }[mood];
  const buildings: SceneRect[] = [];
  for (let x = -10; x < sceneWidth;) {
    const width = random.between(22, 54);
    const height = random.between(32, 100);
    const shade = lightness + random.between(-5, 5);
    buildings.push({ x, y: groundTop - height, width, height, fill: hsl(skyHue, 24, shade) });
    x += width + random.between(-6, 4);
  }
  return buildings;
}

interface Facade {
  hue: number;
  saturation: number;
  lightness: number;
}

const facadePalette: readonly [Facade, ...Facade[]] = [
  { hue: 36, saturation: 38, lightness: 82 },
  { hue: 14, saturation: 48, lightness: 62 },
  { hue: 210, saturation: 14, lightness: 88 },
  { hue: 199, saturation: 28, lightness: 44 },
  { hue: 168, saturation: 30, lightness: 46 },
  { hue: 24, saturation: 22, lightness: 32 },
  { hue: 0, saturation: 0, lightness: 94 },
];

function hotelBuilding(mood: SceneMood, skyHue: number, random: Random): HotelScene['hotel'] {
  const facade = random.pick(facadePalette);
  const dim = mood === 'night' ? 0.45 : mood === 'dusk' ? 0.7 : 1;
  const facadeFill = hsl(facade.hue, facade.saturation, facade.lightness * dim);
  const trimFill = hsl(facade.hue, facade.saturation, facade.lightness * dim * 0.72);
  const accent = hsl(random.pick([4, 150, 205, 340, 28] as const), 62, mood === 'night' ? 38 : 48);

  const width = random.between(118, 160);
  const height = random.between(104, 136);
  const x = random.between(60, sceneWidth - 60 - width);
  const y = groundTop - height;

  const columns = Math.max(3, Math.floor((width - 20) / 20));
  const rows = Math.max(3, Math.floor((height - 40) / 19));
  const gap = (width - 20 - columns * 12) / (columns - 1);
  const windows: SceneRect[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const lit = random.next() < (mood === 'night' ? 0.62 : mood === 'dusk' ? 0.4 : 0);
      const glass = lit
        ? hsl(random.between(40, 50), 96, 72)
        : hsl(skyHue, 45, mood === 'day' ? 80 : 24 + 30 * dim);
      windows.push({
        x: x + 10 + column * (12 + gap),
        y: y + 16 + row * 19,
        width: 12,
        height: 12,
        fill: glass,
      });
    }
  }

  const doorWidth = 22;
  const doorX = x + width / 2 - doorWidth / 2;
  return {
    body: { x, y, width, height, fill: facadeFill },
    roof: { x: x - 4, y: y - 6, width: width + 8, height: 7, fill: trimFill },
    sign: { x: x + width / 2 - 22, y: y - 15, width: 44, height: 9, fill: accent },
    windows,
    door: { x: doorX, y: groundTop - 20, width: doorWidth, height: 20, fill: trimFill },
    awning: { x: doorX - 8, y: groundTop - 25, width: doorWidth + 16, height: 6, fill: accent },
  };
}

function treeRow(mood: SceneMood, hotel: SceneRect, random: Random): HotelScene['trees'] {
  const leaf = { day: 42, golden: 38, dusk: 28, night: 16 }[mood];
  const trunk = hsl(25, 30, leaf * 0.8);
  const spots = [hotel.x - random.between(20, 44), hotel.x + hotel.width + random.between(18, 44)];
  return spots
    .filter((cx) => cx > 12 && cx < sceneWidth - 12)
    .map((cx) => {
      const r = random.between(10, 15);
      const cy = groundTop - 14 - r;
      return {
        cx,
        cy,
        r,
        fill: hsl(random.between(118, 150), 38, leaf + random.between(-4, 4)),
        trunk: { x: cx - 2, y: cy + r - 4, width: 4, height: groundTop - cy - r + 4, fill: trunk },
      };
    });
}

/** The picture of one hotel. */
export function hotelScene(hotelId: string): HotelScene {
  const random = seededRandom(hotelId);
  const mood = random.pick(['day', 'day', 'golden', 'dusk', 'night'] as const);
  const sky = skyColours(mood, random);
  const stars =
    mood === 'night'
      ? Array.from({ length: random.integer(14, 24) }, () => ({
          cx: random.between(4, sceneWidth - 4),
          cy: random.between(4, 100),
          r: random.between(0.5, 1.4),
        }))
      : [];
  const clouds =
    mood === 'day' || mood === 'golden'
      ? Array.from({ length: random.integer(1, 3) }, () => ({
          cx: random.between(20, sceneWidth - 20),
          cy: random.between(20, 70),
          r: random.between(10, 16),
          opacity: random.between(0.55, 0.85),
        }))
      : [];
  const skyline = skylineBuildings(mood, sky.hue, random);
  const hotel = hotelBuilding(mood, sky.hue, random);
  const celestial = celestialBody(mood, hotel.body, random);
  const groundLightness = { day: 62, golden: 56, dusk: 34, night: 16 }[mood];
  return {
    mood,
    sky: { top: sky.top, bottom: sky.bottom },
    celestial,
    stars,
    clouds,
    skyline,
    hotel,
    trees: treeRow(mood, hotel.body, random),
    ground: {
      x: 0,
      y: groundTop,
      width: sceneWidth,
      height: sceneHeight - groundTop,
      fill: hsl(220, 10, groundLightness),
    },
    kerb: { x: 0, y: groundTop, width: sceneWidth, height: 3, fill: hsl(220, 12, groundLightness + 14) },
  };
}
