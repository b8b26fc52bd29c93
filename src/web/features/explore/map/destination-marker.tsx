import type { KeyboardEvent } from 'react';
import type { ExploreDestination } from '../../../../core/explore';
import type { MarkerStyle } from './marker-scale';

interface DestinationMarkerProps {
  destination: ExploreDestination;
  x: number;
  y: number;
  style: MarkerStyle;
  /** viewBox units per unit of a whole-world map: the dot stays the same size on screen when the view zooms. */
  scale: number;
  label: string;
  highlighted: boolean;
  onChoose(destination: ExploreDestination): void;
  /** The code under the pointer, or undefined when the pointer leaves. */
  onHover(code: string | undefined): void;
  /** The code with keyboard focus, or undefined when focus leaves. */
  onFocusChange(code: string | undefined): void;
}

interface MarkerShape {
  x: number;
  y: number;
  style: MarkerStyle;
  scale: number;
}

/** The destination's dot, its size on screen the same at any zoom. */
function MarkerDot({ x, y, style, scale }: MarkerShape) {
  return (
    <circle
      cx={x}
      cy={y}
      r={style.radius * scale}
      className={`${style.shade} stroke-white stroke-[1.5]`}
      vectorEffect="non-scaling-stroke"
    />
  );
}

/** The dark ring around a dot in focus or in view. */
function MarkerRing({ x, y, style, scale, className = '' }: MarkerShape & { className?: string }) {
  return (
    <circle
      cx={x}
      cy={y}
      r={(style.radius + 4) * scale}
      className={`fill-none stroke-slate-900 stroke-2 ${className}`}
      vectorEffect="non-scaling-stroke"
    />
  );
}

/** A focusable dot that acts as a button: Enter, Space or a click chooses the destination. */
export function DestinationMarker({
  destination,
  x,
  y,
  style,
  scale,
  label,
  highlighted,
  onChoose,
  onHover,
  onFocusChange,
}: DestinationMarkerProps) {
  const choose = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // Space would otherwise scroll the page.
    event.preventDefault();
    onChoose(destination);
  };

  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={label}
      data-highlighted={highlighted || undefined}
      className="group cursor-pointer outline-none"
      onClick={() => onChoose(destination)}
      onKeyDown={choose}
      onMouseEnter={() => onHover(destination.code)}
      onMouseLeave={() => onHover(undefined)}
      onFocus={() => onFocusChange(destination.code)}
      onBlur={() => onFocusChange(undefined)}
    >
      {/* A wider, invisible target than the dot, for small screens and unsteady hands. */}
      <circle cx={x} cy={y} r={(style.radius + 5) * scale} className="fill-transparent" />
      <MarkerDot x={x} y={y} style={style} scale={scale} />
      {/* The focus ring: an SVG group has no outline that every browser draws. */}
      <MarkerRing
        x={x}
        y={y}
        style={style}
        scale={scale}
        className="opacity-0 group-focus-visible:opacity-100"
      />
    </g>
  );
}

/** The hovered, focused or highlighted dot drawn again last, so no neighbour covers it and its ring shows. */
export function ActiveMarker({ x, y, style, scale }: MarkerShape) {
  return (
    <g aria-hidden className="pointer-events-none">
      <MarkerDot x={x} y={y} style={style} scale={scale} />
      <MarkerRing x={x} y={y} style={style} scale={scale} />
    </g>
  );
}
