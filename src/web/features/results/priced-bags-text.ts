import type { TFunction } from 'i18next';
import type { PricedBags } from '../../../core/travel-data';

/**
 * What the flight price includes of the search's bags: "incl. 2 checked bags · €70", "Cabin bags included" when
 * the fare includes them, a calm "check before booking" when the airline gave no price; nothing for personal
 * items the fare includes, which every fare does.
 */
export function pricedBagsText(
  t: TFunction,
  bags: PricedBags,
  money: (amount: number) => string,
): string | undefined {
  if (!bags.known) return t('bagChoice.unknown');
  if (bags.amount > 0)
    return t(`bagChoice.priced.${bags.choice}`, { count: bags.count, amount: money(bags.amount) });
  return bags.choice === 'personal' ? undefined : t(`bagChoice.included.${bags.choice}`);
}
