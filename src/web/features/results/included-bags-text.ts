import type { TFunction } from 'i18next';
import type { IncludedBags } from '../../../core/travel-data';

/** What a fare includes, in the words airlines use: 'Cabin bag and 1 checked bag included'. */
export function includedBagsText(t: TFunction, bags: IncludedBags): string {
  if (bags.checked > 0) {
    return bags.carryOn > 0
      ? t('dealCard.bags.cabinAndChecked', { count: bags.checked })
      : t('dealCard.bags.checkedBag', { count: bags.checked });
  }
  return bags.carryOn > 0 ? t('dealCard.bags.cabinBag') : t('dealCard.bags.personalItemOnly');
}
