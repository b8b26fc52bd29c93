import type { Logger } from '../../infra/logger';
import { abortable } from '../abort';
import { readAnswer, type Exchange } from './http';
import { tokenResponse } from './schemas';

/** product.md §7/§9: a token with less than this left is refreshed before use. */
const REFRESH_MARGIN_MS = 5 * 60_000;

/** The OAuth2 client-credentials token, shared by every call of one provider. */
export interface AccessTokens {
  get(signal: AbortSignal): Promise<string>;
  /** Forgets `token` after the API refused it, unless a newer one already replaced it. */
  invalidate(token: string): void;
}

export interface AccessTokenOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  exchange: Exchange;
  now: () => number;
  logger: Logger;
}

export function createAccessTokens(options: AccessTokenOptions): AccessTokens {
  const { baseUrl, clientId, clientSecret, exchange, now, logger } = options;
  let current: { value: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function requestToken(): Promise<string> {
    // Not tied to any one caller's signal: every concurrent caller waits on this request.
    const answer = await exchange(
      'token',
      `${baseUrl}/v1/security/oauth2/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: clientId,
          client_secret: clientSecret,
        }).toString(),
      },
      new AbortController().signal,
    );
    const token = readAnswer('token', answer, tokenResponse);
    current = { value: token.access_token, expiresAt: now() + token.expires_in * 1000 };
    logger.info({ expiresInSeconds: token.expires_in }, 'amadeus access token issued');
    return current.value;
  }

  return {
    get: (signal) => {
      if (current && current.expiresAt - now() >= REFRESH_MARGIN_MS) return Promise.resolve(current.value);
      pending ??= requestToken().finally(() => {
        pending = undefined;
      });
      return abortable(pending, signal);
    },
    invalidate: (token) => {
      if (current?.value === token) current = undefined;
    },
  };
}
