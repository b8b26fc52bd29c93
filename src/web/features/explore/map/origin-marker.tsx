import { useTranslation } from 'react-i18next';

/** Where the trips start: a dark ring with a dot, unlike any destination's filled brand-coloured dot. */
export function OriginMarker({ x, y, name, scale }: { x: number; y: number; name: string; scale: number }) {
  const { t } = useTranslation();
  return (
    <g role="img" aria-label={t('explore.map.origin', { name })}>
      <circle
        cx={x}
        cy={y}
        r={7 * scale}
        className="fill-white stroke-slate-900"
        strokeWidth={2.5}
        vectorEffect="non-scaling-stroke"
      />
      <circle cx={x} cy={y} r={2.5 * scale} className="fill-slate-900" />
    </g>
  );
}
