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

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

function isErrorBody(value: unknown): value is { error: { code: string; message: string } } {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = value.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string' &&
    'code' in error &&
    typeof error.code === 'string'
  );
}

async function errorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  // An empty message tells callers to show their own fallback text.
  return isErrorBody(body)
    ? new ApiError(body.error.message, response.status, body.error.code)
    : new ApiError('', response.status, 'unknown');
}

/** The raw answer of a successful call; throws ApiError otherwise. Cookies go along (same origin). */
export async function apiResponse(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const hasBody = options.body !== undefined;
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers: hasBody
      ? { 'content-type': 'application/json', accept: 'application/json' }
      : { accept: 'application/json' },
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  if (!response.ok) throw await errorFrom(response);
  return response;
}

/** A call whose answer is JSON of type T (the server's contract, not re-checked here). */
export async function apiJson<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  return (await response.json()) as T;
}

/** A call answered with no content worth reading (204, or an acknowledgement). */
export async function apiSend(path: string, options: ApiRequestOptions = {}): Promise<void> {
  await apiResponse(path, options);
}
