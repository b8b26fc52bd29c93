import { Hono } from 'hono';
import type { RouterRoute } from 'hono/types';
import { todayUtc } from '../clock';
import { describeRoute } from '../openapi/describe-route';
import { openApiDocument } from '../openapi/document';

/**
 * GET /api/openapi.json: the API's description, built from the routes `app` serves. The routes are fixed once the
 * app is up and only the search schemas' date rules change, so the document is built once a day, on first ask.
 */
export function openApiRoutes(app: { routes: readonly RouterRoute[] }, publicUrl: string) {
  let built: { today: string; document: ReturnType<typeof openApiDocument> } | undefined;
  return new Hono().get(
    '/openapi.json',
    describeRoute({
      operation: { path: '/api/openapi.json', method: 'get' },
      operationId: 'getOpenApiDocument',
      summary: 'This description of the API (OpenAPI 3.1)',
      responses: { 200: { description: 'The OpenAPI document' } },
    }),
    (c) => {
      const today = todayUtc();
      if (built?.today !== today) built = { today, document: openApiDocument(app.routes, today, publicUrl) };
      return c.json(built.document);
    },
  );
}
