import { useTranslation } from 'react-i18next';
import { formatShortDate, formatTripDate } from '../../../core/formats';
import { chartGeometry, type ChartBand, type ChartPoint } from './chart-geometry';

export interface PriceChartProps {
  /** One value a day, in any order. */
  points: readonly ChartPoint[];
  /** A range shaded across the chart, its edges labelled. */
  band?: ChartBand;
  /** A point drawn apart (this search's total), with its label beside it. */
  marked?: ChartPoint & { label: string };
  formatValue: (value: number) => string;
  /** The language the days are written in. */
  locale: string;
  /** What the chart shows, read by screen readers in its place. */
  summary: string;
  /** The table's heading for the values ('Best total'). */
  valueHeading: string;
}

/** Text on the chart keeps a white halo, so a line passing behind it does not blur it. */
const labelText = 'fill-slate-600 stroke-white text-[11px] [paint-order:stroke] [stroke-width:3px]';

/**
 * A small hand-drawn SVG chart of a value by day, with an optional band and marked point, and the same figures as
 * a table behind "Show as table". Its height follows its width (the viewBox), so nothing moves when it draws.
 */
export function PriceChart(props: PriceChartProps) {
  const { points, band, marked, formatValue, locale, summary, valueHeading } = props;
  const { t, i18n } = useTranslation();
  // Time runs the way the language reads.
  const geometry = chartGeometry({ points, band, marked, mirrored: i18n.dir() === 'rtl' });
  const days = [...points].sort((a, b) => a.day.localeCompare(b.day));
  const first = days[0];
  const last = days.at(-1);
  // Labels at the start edge read from there; the marked point's label lies inwards from it.
  const startAnchor = geometry.firstDayX < geometry.lastDayX ? 'start' : 'end';
  const endAnchor = startAnchor === 'start' ? 'end' : 'start';

  return (
    <figure className="space-y-2">
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${geometry.width} ${geometry.height}`}
        // The labels are placed in user units; left to right whatever the page's direction.
        direction="ltr"
        className="block aspect-[320/136] h-auto w-full overflow-visible"
      >
        {geometry.band && band && (
          <g>
            <rect
              x={0}
              y={geometry.band.top}
              width={geometry.width}
              height={Math.max(geometry.band.bottom - geometry.band.top, 1)}
              className="fill-emerald-100"
            />
            <text
              x={geometry.firstDayX}
              y={geometry.band.highLabelY}
              textAnchor={startAnchor}
              className={labelText}
            >
              {formatValue(band.high)}
            </text>
            <text
              x={geometry.firstDayX}
              y={geometry.band.lowLabelY}
              textAnchor={startAnchor}
              className={labelText}
            >
              {formatValue(band.low)}
            </text>
          </g>
        )}
        <path
          d={geometry.line}
          className="fill-none stroke-brand-700"
          strokeWidth={2}
          strokeLinejoin="round"
        />
        {geometry.dots.map((dot) => (
          <circle key={dot.day} data-day={dot.day} cx={dot.x} cy={dot.y} r={2} className="fill-brand-700" />
        ))}
        {geometry.marked && marked && (
          <g data-testid="chart-marked-point">
            <circle
              cx={geometry.marked.x}
              cy={geometry.marked.y}
              r={5}
              className="fill-white stroke-slate-900"
              strokeWidth={2.5}
            />
            <text
              x={geometry.marked.x}
              y={geometry.marked.y - 9}
              textAnchor={endAnchor}
              className={`${labelText} fill-slate-900 font-semibold`}
            >
              {marked.label}
            </text>
          </g>
        )}
        {first && last && (
          <g>
            <text x={geometry.firstDayX} y={geometry.labelY} textAnchor={startAnchor} className={labelText}>
              {formatShortDate(first.day, locale)}
            </text>
            <text x={geometry.lastDayX} y={geometry.labelY} textAnchor={endAnchor} className={labelText}>
              {formatShortDate(last.day, locale)}
            </text>
          </g>
        )}
      </svg>
      <details className="text-sm">
        <summary className="w-fit cursor-pointer rounded text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500">
          {t('priceChart.showTable')}
        </summary>
        <table className="mt-2 w-full max-w-sm text-start">
          <thead>
            <tr className="text-xs text-slate-600">
              <th scope="col" className="py-1 text-start font-medium">
                {t('priceChart.day')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {valueHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((point) => (
              <tr key={point.day} className="border-t border-slate-100">
                <th scope="row" className="py-1 text-start font-normal text-slate-700">
                  {formatTripDate(point.day, locale)}
                </th>
                <td className="py-1 text-end text-slate-900 tabular-nums">{formatValue(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
