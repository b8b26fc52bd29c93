/** A Better Auth call's error, with the service's code and own message (product.md §8). */
export class AuthServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Better Auth's error code such as 'INVALID_EMAIL_OR_PASSWORD'; empty when the answer had none. */
    readonly code = '',
    /** Everything else the error answer said, e.g. `verificationLinkSent` on an unverified sign-in. */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'AuthServiceError';
  }
}

interface AuthCallResult<T> {
  data: T | null;
  error: {
    code?: string | undefined;
    message?: string | undefined;
    status: number;
    statusText: string;
  } | null;
}

/** The data of a Better Auth call, or an AuthServiceError with the service's message (empty when it gave none). */
export async function authCall<T>(call: Promise<AuthCallResult<T>>): Promise<T> {
  const { data, error } = await call;
  if (error) throw new AuthServiceError(error.message ?? '', error.status, error.code ?? '', { ...error });
  if (data === null) throw new AuthServiceError('', 500);
  return data;
}
