import type {
  ApiAnswer,
  ApiJsonPath,
  ApiMethod,
  ApiOperation,
  ApiOptionsArgument,
  ApiPath,
} from './api-call-types';

/** A failed call to our API, carrying the server's own message (`{ error: { code, message } }`). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A call as it goes over the wire, whatever its path's types. */
interface WireOptions {
  path?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  accept?: string;
}

/**
 * The error a failed answer carries; an empty message tells callers to show their own fallback text. The check
 * needs zod, fetched with the first failure rather than with every page's first load.
 */
async function apiErrorFrom(response: Response): Promise<ApiError> {
  const [body, check] = await Promise.all([
    response.json().catch(() => undefined),
    import('../../core/api/error-body').catch(() => undefined),
  ]);
  const parsed = check?.errorBodySchema.safeParse(body);
  return parsed?.success
    ? new ApiError(parsed.data.error.message, response.status, parsed.data.error.code)
    : new ApiError('', response.status, 'unknown');
}

function urlOf(path: string, options: WireOptions): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(options.path?.[name] ?? ''),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${filled}?${text}` : filled;
}

async function send(method: ApiMethod, path: string, options: WireOptions = {}): Promise<Response> {
  const hasBody = options.body !== undefined;
  const accept = options.accept ?? 'application/json';
  const response = await fetch(urlOf(path, options), {
    method: method.toUpperCase(),
    headers: hasBody ? { 'content-type': 'application/json', accept } : { accept },
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  if (!response.ok) throw await apiErrorFrom(response);
  return response;
}

/** The raw answer of a successful call (a download, a stream); throws ApiError otherwise. Cookies go along. */
export function apiResponse<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...options: ApiOptionsArgument<P, M>
): Promise<Response>;
export function apiResponse(method: ApiMethod, path: string, options?: WireOptions): Promise<Response> {
  return send(method, path, options);
}

/** The JSON answer of a successful call, typed by the document (the server's contract, not re-checked here). */
export function apiJson<M extends ApiMethod, P extends ApiJsonPath<M>>(
  method: M,
  path: P,
  ...options: ApiOptionsArgument<P, M>
): Promise<ApiAnswer<ApiOperation<P, M>>>;
export async function apiJson(method: ApiMethod, path: string, options?: WireOptions): Promise<unknown> {
  return (await send(method, path, options)).json();
}

/** Better Auth's routes (/api/auth/*), which the document leaves out: a call answered with nothing to read. */
export async function apiSend(
  path: `/api/auth/${string}`,
  options: { method: 'POST'; body?: unknown; signal?: AbortSignal },
): Promise<void> {
  await send('post', path, options);
}
