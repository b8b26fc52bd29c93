/**
 * Hotel "photos" for the fake photo host: a deterministic SVG street scene per photo id (sky, neighbours, the
 * hotel with rows of windows, some lit), so a browser test sees real images that differ from card to card. Drawn
 * with the project's one seeded generator, so each id draws the same picture every time.
 */

import { seededRandom, type Random } from '../../src/core/seeded-random';

const skies = [
  { top: '#5f9fd8', bottom: '#d9efff', glass: '#6f8fae', lit: 0.15 },
  { top: '#27345f', bottom: '#f4a261', glass: '#3b4663', lit: 0.6 },
  { top: '#0b1633', bottom: '#34467a', glass: '#1f2738', lit: 0.75 },
  { top: '#f2b45c', bottom: '#fde8c4', glass: '#7d6d62', lit: 0.3 },
] as const;
const facades = ['#e8d8c3', '#c96f53', '#f2efe9', '#9fb4c7', '#d9a679', '#b5c99a', '#d4c2e0'];
const awnings = ['#9b2226', '#005f73', '#3a5a40', '#6a4c93', '#bb3e03'];

const WIDTH = 800;
const HEIGHT = 400;
const STREET = 350;

const rect = (x: number, y: number, width: number, height: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}"/>`;

/** A plain block beside the hotel, with dim windows so the street does not look flat. */
function neighbour(x: number, width: number, height: number, shade: string, glass: string): string {
  const parts = [rect(x, STREET - height, width, height, shade)];
  for (let y = STREET - height + 20; y < STREET - 40; y += 34) {
    for (let column = x + 16; column + 18 <= x + width - 10; column += 34) {
      parts.push(rect(column, y, 18, 22, glass));
    }
  }
  return parts.join('');
}

function hotelFacade(random: Random, sky: (typeof skies)[number]): string {
  const width = random.integer(300, 379);
  const height = random.integer(220, 299);
  const left = Math.round((WIDTH - width) / 2 + random.between(-30, 30));
  const top = STREET - height;
  const facade = random.pick(facades);
  const awning = random.pick(awnings);
  const parts = [
    rect(left, top, width, height, facade),
    rect(left - 6, top - 10, width + 12, 12, '#4a4e57'),
    rect(left + width / 2 - 60, top + 14, 120, 26, '#2d3142'),
    `<text x="${left + width / 2}" y="${top + 33}" font-family="sans-serif" font-size="16" font-weight="700" ` +
      `fill="#ffd36b" text-anchor="middle" letter-spacing="4">HOTEL</text>`,
  ];
  const columns = Math.floor((width - 30) / 40);
  // Floors of windows from under the sign down to the ground floor, which has the entrance.
  const rows = Math.floor((height - 56 - 70) / 36);
  const gutter = (width - columns * 40) / 2 + 9;
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const lit = random.chance(sky.lit);
      const fill = lit ? (random.chance(0.5) ? '#ffd36b' : '#fff1b8') : sky.glass;
      parts.push(rect(Math.round(left + gutter + column * 40), top + 56 + row * 36, 22, 26, fill));
    }
  }
  const door = left + width / 2 - 24;
  parts.push(rect(door - 16, STREET - 64, 80, 12, awning), rect(door, STREET - 52, 48, 52, '#3b2f2a'));
  return parts.join('');
}

/** A tree on the pavement, for depth. */
function tree(x: number): string {
  return (
    rect(x - 3, STREET - 28, 6, 28, '#5b4636') +
    `<circle cx="${x}" cy="${STREET - 40}" r="20" fill="#2f6b3a"/>`
  );
}

/** The SVG of photo `id`: about 5 KB, 800×400 like the card's 2:1 box. */
export function hotelPhotoSvg(id: string): string {
  const random = seededRandom(id);
  const sky = random.pick(skies);
  const neighbourWidth = random.integer(120, 179);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    `<circle cx="${random.integer(80, 719)}" cy="${random.integer(50, 89)}" r="22" fill="#fff6d5" opacity="0.85"/>`,
    neighbour(0, neighbourWidth, random.integer(160, 259), '#6b7280', sky.glass),
    neighbour(WIDTH - neighbourWidth, neighbourWidth, random.integer(140, 259), '#7c8391', sky.glass),
    hotelFacade(random, sky),
    rect(0, STREET, WIDTH, HEIGHT - STREET, '#8a8f98'),
    rect(0, STREET + 22, WIDTH, 4, '#d1d5db'),
    tree(random.integer(60, 139)),
    tree(WIDTH - 60 - random.integer(0, 79)),
    '</svg>',
  ].join('');
}
