import { z } from 'zod';
import type { ExchangeRates } from '../../core/exchange-rates';

const currencyCode = z
  .string('a three-letter currency code such as EUR')
  .regex(/^[A-Z]{3}$/, 'a three-letter currency code such as EUR');

/** Rates as FX_RATES_FILE holds them and the cache keeps them: `{ base, date, rates: { USD: 1.0712, … } }`. */
export const exchangeRatesSchema = z.object(
  {
    base: currencyCode,
    date: z.iso.date('a date such as 2026-11-20'),
    rates: z.record(
      currencyCode,
      z.number('a positive number').positive('a positive number'),
      'an object of rates such as {"USD":1.0712}',
    ),
  },
  'a JSON object',
) satisfies z.ZodType<ExchangeRates>;
