import { useTranslation } from 'react-i18next';
import type { MapView } from './world';

/**
 * Which way the tooltip opens from its point: toward the middle of the map, so it never sticks out of the map at
 * 375 px (the map clips as a last guard, and the page must not scroll sideways).
 */
function placement(across: number, down: number): string {
  const horizontal =
    across < 1 / 3 ? 'translate-x-0' : across > 2 / 3 ? '-translate-x-full' : '-translate-x-1/2';
  const vertical = down < 0.35 ? 'translate-y-3' : '-translate-y-[calc(100%+0.75rem)]';
  return `${horizontal} ${vertical}`;
}

interface TooltipProps {
  view: MapView;
  x: number;
  y: number;
  name: string;
  price: string;
}

/**
 * The name and total of the destination under the pointer or focus. Hidden from assistive technology: the marker's
 * own name already says all of it.
 */
export function MapTooltip({ view, x, y, name, price }: TooltipProps) {
  const { i18n } = useTranslation();
  // Where the point is in the view, 0 to 1 each way.
  const across = (x - view.x) / view.width;
  const down = (y - view.y) / view.height;
  return (
    <div
      aria-hidden
      // The map is left-to-right; its words follow the page's language.
      dir={i18n.dir()}
      className={`pointer-events-none absolute w-max max-w-48 rounded-lg bg-slate-900 px-2.5 py-1.5 text-start text-xs text-white shadow-md ${placement(across, down)}`}
      style={{ left: `${across * 100}%`, top: `${down * 100}%` }}
    >
      <p className="font-semibold">{name}</p>
      <p className="tabular-nums">{price}</p>
    </div>
  );
}
