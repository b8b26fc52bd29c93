import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { validationFailed } from './validation';

export type JsonBodyVariables = { jsonBody: unknown };

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A NUL character (PostgreSQL text cannot hold it) or half a surrogate pair (not Unicode text at all). */
const isUnstorable = (text: string) => text.includes('\u0000') || /\p{Cs}/u.test(text);

export const UNSTORABLE_TEXT_MESSAGE =
  'The request contains a NUL character or invalid Unicode text. Please remove it and try again.';

/**
 * True when a string anywhere in a parsed JSON value is text we cannot store or use: the database would
 * refuse it with an error instead of a clear 400. Walks without recursion, as bodies may nest deeply.
 */
export function hasUnstorableText(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (isUnstorable(next)) return true;
    } else if (typeof next === 'object' && next !== null) {
      for (const item of Object.values(next)) pending.push(item);
    }
  }
  return false;
}

/** Parses JSON request bodies once, up front, so every route answers malformed JSON with the same 400. */
export function jsonBody(): MiddlewareHandler<{ Variables: JsonBodyVariables }> {
  return async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (METHODS_WITH_BODY.has(c.req.method) && type.toLowerCase().includes('json')) {
      const text = await c.req.text();
      if (text.trim() !== '') {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
        }
        if (hasUnstorableText(body)) {
          throw new ApiError(400, 'invalid_text', UNSTORABLE_TEXT_MESSAGE);
        }
        c.set('jsonBody', body);
      }
    }
    await next();
  };
}

/** Validates the parsed body against a schema; the first problem becomes a 400 naming the field. */
export function readBody<T extends z.ZodType>(c: { var: Partial<JsonBodyVariables> }, schema: T): z.infer<T> {
  const result = schema.safeParse(c.var.jsonBody);
  if (result.success) return result.data;
  throw validationFailed(result.error, 'Invalid request body.');
}
