import type { z } from 'zod';
import type { ApiOperations, OperationShapes } from '../../core/api/operations';

/*
 * What a call of the API takes and answers, read from the zod schemas the routes validate with and answer by
 * (core/api/operations.ts): each path's parameters, body and success answer, so a call that does not match the
 * routes does not compile. Types only: the web downloads none of these schemas for them.
 */

export type ApiMethod = 'get' | 'put' | 'post' | 'delete';

type Paths = keyof ApiOperations;

/** The operation behind `method` on `path`. */
export type ApiOperation<P extends Paths, M extends ApiMethod> =
  ApiOperations[P] extends Record<M, infer Operation extends OperationShapes> ? Operation : never;

/** The paths that answer `method`. */
export type ApiPath<M extends ApiMethod> = {
  [P in Paths]: ApiOperations[P] extends Record<M, OperationShapes> ? P : never;
}[Paths];

/** The schema a source stands for: the search schemas are built for a date, their shapes the same each day. */
type Built<Source> = Source extends (today: string) => infer Schema ? Schema : Source;
type Input<Source> = z.input<Built<Source> & z.core.$ZodType>;
type Output<Source> = z.output<Built<Source> & z.core.$ZodType>;

/** The JSON a successful call answers; never when its success has no JSON (a 204, Prometheus text). */
export type ApiAnswer<Op> = Op extends { answer: infer Answer } ? Output<Answer> : never;

/** The paths whose success answers `method` with JSON. */
export type ApiJsonPath<M extends ApiMethod> = {
  [P in ApiPath<M>]: [ApiAnswer<ApiOperation<P, M>>] extends [never] ? never : P;
}[ApiPath<M>];

/** `{ id: string }` for '/api/saved-searches/{id}'. */
type PathParameters<P> = P extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name]: string } & PathParameters<Rest>
  : unknown;

type PathOption<P> = P extends `${string}{${string}}${string}` ? { path: PathParameters<P> } : unknown;

type QueryOption<Op> = Op extends { query: infer Query }
  ? Partial<Input<Query>> extends Input<Query>
    ? { query?: Input<Query> }
    : { query: Input<Query> }
  : unknown;

type BodyOption<Op> = Op extends { body: infer Body }
  ? Op extends { bodyOptional: true }
    ? { body?: Input<Body> }
    : { body: Input<Body> }
  : unknown;

/** A call's options: its path and query parameters and JSON body, each required when the schemas say so. */
export type ApiOptions<P extends Paths, M extends ApiMethod> = {
  signal?: AbortSignal;
  accept?: string;
} & PathOption<P> &
  QueryOption<ApiOperation<P, M>> &
  BodyOption<ApiOperation<P, M>>;

/** The options argument, which may be left out when nothing in it is required. */
export type ApiOptionsArgument<P extends Paths, M extends ApiMethod> =
  Partial<ApiOptions<P, M>> extends ApiOptions<P, M>
    ? [options?: ApiOptions<P, M>]
    : [options: ApiOptions<P, M>];
