import { memo } from 'react';
import { countryPaths } from './world';

/** The land, in muted fills with white borders; memoised, as it never changes while markers come and go. */
export const CountryShapes = memo(function CountryShapes() {
  return (
    <g aria-hidden className="fill-slate-200 stroke-white">
      {countryPaths.map((d, index) => (
        // A fixed list from the atlas (some countries have no id), so the index is a stable key.
        <path key={index} d={d} strokeWidth={0.5} vectorEffect="non-scaling-stroke" />
      ))}
    </g>
  );
});
