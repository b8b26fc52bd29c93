/**
 * Where a small price chart draws its parts, in SVG user units: pure, so the scales are tested without a DOM. Time
 * runs along x by calendar day (a day without a value is a gap the line spans), values up y; `mirrored` runs time
 * from the right, for right-to-left languages.
 */

/** One value on one calendar day, 'YYYY-MM-DD'. */
export interface ChartPoint {
  day: string;
  value: number;
}

/** A range of values shaded across the whole chart (the typical band). */
export interface ChartBand {
  low: number;
  high: number;
}

export interface ChartInput {
  points: readonly ChartPoint[];
  band?: ChartBand;
  marked?: ChartPoint;
  mirrored?: boolean;
}

interface Position {
  x: number;
  y: number;
}

export interface ChartGeometry {
  width: number;
  height: number;
  /** The values' line, an SVG path ('' without points). */
  line: string;
  /** Each point in day order, for the dots a sparse history needs to be seen. */
  dots: (Position & { day: string })[];
  /** The band's edges, with where each edge's label sits: inside a tall band, outside a thin one. */
  band?: { top: number; bottom: number; highLabelY: number; lowLabelY: number };
  marked?: Position;
  /** Where the first and last days' labels sit along the bottom. */
  firstDayX: number;
  lastDayX: number;
  labelY: number;
}

export const chartSize = { width: 320, height: 136 } as const;
/** Room above the plot for the marked point's label, below it for the band's low label and the days. */
const plot = { top: 18, bottom: chartSize.height - 30, start: 6, end: chartSize.width - 6 } as const;
/** A line of label text, in user units (the chart sets its text at 11). */
const lineHeight = 13;
/** The share of the value range left empty above and below, so no line runs along an edge. */
const valuePadding = 0.12;

const dayMs = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / dayMs;

function span(values: number[]): { min: number; max: number } {
  const min = Math.min(...values);
  const max = Math.max(...values);
  // A flat history still needs a scale: a tenth of the value either side (or 1 around zero).
  const pad = max > min ? (max - min) * valuePadding : Math.max(Math.abs(min) * 0.1, 1);
  return { min: min - pad, max: max + pad };
}

const round = (value: number) => Math.round(value * 10) / 10;

export function chartGeometry({ points, band, marked, mirrored = false }: ChartInput): ChartGeometry {
  const all = marked ? [...points, marked] : [...points];
  const days = all.map((point) => dayNumber(point.day));
  const firstDay = Math.min(...days);
  const lastDay = Math.max(...days);
  const values = span([...all.map((point) => point.value), ...(band ? [band.low, band.high] : [])]);
  const width = plot.end - plot.start;
  const height = plot.bottom - plot.top;

  const x = (day: string) => {
    // A single day sits in the middle.
    const share = lastDay > firstDay ? (dayNumber(day) - firstDay) / (lastDay - firstDay) : 0.5;
    return round(plot.start + (mirrored ? 1 - share : share) * width);
  };
  const y = (value: number) =>
    round(plot.bottom - ((value - values.min) / (values.max - values.min)) * height);
  const at = (point: ChartPoint): Position => ({ x: x(point.day), y: y(point.value) });

  const sorted = [...points].sort((a, b) => dayNumber(a.day) - dayNumber(b.day));
  const dots = sorted.map((point) => ({ ...at(point), day: point.day }));
  const line = dots.map((dot, index) => `${index === 0 ? 'M' : 'L'}${dot.x} ${dot.y}`).join(' ');

  const edges = band && { top: y(band.high), bottom: y(band.low) };
  const tall = edges !== undefined && edges.bottom - edges.top >= 2 * lineHeight + 2;
  return {
    ...chartSize,
    line,
    dots,
    band: edges && {
      ...edges,
      highLabelY: round(tall ? edges.top + lineHeight - 2 : edges.top - 3),
      lowLabelY: round(tall ? edges.bottom - 3 : edges.bottom + lineHeight - 2),
    },
    marked: marked && at(marked),
    firstDayX: mirrored ? plot.end : plot.start,
    lastDayX: mirrored ? plot.start : plot.end,
    labelY: chartSize.height - 4,
  };
}
