import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseBackends } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

type JsonSchema = Record<string, unknown>;
interface Content {
  schema: JsonSchema;
  example?: unknown;
}
interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; example?: string }[];
  requestBody?: { content: Record<string, Content> };
  responses: Record<string, { content?: Record<string, Content> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** The request an operation documents by example, or none when it documents no example. */
function exampleRequest(operation: Operation) {
  const query = (operation.parameters ?? []).filter((parameter) => parameter.example !== undefined);
  const body = operation.requestBody?.content['application/json']?.example;
  const answerExample = Object.values(operation.responses).some((answer) =>
    Object.values(answer.content ?? {}).some((content) => content.example !== undefined),
  );
  if (query.length === 0 && body === undefined && !answerExample) return undefined;
  return {
    query: new URLSearchParams(query.map((parameter) => [parameter.name, String(parameter.example)])),
    body,
  };
}

describe('each documented example, sent to the app', () => {
  let server: TestServer;
  let document: OpenApiDocument;
  /** A JSON Schema of the document as zod, its $refs to the document's components resolved. */
  let validator: (schema: JsonSchema) => z.ZodType;
  beforeAll(async () => {
    server = await startTestServer(pglite);
    document = (await (await server.fetch('/api/openapi.json')).json()) as OpenApiDocument;
    const $defs = JSON.parse(
      JSON.stringify(document.components.schemas).replaceAll('#/components/schemas/', '#/$defs/'),
    ) as Record<string, JsonSchema>;
    validator = (schema) =>
      z.fromJSONSchema({
        ...(JSON.parse(JSON.stringify(schema).replaceAll('#/components/schemas/', '#/$defs/')) as JsonSchema),
        $defs,
      });
  });
  afterAll(async () => {
    await server.stop();
  });

  const examples = () =>
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const request = exampleRequest(operation);
        return request ? [{ path, method: method.toUpperCase(), operation, request }] : [];
      }),
    );

  it('covers the main operations', () => {
    expect(examples().map(({ operation }) => operation.operationId)).toEqual(
      expect.arrayContaining([
        'getHealth',
        'getReadiness',
        'searchLocations',
        'listPopularPlaces',
        'searchDeals',
        'priceDateGrid',
        'exploreDestinations',
        'sendContactMessage',
        'reportClientError',
      ]),
    );
  });

  it('gets a documented success whose JSON the document’s schema for that status accepts', async () => {
    for (const { path, method, operation, request } of examples()) {
      const query = request.query.size > 0 ? `?${request.query}` : '';
      const response = await server.fetch(path + query, {
        method,
        headers: { accept: 'application/json', 'content-type': 'application/json', origin: server.url },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      const status = String(response.status);
      const declared = operation.responses[status];
      expect({ operation: operation.operationId, status, declared: declared !== undefined }).toEqual({
        operation: operation.operationId,
        status: expect.stringMatching(/^2/),
        declared: true,
      });
      const json = declared?.content?.['application/json'];
      // A success with nothing declared to read (a 204) must have nothing in it.
      if (!json) {
        expect(await response.text()).toBe('');
        continue;
      }
      const checked = validator(json.schema).safeParse(await response.json());
      expect({ operation: operation.operationId, issues: checked.error?.issues ?? [] }).toEqual({
        operation: operation.operationId,
        issues: [],
      });
    }
  }, 120_000);

  it('answers a request that is not well-formed HTTP with the 400 it documents where nothing else refuses', async () => {
    expect(Object.keys(document.paths['/api/health']?.get?.responses ?? {})).toContain('400');
    const { port } = new URL(server.url);
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nnot a header line\r\n\r\n');
      });
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
  });
});
