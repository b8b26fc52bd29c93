import { object, string, type infer as Infer } from 'zod/mini';

/**
 * The one error shape of the API: `{ "error": { "code", "message" } }`, and the web's only check of a failed
 * answer. Written with zod/mini: a page that fails before it needs zod's full API downloads only this much.
 */
export const errorBodySchema = object({ error: object({ code: string(), message: string() }) });

export type ErrorBody = Infer<typeof errorBodySchema>;
