/** The 12 currencies of product.md §3 with their symbols. */
export const currencies = [
  { code: 'USD', symbol: '$' },
  { code: 'EUR', symbol: '€' },
  { code: 'GBP', symbol: '£' },
  { code: 'CNY', symbol: '¥' },
  { code: 'SAR', symbol: 'ر.س' },
  { code: 'RUB', symbol: '₽' },
  { code: 'UAH', symbol: '₴' },
  { code: 'SEK', symbol: 'kr' },
  { code: 'NOK', symbol: 'kr' },
  { code: 'PLN', symbol: 'zł' },
  { code: 'RON', symbol: 'lei' },
  { code: 'RSD', symbol: 'дин' },
] as const;

export type CurrencyCode = (typeof currencies)[number]['code'];

export const currencyCodes = currencies.map((currency) => currency.code) as [CurrencyCode, ...CurrencyCode[]];

export const defaultCurrency: CurrencyCode = 'USD';

/** The currency's symbol; '$' for anything unknown (product.md §3). */
export function currencySymbol(code: string): string {
  return currencies.find((currency) => currency.code === code)?.symbol ?? '$';
}
