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

const censor = '[redacted]';

/** An address anywhere in a text (a library's message, an error), and a token in a query string. */
const emailInText = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[^\s@<>()[\]"',;:]+/g;
const tokenInQuery = /\b(token=)[^&\s"']+/gi;

/** `text` with every address and query-string token masked. */
export function redactText(text: string): string {
  return text.replace(emailInText, censor).replace(tokenInQuery, `$1${censor}`);
}

/** pino's error serializer, with addresses and tokens masked in the message and the stack. */
function redactedError(error: unknown) {
  // A thrown non-Error (a string, a plain object) has no stack, and a string no message, to mask.
  if (typeof error === 'string') return redactText(error);
  if (!(error instanceof Error)) {
    if (
      typeof error === 'object' &&
      error !== null &&
      'message' in error &&
      typeof error.message === 'string'
    ) {
      return { ...error, message: redactText(error.message) };
    }
    return error;
  }
  const serialized = pino.stdSerializers.err(error);
  const masked = (text: string | undefined) => (typeof text === 'string' ? redactText(text) : text);
  return { ...serialized, message: masked(serialized.message), stack: masked(serialized.stack) };
}

/**
 * JSON logs on stdout; credentials and personal data never reach them: known fields are censored by path, and
 * message texts (our own and the libraries', such as Better Auth's "Sign-up attempt for existing email: …") and
 * error messages have addresses and tokens masked.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'tripfit' },
      redact: { paths: redactedPaths, censor },
      serializers: { err: redactedError },
      hooks: {
        logMethod(args, method) {
          args.forEach((arg: unknown, index) => {
            if (typeof arg === 'string') args[index] = redactText(arg);
          });
          method.apply(this, args);
        },
      },
    },
    destination,
  );
}
