import type { RouterRoute } from 'hono/types';
import { apiOperations, type OperationShapes } from '../../core/api/operations';
import { isSessionGuard } from '../http/session';
import { answerShapes, requestShapes } from './components';
import { contractOf, type AnswerContract, type RouteContract, type SchemaSource } from './describe-route';
import { componentRef, namedJsonSchemas, queryParameters, schemaOf, type JsonSchema } from './json-schemas';

type Shapes = Record<string, SchemaSource>;

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });

/** The $ref of a route's schema: every body and JSON answer is one of the named shapes of components.ts. */
function refTo(source: SchemaSource, shapes: Shapes, where: string) {
  const name = Object.keys(shapes).find((key) => shapes[key] === source);
  if (!name) throw new Error(`${where}: name its schema in src/server/openapi/components.ts`);
  return componentRef(name);
}

function answer({ description, json: body, ndjson, text, example }: AnswerContract, where: string) {
  const content = {
    ...(body
      ? {
          'application/json': {
            schema: refTo(body, answerShapes, where),
            ...(example === undefined ? {} : { example }),
          },
        }
      : {}),
    ...(ndjson ? { 'application/x-ndjson': { schema: refTo(ndjson, answerShapes, where) } } : {}),
    ...(text ? { [text]: { schema: { type: 'string' } } } : {}),
  };
  return { description, ...(Object.keys(content).length > 0 ? { content } : {}) };
}

/**
 * What app.ts's middleware answers any write with before its route runs: malformed JSON (400), another site's
 * Origin (403), a body over the limit (413).
 */
const writeErrors = [400, 403, 413];

/** The shapes core/api/operations.ts declares for the operation a route says it serves, at the path it is served. */
function shapesOf(contract: RouteContract, method: string, path: string, where: string): OperationShapes {
  const { operation } = contract;
  if (operation.path !== path || operation.method !== method) {
    throw new Error(`${where} says it serves ${operation.method.toUpperCase()} ${operation.path}`);
  }
  const operations: Record<string, Partial<Record<string, OperationShapes>>> = apiOperations;
  const shapes = operations[path]?.[method];
  if (!shapes) throw new Error(`${where}: declare it in src/core/api/operations.ts`);
  return shapes;
}

/** The route's answers, the success's JSON being the operation's `answer`. */
function answers(contract: RouteContract, shapes: OperationShapes, where: string) {
  const [success] = Object.keys(contract.responses)
    .filter((status) => status.startsWith('2'))
    .sort();
  return Object.entries(contract.responses).map(([status, described]): [number, AnswerContract] => {
    if (status !== success) return [Number(status), described];
    if (described.json)
      throw new Error(`${where}: its success's JSON is the operation's answer in operations.ts`);
    return [Number(status), shapes.answer ? { ...described, json: shapes.answer } : described];
  });
}

function operation(
  contract: RouteContract,
  method: string,
  path: string,
  where: string,
  today: string,
  signedIn: boolean,
) {
  const shapes = shapesOf(contract, method, path, where);
  const pathParameters = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const example = typeof contract.example === 'function' ? contract.example(today) : contract.example;
  const parameters = [
    ...pathParameters,
    ...(shapes.query
      ? queryParameters(schemaOf(shapes.query, today)).map((parameter) => {
          const value = example?.query?.[parameter.name];
          return value === undefined ? parameter : { ...parameter, example: value };
        })
      : []),
  ];
  const responses: Record<number, { description: string; content?: Record<string, { schema: JsonSchema }> }> =
    {};
  for (const [status, described] of answers(contract, shapes, where))
    responses[status] = answer(described, where);
  for (const status of [...(contract.errors ?? []), ...(method === 'get' ? [] : writeErrors)]) {
    responses[status] ??= { description: 'Error', ...json(refTo(answerShapes.Error, answerShapes, where)) };
  }
  // Every operation can be refused before the app sees it; one whose handler refuses nothing says so.
  if (!Object.keys(responses).some((status) => status.startsWith('4'))) responses[400] = malformedRequest;
  return {
    operationId: contract.operationId,
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    security: signedIn ? [{ session: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(shapes.body
      ? {
          requestBody: {
            required: !shapes.bodyOptional,
            content: {
              'application/json': {
                schema: refTo(shapes.body, requestShapes, where),
                ...(example?.body === undefined ? {} : { example: example.body }),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

const malformedRequest = {
  description:
    'The request is not well-formed HTTP (a bad header line, say): Node’s HTTP server refuses it before the app, ' +
    'with no body',
};

const resolved = (shapes: Shapes, today: string) =>
  Object.fromEntries(Object.entries(shapes).map(([name, source]) => [name, schemaOf(source, today)]));

/**
 * The OpenAPI 3.1 description of the API, built from the routes `routes` holds (an app's app.routes): each one
 * registered with describeRoute gives its path, method and contract. `today` dates the search schemas' rules;
 * `publicUrl` is the site whose Terms of Service govern the API's use.
 */
export function openApiDocument(routes: readonly RouterRoute[], today: string, publicUrl: string) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  // A route needs the session when requireUser guards it, so the document cannot say otherwise.
  const guarded = new Set(
    routes.filter((route) => isSessionGuard(route.handler)).map((route) => `${route.method} ${route.path}`),
  );
  for (const route of routes) {
    const contract = contractOf(route.handler);
    if (!contract) continue;
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const method = route.method.toLowerCase();
    const where = `${route.method} ${route.path}`;
    (paths[path] ??= {})[method] = operation(contract, method, path, where, today, guarded.has(where));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'TripFit API',
      version: '1',
      description:
        'Budget-first flight + hotel search. Errors always answer `{ "error": { "code", "message" } }`. ' +
        'Writes must come from the site itself (Origin checked). Sign-in, sign-up, password reset and ' +
        'two-factor live under /api/auth/* (Better Auth) and set the session cookie used below.',
      license: { name: 'TripFit Terms of Service', url: new URL('/terms', publicUrl).href },
    },
    // Relative: the API is served by the site that serves this document, whatever its address.
    servers: [{ url: '/', description: 'The TripFit site serving this document' }],
    components: {
      schemas: {
        ...namedJsonSchemas(resolved(requestShapes, today), 'input'),
        ...namedJsonSchemas(resolved(answerShapes, today), 'output'),
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'tripfit.session_token' },
      },
    },
    paths,
  };
}
