import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('info', destination), lines };
}

describe('createLogger', () => {
  it('keeps emails, session tokens and passwords out of a failed query, however deep the cause', () => {
    const { logger, lines } = capture();
    const pgError = Object.assign(
      new Error('duplicate key value violates unique constraint "user_email_key"'),
      {
        detail: 'Key (email)=(ana@example.com) already exists.',
      },
    );
    const queryError = Object.assign(new Error('Failed query: select … where "session"."token" = $1'), {
      params: ['s3cr3t-session-token', 'ana@example.com'],
      cause: pgError,
    });
    logger.error({ err: queryError }, 'unhandled error');
    logger.info(
      { user: { email: 'ana@example.com', password: 'hunter22hunter22' }, token: 'reset-token' },
      'x',
    );

    const text = lines.join('');
    for (const secret of ['ana@example.com', 's3cr3t-session-token', 'hunter22hunter22', 'reset-token']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
    expect(text).toContain('Failed query');
    expect(lines.every((line) => JSON.parse(line) !== null)).toBe(true);
  });

  it('redacts the cookie and authorization headers of a request', () => {
    const { logger, lines } = capture();
    logger.info(
      { req: { headers: { cookie: 'tripfit.session_token=abc', authorization: 'Bearer xyz' } } },
      'r',
    );
    expect(lines.join('')).not.toMatch(/session_token=abc|Bearer xyz/);
  });

  it('masks addresses and query-string tokens in message texts and error messages', () => {
    const { logger, lines } = capture();
    logger.info('Sign-up attempt for existing email: Ana.Traveller+trips@Example.co.uk');
    logger.info({ component: 'auth' }, 'Invalid callbackURL: /auth?token=eyJhbGciOi.x.y&callbackURL=/');
    logger.error({ err: new Error('no account for ana@example.com') }, 'failed');

    const text = lines.join('');
    for (const secret of ['Ana.Traveller+trips@Example.co.uk', 'eyJhbGciOi.x.y', 'ana@example.com']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('Sign-up attempt for existing email: [redacted]');
    expect(text).toContain('/auth?token=[redacted]&callbackURL=/');
    expect(text).toContain('no account for [redacted]');
  });

  it('logs an error given as text or a plain object, masked, instead of throwing from the log call', () => {
    const { logger, lines } = capture();
    // The exchange-rate refresh logs its failure's message as `err`: the log call itself threw on it.
    expect(() => logger.warn({ err: 'fetch failed for ana@example.com' }, 'rates unavailable')).not.toThrow();
    expect(() =>
      logger.warn({ err: { message: 'no such user ana@example.com' } }, 'odd error'),
    ).not.toThrow();

    const [text, object] = lines.map((line) => JSON.parse(line) as { err: unknown });
    expect(text?.err).toBe('fetch failed for [redacted]');
    expect(object?.err).toEqual({ message: 'no such user [redacted]' });
  });
});
