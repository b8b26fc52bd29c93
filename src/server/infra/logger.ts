import pino from 'pino';

export type Logger = pino.Logger;

/** JSON logs on stdout; credentials in headers never reach them. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'tripfit' },
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password'],
  });
}
