import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../core/unstorable-text';
import { ApiError } from './api-error';
import { validationFailed } from './validation';

export type JsonBodyVariables = { jsonBody: unknown };

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
