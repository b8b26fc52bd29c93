import { useTranslation } from 'react-i18next';
import { mapHeight, mapWidth } from './world';

/**
 * Which way the tooltip opens from its point: toward the middle of the map, so it never sticks out of the map at
 * 375 px (the map clips as a last guard, and the page must not scroll sideways).
 */
function placement(x: number, y: number): string {
  const across = x / mapWidth;
  const horizontal =
    across < 1 / 3 ? 'translate-x-0' : across > 2 / 3 ? '-translate-x-full' : '-translate-x-1/2';
  const vertical = y / mapHeight < 0.35 ? 'translate-y-3' : '-translate-y-[calc(100%+0.75rem)]';
  return `${horizontal} ${vertical}`;
}

/**
 * The name and total of the destination under the pointer or focus. Hidden from assistive technology: the marker's
 * own name already says all of it.
 */
export function MapTooltip({ x, y, name, price }: { x: number; y: number; name: string; price: string }) {
  const { i18n } = useTranslation();
  return (
    <div
      aria-hidden
      // The map is left-to-right; its words follow the page's language.
      dir={i18n.dir()}
      className={`pointer-events-none absolute w-max max-w-48 rounded-lg bg-slate-900 px-2.5 py-1.5 text-start text-xs text-white shadow-md ${placement(x, y)}`}
      style={{ left: `${(x / mapWidth) * 100}%`, top: `${(y / mapHeight) * 100}%` }}
    >
      <p className="font-semibold">{name}</p>
      <p className="tabular-nums">{price}</p>
    </div>
  );
}
