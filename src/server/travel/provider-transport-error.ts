import type { z } from 'zod';

/**
 * No usable answer from a provider: network failure, timeout, or a body that is not what the API promises. Each
 * adapter has its own subclass, so its retry rules only ever see its own failures.
 */
export class TransportError<Endpoint extends string> extends Error {
  constructor(
    readonly endpoint: Endpoint,
    message: string,
    options?: ErrorOptions,
  ) {
    super(`${endpoint}: ${message}`, options);
  }
}

/** `text` as JSON in the shape `schema` expects; undefined when it is not. */
export function parseJsonAs<T>(text: string, schema: z.ZodType<T>): T | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
