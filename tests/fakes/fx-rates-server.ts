import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ExchangeRates } from '../../src/core/exchange-rates';

/**
 * A fake of the exchange-rate source (fawazahmed0/exchange-api) on 127.0.0.1: GET /v1/currencies/eur.json answers
 * `{ "date": …, "eur": { "usd": …, "gbp": … } }`, lower-case codes, with tokens mixed in as the real one has them.
 */

export interface FakeFxRates {
  /** The rates URL, for FX_RATES_URL. */
  url: string;
  /** Requests for the rates so far. */
  requests(): number;
  /** From now on answer 503 (true) or the rates (false). */
  setFailing(failing: boolean): void;
  close(): Promise<void>;
}

export const RATES_PATH = '/v1/currencies/eur.json';

/** The source's answer for `rates` (whose base must be EUR, the file the fake serves). */
export function currencyApiAnswer(rates: ExchangeRates) {
  const table = Object.fromEntries(
    Object.entries(rates.rates).map(([code, rate]) => [code.toLowerCase(), rate]),
  );
  return { date: rates.date, [rates.base.toLowerCase()]: { ...table, '1inch': 4.2 } };
}

export async function startFakeFxRates(
  rates: ExchangeRates,
  options: { failing?: boolean } = {},
): Promise<FakeFxRates> {
  let requests = 0;
  let failing = options.failing ?? false;
  const server = createServer((request, response) => {
    if (request.url !== RATES_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    requests += 1;
    if (failing) {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('Service unavailable');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(currencyApiAnswer(rates)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${RATES_PATH}`,
    requests: () => requests,
    setFailing: (value) => {
      failing = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
