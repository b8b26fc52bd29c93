import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, apiResponse, apiSend } from './api-client';

const profile = {
  id: 'u1',
  email: 'ana@example.com',
  emailVerified: true,
  twoFactorEnabled: false,
  fullName: 'Ana',
  preferredCurrency: 'EUR' as const,
  preferredLanguage: 'en' as const,
};

/** Stubs fetch with one answer and hands back the calls made. */
function answering(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiJson', () => {
  it('answers the JSON of a success, asking for JSON with the session cookie of the same origin', async () => {
    const fetchMock = answering(Response.json(profile));
    await expect(apiJson('get', '/api/profile')).resolves.toEqual(profile);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/profile');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
  });

  it('sends the body as JSON', async () => {
    const fetchMock = answering(Response.json(profile));
    const update = { fullName: 'Ana', preferredCurrency: 'EUR' as const, preferredLanguage: 'en' as const };
    await apiJson('put', '/api/profile', { body: update });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('PUT');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(update);
  });

  it('fills in path parameters, encoded, and writes the query without the values left out', async () => {
    const list = answering(Response.json({ data: [], nextCursor: null }));
    await apiJson('get', '/api/saved-searches', { query: { limit: 20, cursor: undefined } });
    expect(list.mock.calls[0]?.[0]).toBe('/api/saved-searches?limit=20');
    const remove = answering(new Response(null, { status: 204 }));
    await apiResponse('delete', '/api/saved-searches/{id}', { path: { id: 'a/b c' } });
    expect(remove.mock.calls[0]?.[0]).toBe('/api/saved-searches/a%2Fb%20c');
  });

  it("rejects with the server's code and message", async () => {
    answering(
      Response.json(
        { error: { code: 'not_found', message: 'No saved search with this id.' } },
        { status: 404 },
      ),
    );
    await expect(apiJson('get', '/api/watches')).rejects.toEqual(
      new ApiError('No saved search with this id.', 404, 'not_found'),
    );
  });

  it('rejects with an empty message and code unknown when the answer is not our error body', async () => {
    answering(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiJson('get', '/api/watches')).rejects.toEqual(new ApiError('', 502, 'unknown'));
    answering(Response.json({ error: { code: 429, message: 'Slow down' } }, { status: 429 }));
    await expect(apiJson('get', '/api/watches')).rejects.toEqual(new ApiError('', 429, 'unknown'));
    answering(Response.json({ message: 'Slow down' }, { status: 429 }));
    await expect(apiJson('get', '/api/watches')).rejects.toEqual(new ApiError('', 429, 'unknown'));
  });

  it('type-checks calls against the document', () => {
    const calls = [
      // @ts-expect-error a path the API does not serve
      () => apiJson('get', '/api/nope'),
      // @ts-expect-error PUT /api/profile takes a body
      () => apiJson('put', '/api/profile', {}),
      // @ts-expect-error the profile's name is text
      () => apiJson('put', '/api/profile', { body: { ...profile, fullName: 1 } }),
      // @ts-expect-error GET /api/profile takes no query
      () => apiJson('get', '/api/profile', { query: { limit: 1 } }),
      // @ts-expect-error a saved search is deleted by its id
      () => apiResponse('delete', '/api/saved-searches/{id}'),
      // @ts-expect-error DELETE answers no JSON to read
      () => apiJson('delete', '/api/saved-searches/{id}', { path: { id: 'a' } }),
    ];
    expect(calls).toHaveLength(6);
  });
});

describe('apiSend', () => {
  it("posts to Better Auth's routes and rejects with the status of a failure", async () => {
    const fetchMock = answering(new Response(null, { status: 200 }));
    await apiSend('/api/auth/sign-out', { method: 'POST', body: {} });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/sign-out');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    answering(new Response('', { status: 500 }));
    await expect(apiSend('/api/auth/sign-out', { method: 'POST' })).rejects.toEqual(
      new ApiError('', 500, 'unknown'),
    );
  });
});
