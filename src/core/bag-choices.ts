/**
 * What each traveller takes on the plane (issue 28): a personal item only (under the seat), a cabin bag (overhead
 * bin, with the personal item), or a cabin bag and one checked bag. A deal's flight price includes what these cost.
 */
export const bagChoices = ['personal', 'cabin', 'checked'] as const;

export type BagChoice = (typeof bagChoices)[number];

export const defaultBagChoice: BagChoice = 'cabin';
