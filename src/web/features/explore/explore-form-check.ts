import { limits } from '../../../core/search-limits';
import type { ExploreFormValues } from '../../../core/explore-url';

export type ExploreFormError = 'from' | 'budget' | 'childAge' | 'rooms';

/** What the form must fix before it explores: the API would refuse the rest with the same rules. */
export function checkExploreForm(values: ExploreFormValues): ExploreFormError | undefined {
  if (!/^[A-Z]{3}$/.test(values.from)) return 'from';
  const budget = Number(values.budget);
  if (!/^\d+(\.\d{1,2})?$/.test(values.budget.trim()) || !(budget > 0)) return 'budget';
  if (values.childrenAges.some((age) => age === null)) return 'childAge';
  if (values.adults + values.children > limits.guestsPerRoom * values.rooms) return 'rooms';
  return undefined;
}
