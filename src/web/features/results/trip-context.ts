import { createContext, useContext } from 'react';
import type { TripSummary } from '../../../core/trip-summary';

/** The search the shown deals answer, so each card can say what its prices cover and what is left of the budget. */
export const TripContext = createContext<TripSummary | null>(null);

export function useTripSummary(): TripSummary | null {
  return useContext(TripContext);
}
