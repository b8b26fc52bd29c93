import type { CurrencyCode } from '../../../core/currencies';
import { useProfile } from './use-profile';

/** The signed-in user's preferred currency, which the search form starts with; undefined for visitors. */
export function usePreferredCurrency(): CurrencyCode | undefined {
  return useProfile().data?.preferredCurrency;
}
