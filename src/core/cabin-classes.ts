/** Cabin classes of product.md §3; the web shows them through i18n keys `cabinClass.<code>`. */
export const cabinClasses = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const;

export type CabinClass = (typeof cabinClasses)[number];

export const defaultCabinClass: CabinClass = 'ECONOMY';
