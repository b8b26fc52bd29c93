import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '../../../../core/currencies';
import type { ExploreDestination } from '../../../../core/explore';
import { formatMoney, formatShortDate } from '../../../../core/formats';
import { useFormatLocale } from '../../results';
import { countryName } from '../country-name';
import { CountryShapes } from './country-shapes';
import { ActiveMarker, DestinationMarker } from './destination-marker';
import { MapTooltip } from './map-tooltip';
import { markerScale } from './marker-scale';
import { OriginMarker } from './origin-marker';
import { mapWidth, project, routePath, viewAround } from './world';

export interface ExploreMapProps {
  origin: { name: string; latitude: number; longitude: number } | undefined;
  /** In the list's order (cheapest first), which is also the markers' tab order. */
  destinations: readonly ExploreDestination[];
  currency: CurrencyCode;
  /** A destination hovered in the list. */
  highlightedCode?: string;
  onChoose(destination: ExploreDestination): void;
  /** The list that is the map's accessible equivalent. */
  listId: string;
}

/**
 * The explore answer on a world map: the origin, a dot per destination (bigger and stronger the cheaper it is),
 * a great circle to the one in view. The explore page loads it lazily, with d3-geo and the atlas.
 */
export function ExploreMap({
  origin,
  destinations,
  currency,
  highlightedCode,
  onChoose,
  listId,
}: ExploreMapProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const noteId = useId();
  const [hovered, setHovered] = useState<string>();
  const [focused, setFocused] = useState<string>();

  const markers = useMemo(() => {
    const style = markerScale(destinations.map((destination) => destination.totalPrice));
    return destinations.flatMap((destination) => {
      const point = project(destination);
      return point ? [{ destination, ...point, style: style(destination.totalPrice) }] : [];
    });
  }, [destinations]);

  const originPoint = useMemo(() => origin && project(origin), [origin]);
  const view = useMemo(
    () => viewAround([...markers, ...(originPoint ? [originPoint] : [])]),
    [markers, originPoint],
  );
  // Markers keep their size on screen however far the view zooms in.
  const scale = view.width / mapWidth;
  // The pointer wins over focus, and both over the list: the map answers what the visitor touches now.
  const activeCode = hovered ?? focused ?? highlightedCode;
  const active = markers.find((marker) => marker.destination.code === activeCode);
  const money = (amount: number) => formatMoney(amount, currency, locale);

  return (
    // The map reads left to right in every language; only its words follow the page's direction.
    <div
      dir="ltr"
      className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <p id={noteId} className="sr-only">
        {t('explore.map.listNote')}
      </p>
      <svg
        role="group"
        aria-label={t('explore.map.label')}
        aria-describedby={noteId}
        aria-details={listId}
        viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
        className="block h-auto w-full"
      >
        <CountryShapes />
        {origin && active && (
          <path
            aria-hidden
            d={routePath(origin, active.destination)}
            className="fill-none stroke-brand-700/60"
            strokeWidth={1.5}
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
        )}
        {markers.map(({ destination, x, y, style }) => (
          <DestinationMarker
            key={destination.code}
            destination={destination}
            x={x}
            y={y}
            style={style}
            scale={scale}
            label={t('explore.map.marker', {
              name: destination.name,
              country: countryName(destination, locale),
              price: money(destination.totalPrice),
              dates: t('explore.map.dates', {
                departure: formatShortDate(destination.departureDate, locale),
                return: formatShortDate(destination.returnDate, locale),
              }),
            })}
            highlighted={destination.code === highlightedCode}
            onChoose={onChoose}
            onHover={setHovered}
            onFocusChange={setFocused}
          />
        ))}
        {active && <ActiveMarker x={active.x} y={active.y} style={active.style} scale={scale} />}
        {origin && originPoint && (
          <OriginMarker x={originPoint.x} y={originPoint.y} name={origin.name} scale={scale} />
        )}
      </svg>
      {active && (
        <MapTooltip
          view={view}
          x={active.x}
          y={active.y}
          name={active.destination.name}
          price={money(active.destination.totalPrice)}
        />
      )}
    </div>
  );
}
