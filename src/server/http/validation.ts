import type { z } from 'zod';
import { ApiError } from './api-error';

/** The 400 for input a schema refused: its first problem, naming the field ('rooms: at most 8'). */
export function validationFailed(error: z.ZodError, fallback: string): ApiError {
  const issue = error.issues[0];
  const field = issue?.path.join('.');
  const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : fallback;
  return new ApiError(400, 'validation_failed', message);
}

/** Validates the query string against a schema; the first problem becomes a 400 naming the parameter. */
export function readQuery<T extends z.ZodType>(
  c: { req: { query(): Record<string, string> } },
  schema: T,
): z.infer<T> {
  const result = schema.safeParse(c.req.query());
  if (result.success) return result.data;
  throw validationFailed(result.error, 'Invalid query string.');
}
