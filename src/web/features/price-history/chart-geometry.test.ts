import { describe, expect, it } from 'vitest';
import { chartGeometry, chartSize, type ChartInput } from './chart-geometry';

const points = [
  { day: '2026-11-01', value: 700 },
  { day: '2026-11-11', value: 500 },
  { day: '2026-11-21', value: 900 },
] as const;

const xs = (input: ChartInput) => chartGeometry(input).dots.map((dot) => dot.x);
const ys = (input: ChartInput) => chartGeometry(input).dots.map((dot) => dot.y);

function bandOf(input: ChartInput) {
  const { band } = chartGeometry(input);
  if (!band) throw new Error('The chart drew no band');
  return band;
}

describe('chartGeometry', () => {
  it('draws its line through the points, spaced by calendar day, higher values higher', () => {
    const { line, dots } = chartGeometry({ points });
    expect(line).toBe(dots.map((dot, index) => `${index === 0 ? 'M' : 'L'}${dot.x} ${dot.y}`).join(' '));
    const [first = 0, middle = 0, last = 0] = xs({ points });
    expect(middle - first).toBeCloseTo(last - middle, 5);
    const [low = 0, lower = 0, high = 0] = ys({ points });
    expect(high).toBeLessThan(low);
    expect(lower).toBeGreaterThan(low);
  });

  it('leaves a missing day as a gap the line spans, not an even step', () => {
    const [a = 0, b = 0, c = 0] = xs({ points: [points[0], { day: '2026-11-02', value: 700 }, points[2]] });
    expect(c - b).toBeCloseTo(19 * (b - a), 5);
  });

  it('draws in day order whatever the order given', () => {
    const shuffled = chartGeometry({ points: [points[2], points[0], points[1]] });
    expect(shuffled.line).toBe(chartGeometry({ points }).line);
  });

  it('keeps every point, the band and the marked point inside the chart', () => {
    const input = { points, band: { low: 300, high: 1000 }, marked: { day: '2026-11-22', value: 250 } };
    const geometry = chartGeometry(input);
    const band = bandOf(input);
    const marked = geometry.marked ?? { x: NaN, y: NaN };
    for (const y of [...ys(input), band.top, band.bottom, marked.y]) {
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(geometry.labelY);
    }
    expect(marked.x).toBe(geometry.lastDayX);
    expect(marked.y).toBeGreaterThan(band.bottom);
  });

  it('places the band between its values, its labels inside when it is tall and outside when thin', () => {
    const tall = bandOf({ points, band: { low: 600, high: 850 } });
    expect(tall.top).toBeLessThan(tall.bottom);
    expect(tall.highLabelY).toBeGreaterThan(tall.top);
    expect(tall.lowLabelY).toBeLessThan(tall.bottom);
    const thin = bandOf({ points, band: { low: 690, high: 710 } });
    expect(thin.highLabelY).toBeLessThan(thin.top);
    expect(thin.lowLabelY).toBeGreaterThan(thin.bottom);
  });

  it('runs time from the right when mirrored', () => {
    const rtl = chartGeometry({ points, mirrored: true });
    expect(xs({ points, mirrored: true })).toEqual(xs({ points }).map((x) => chartSize.width - x));
    expect(ys({ points, mirrored: true })).toEqual(ys({ points }));
    expect(rtl.firstDayX).toBeGreaterThan(rtl.lastDayX);
  });

  it('gives a single day or a flat history a usable scale', () => {
    expect(xs({ points: [{ day: '2026-11-01', value: 640 }] })).toEqual([chartSize.width / 2]);
    const flat = new Set(ys({ points: points.map((point) => ({ ...point, value: 640 })) }));
    expect(flat.size).toBe(1);
    expect([...flat].every(Number.isFinite)).toBe(true);
  });
});
