import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Fields that may carry credentials or personal data, wherever they appear in a line: request headers, bodies
 * logged by mistake, and database errors (a failed query's parameters hold emails and session tokens, and
 * PostgreSQL's detail repeats the values of a violated key).
 */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['password', 'newPassword', 'currentPassword', 'token', 'email'].flatMap((key) => [key, `*.${key}`]),
  'err.params',
  'err.detail',
  'err.cause.params',
  'err.cause.detail',
  'err.cause.cause.params',
  'err.cause.cause.detail',
];

/** JSON logs on stdout; credentials and personal data never reach them. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    { level, base: { service: 'tripfit' }, redact: { paths: redactedPaths, censor: '[redacted]' } },
    destination,
  );
}
