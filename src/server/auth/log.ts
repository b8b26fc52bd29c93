import type { Logger } from '../infra/logger';

type Level = 'debug' | 'info' | 'warn' | 'error';

/**
 * Better Auth's log lines through pino, at pino's level. Only an error object travels with a line: other
 * arguments may hold user records or tokens.
 */
export function toBetterAuthLogger(logger: Logger) {
  const child = logger.child({ component: 'auth' });
  return {
    // Not 'debug', 'warn' or 'error': with those Better Auth also prints API errors to the console itself.
    level: 'info' as const,
    log: (level: Level, message: string, ...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      child[level](err ? { err } : {}, message);
    },
  };
}
