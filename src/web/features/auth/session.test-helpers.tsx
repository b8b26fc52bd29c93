import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { SessionState } from './fetch-session';
import { SessionProvider } from './session-provider';

export const signedIn: SessionState = {
  user: {
    id: 'user-1',
    name: 'Ana Traveller',
    email: 'ana@example.com',
    emailVerified: true,
    twoFactorEnabled: false,
  },
  session: { id: 'session-1', expiresAt: '2099-01-01T00:00:00.000Z' },
};

export interface ApiCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/** A JSON answer, made fresh for each call (a body can be read once). */
export const json = (body: unknown, status = 200) => Response.json(body, { status });

export const apiError = (status: number, message: string, code = 'error') =>
  json({ error: { code, message } }, status);

function requestUrl(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, 'http://localhost');
}

/**
 * Answers fetch by 'METHOD /path' (the session lookup included), records every call, and answers anything else
 * with a 404 so a test notices a call it did not expect.
 */
export function stubApi(session: SessionState | null, routes: Record<string, Handler> = {}) {
  const calls: ApiCall[] = [];
  const handlers: Record<string, Handler> = { 'GET /api/auth/get-session': () => json(session), ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = requestUrl(input);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : '';
    const call: ApiCall = {
      method,
      path: url.pathname,
      search: url.search,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(call) : apiError(404, `No stub for ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to one endpoint, e.g. 'DELETE /api/saved-searches/s1'. */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}

/** Renders routes inside the app's providers (a fresh query cache, the session, toasts) at `path`. */
export function renderRoutes(
  routes: RouteObject[],
  path: string | { pathname: string; state?: unknown } = '/',
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
