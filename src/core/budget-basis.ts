import { amountToCents, centsToAmount } from './money';

/**
 * How the visitor typed the budget (issue 28): for the whole trip, or per traveller (then the search's budget is
 * that amount times the travellers). The URL, saved searches and watches keep which it was.
 */
export const budgetBases = ['total', 'traveller'] as const;

export type BudgetBasis = (typeof budgetBases)[number];

export const defaultBudgetBasis: BudgetBasis = 'total';

/** The search's budget for an amount typed on `basis`: per traveller it is the amount times the travellers, exact. */
export function searchBudget(amount: number, basis: BudgetBasis, travellers: number): number {
  return basis === 'traveller' ? centsToAmount(amountToCents(amount) * travellers) : amount;
}

/** One traveller's share of `total`, rounded to the cent (the card's "€412 per traveller"). */
export function perTravellerShare(total: number, travellers: number): number {
  return centsToAmount(Math.round(amountToCents(total) / Math.max(1, travellers)));
}

/** The amount typed on `basis` for a search budget: the inverse of searchBudget, exact for budgets it made. */
export function typedBudget(budget: number, basis: BudgetBasis, travellers: number): number {
  return basis === 'traveller' ? perTravellerShare(budget, travellers) : budget;
}
