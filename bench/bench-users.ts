import { randomUUID } from 'node:crypto';
import { CookieJar } from '../tests/integration/helpers/cookie-jar';
import { nextClientAddress } from './client-address';
import { mailedLink } from '../tests/support/mailed-link';

export interface BenchUser {
  id: string;
  email: string;
  password: string;
  /** The Cookie header of a live session. */
  cookie: string;
}

const PASSWORD = 'correct horse battery';

/** A browser-like request: its own client address, the site's Origin on POSTs, cookies kept in `jar`. */
async function send(siteUrl: string, jar: CookieJar, path: string, json?: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'x-forwarded-for': nextClientAddress() };
  if (json !== undefined) Object.assign(headers, { 'content-type': 'application/json', origin: siteUrl });
  const cookie = jar.header();
  if (cookie) headers.cookie = cookie;
  const response = await fetch(path.startsWith('http') ? path : siteUrl + path, {
    method: json === undefined ? 'GET' : 'POST',
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  jar.store(response);
  return response;
}

async function expectStatus(response: Response, status: number, step: string): Promise<void> {
  if (response.status !== status) {
    throw new Error(`${step} answered ${response.status}, expected ${status}: ${await response.text()}`);
  }
}

/** Signs up through the real API, follows the mailed verification link, signs in: a user with a session. */
async function createVerifiedUser(siteUrl: string): Promise<BenchUser> {
  const email = `bench-${randomUUID()}@example.com`;
  const jar = new CookieJar();
  const signUp = { email, password: PASSWORD, name: 'Bench Traveller', callbackURL: '/auth?verified=1' };
  await expectStatus(await send(siteUrl, jar, '/api/auth/sign-up/email', signUp), 200, 'sign-up');
  const link = await mailedLink(siteUrl, email, `${siteUrl}/api/auth/verify-email`);
  await expectStatus(await send(siteUrl, new CookieJar(), link), 302, 'verification link');
  const signIn = await send(siteUrl, jar, '/api/auth/sign-in/email', { email, password: PASSWORD });
  await expectStatus(signIn, 200, 'sign-in');
  const { user } = (await signIn.json()) as { user: { id: string } };
  return { id: user.id, email, password: PASSWORD, cookie: jar.header() };
}

/** `count` verified, signed-in users, a few at a time (password hashing is CPU work). */
export async function createVerifiedUsers(siteUrl: string, count: number): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  const batchSize = 4;
  for (let start = 0; start < count; start += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, count - start) }, () =>
      createVerifiedUser(siteUrl),
    );
    users.push(...(await Promise.all(batch)));
  }
  return users;
}
