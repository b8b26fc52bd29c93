import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { ApiError } from './api-error';

export type JsonBodyVariables = { jsonBody: unknown };

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Parses JSON request bodies once, up front, so every route answers malformed JSON with the same 400. */
export function jsonBody(): MiddlewareHandler<{ Variables: JsonBodyVariables }> {
  return async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (METHODS_WITH_BODY.has(c.req.method) && type.toLowerCase().includes('json')) {
      const text = await c.req.text();
      if (text.trim() !== '') {
        try {
          c.set('jsonBody', JSON.parse(text));
        } catch {
          throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
        }
      }
    }
    await next();
  };
}

/** Validates the parsed body against a schema; the first problem becomes a 400 naming the field. */
export function readBody<T extends z.ZodType>(c: { var: Partial<JsonBodyVariables> }, schema: T): z.infer<T> {
  const result = schema.safeParse(c.var.jsonBody);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : 'Invalid request body.';
  throw new ApiError(400, 'validation_failed', message);
}
