import type { paths } from './api-paths';

/*
 * What a call of the API takes and answers, read from the document's types (api-paths.ts): each path's
 * parameters, body and success answer, so a call that does not match the routes does not compile.
 */

export type ApiMethod = 'get' | 'put' | 'post' | 'delete';

/** The operation behind `method` on `path`. */
export type ApiOperation<P extends keyof paths, M extends ApiMethod> = Extract<
  paths[P][M],
  { responses: unknown }
>;

/** The paths that answer `method`. */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON a successful call answers; never when its success has no JSON (a 204, a download). */
export type ApiAnswer<Op> = Op extends { responses: infer Answers }
  ? JsonOf<Answers[keyof Answers & (200 | 201)]>
  : never;

/** The paths whose success answers `method` with JSON. */
export type ApiJsonPath<M extends ApiMethod> = {
  [P in ApiPath<M>]: [ApiAnswer<ApiOperation<P, M>>] extends [never] ? never : P;
}[ApiPath<M>];

/** Keeps the properties a type declares some value for (openapi-typescript writes `query?: never` for none). */
type Declared<T> = { [K in keyof T as [NonNullable<T[K]>] extends [never] ? never : K]: T[K] };

type BodyOf<Op> = Op extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;

type BodyOption<Op> = [BodyOf<Op>] extends [never]
  ? Record<never, never>
  : Op extends { requestBody: unknown }
    ? { body: BodyOf<Op> }
    : { body?: BodyOf<Op> };

type ParameterOptions<Op> = Op extends { parameters: infer Parameters }
  ? Declared<Pick<Parameters, ('query' | 'path') & keyof Parameters>>
  : never;

/** A call's options: its path and query parameters and JSON body, each required when the document says so. */
export type ApiOptions<Op> = { signal?: AbortSignal; accept?: string } & ParameterOptions<Op> &
  BodyOption<Op>;

/** The options argument, which may be left out when nothing in it is required. */
export type ApiOptionsArgument<Op> =
  Partial<ApiOptions<Op>> extends ApiOptions<Op> ? [options?: ApiOptions<Op>] : [options: ApiOptions<Op>];
