import { z } from 'zod';

/** GET /api/openapi.json: an OpenAPI 3.1 document; its parts are OpenAPI's own, described at spec.openapis.org. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
  components: z.looseObject({}),
});
