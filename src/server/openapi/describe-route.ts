import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';

/** A zod schema, or the function that builds it for a date (the search schemas' date rules). */
export type SchemaSource = z.core.$ZodType | ((today: string) => z.core.$ZodType);

export interface AnswerContract {
  description: string;
  /** The JSON answer; none when there is no body or it is not JSON to read (a download, Prometheus text). */
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

/** What a route takes and answers, declared where it is registered; the OpenAPI document is built from these. */
export interface RouteContract {
  /** The operation's name in the document, unique across the API: what generated clients call it. */
  operationId: string;
  summary: string;
  description?: string;
  /** An object schema of the query string's parameters. */
  query?: SchemaSource;
  /** The JSON body the route reads. */
  body?: SchemaSource;
  /** The body may be left out (its values may come in the query instead). */
  bodyOptional?: boolean;
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
