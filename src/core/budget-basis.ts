/**
 * How the visitor typed the budget (issue 28): for the whole trip, or per traveller (then the search's budget is
 * that amount times the travellers). The URL, saved searches and watches keep which it was.
 */
export const budgetBases = ['total', 'traveller'] as const;

export type BudgetBasis = (typeof budgetBases)[number];

export const defaultBudgetBasis: BudgetBasis = 'total';
