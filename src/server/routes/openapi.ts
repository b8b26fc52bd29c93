import { Hono } from 'hono';
import { todayUtc } from '../clock';
import { openApiDocument } from '../openapi/document';

/** GET /api/openapi.json: the API's description, generated from its zod schemas. */
export function openApiRoutes() {
  return new Hono().get('/openapi.json', (c) => c.json(openApiDocument(todayUtc())));
}
