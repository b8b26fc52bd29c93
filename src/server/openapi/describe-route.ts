import type { MiddlewareHandler } from 'hono';
import type { ApiOperations, SchemaSource } from '../../core/api/operations';

export type { SchemaSource } from '../../core/api/operations';

/** One operation of core/api/operations.ts, by its path (as OpenAPI writes it) and method. */
export type OperationKey = {
  [Path in keyof ApiOperations]: { path: Path; method: keyof ApiOperations[Path] & string };
}[keyof ApiOperations];

export interface AnswerContract {
  description: string;
  /**
   * The JSON of an answer that is not the success (a 409's error body, say); the success's own JSON is the
   * operation's `answer` in core/api/operations.ts, never named here.
   */
  json?: SchemaSource;
  /** One line of the answer streamed as newline-delimited JSON, for clients that accept it. */
  ndjson?: SchemaSource;
  /** The media type of an answer that is text, not JSON (Prometheus's exposition format). */
  text?: string;
  /** An example of the JSON answer, for an operation whose request takes nothing to give an example of. */
  example?: unknown;
}

/** A request that succeeds: its query string's values and its JSON body. */
export interface RequestExample {
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * How a route is described, declared where it is registered; the OpenAPI document is built from these. What it
 * takes and answers on success (query, body, answer) is its `operation`'s entry in core/api/operations.ts, the one
 * declaration that also types the web's calls and that the handler validates with.
 */
export interface RouteContract {
  /** Which operation of core/api/operations.ts this route serves; the document refuses a route served elsewhere. */
  operation: OperationKey;
  /** The operation's name in the document, unique across the API: what generated clients call it. */
  operationId: string;
  summary: string;
  description?: string;
  responses: Record<number, AnswerContract>;
  /** Statuses answered with the API's error body, besides those in `responses`. */
  errors?: number[];
  /** A request the route answers with its success; a function of today when it holds travel dates. */
  example?: RequestExample | ((today: string) => RequestExample);
}

const contracts = new WeakMap<object, RouteContract>();

/** A middleware that does nothing but carry the route's contract, so the document generator finds it in app.routes. */
export function describeRoute(contract: RouteContract): MiddlewareHandler {
  const carrier: MiddlewareHandler = (_c, next) => next();
  contracts.set(carrier, contract);
  return carrier;
}

/** The contract a handler of app.routes carries, if it is one describeRoute made. */
export const contractOf = (handler: object): RouteContract | undefined => contracts.get(handler);
