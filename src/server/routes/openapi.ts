import { Hono } from 'hono';
import type { RouterRoute } from 'hono/types';
import { todayUtc } from '../clock';
import { describeRoute } from '../openapi/describe-route';
import { openApiDocument } from '../openapi/document';

/** GET /api/openapi.json: the API's description, built from the routes `app` serves when it is asked. */
export function openApiRoutes(app: { routes: readonly RouterRoute[] }) {
  return new Hono().get(
    '/openapi.json',
    describeRoute({
      summary: 'This description of the API (OpenAPI 3.1)',
      responses: { 200: { description: 'The OpenAPI document' } },
    }),
    (c) => c.json(openApiDocument(app.routes, todayUtc())),
  );
}
