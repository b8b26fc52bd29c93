import { randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { freePort } from '../../support/free-port';
import type { DatabaseBackend } from './backends';
import { CookieJar } from './cookie-jar';
import type { StartOptions } from '../../../src/server/server';
import { startTestServer, type TestServer } from './test-server';

/**
 * A server whose PUBLIC_URL is its own address, behind a "load balancer" (TRUST_PROXY), so each test browser
 * is its own client address, as real visitors are.
 */
export async function startAccountsServer(
  backend: DatabaseBackend,
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  const port = await freePort();
  return startTestServer(
    backend,
    {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: 'true',
      ...env,
    },
    options,
  );
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  headers?: Record<string, string>;
  /** The Origin header of state-changing requests; the site's own unless given (null: none). */
  origin?: string | null;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One visitor's browser: its own address and cookie jar, sending Origin on state-changing requests. */
export class Browser {
  constructor(
    readonly server: TestServer,
    readonly jar = new CookieJar(),
    readonly ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  ) {}

  async request(path: string, options: RequestOptions = {}): Promise<Response> {
    const method = options.method ?? (options.json === undefined ? 'GET' : 'POST');
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...options.headers };
    const cookie = this.jar.header();
    if (cookie) headers.cookie = cookie;
    const origin = options.origin === undefined ? this.server.url : options.origin;
    if (STATE_CHANGING.has(method) && origin !== null) headers.origin = origin;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const url = path.startsWith('http') ? path : this.server.url + path;
    const response = await fetch(url, {
      method,
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      redirect: 'manual',
    });
    this.jar.store(response);
    return response;
  }

  /** The same visitor with a copy of today's cookies, e.g. to replay an old session cookie later. */
  clone(): Browser {
    return new Browser(this.server, this.jar.copy(), this.ip);
  }
}

export interface NewUser {
  email: string;
  password: string;
  name: string;
  preferredCurrency: string;
  preferredLanguage: string;
}

export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  return {
    email: `traveller-${randomUUID()}@example.com`,
    password: 'correct horse battery',
    name: 'Ana Traveller',
    preferredCurrency: 'EUR',
    preferredLanguage: 'es',
    ...overrides,
  };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sentAt: string;
}

/** The newest mail to `email` whose subject matches, from GET /api/dev/outbox. */
export async function latestMail(server: TestServer, email: string, subject: RegExp): Promise<OutboxMail> {
  // Sign-up mail goes out after the answer; wait for what is under way, as an inbox would.
  await server.services.backgroundTasks.drain();
  const response = await server.fetch('/api/dev/outbox');
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: OutboxMail[] };
  const mail = data.find((entry) => entry.to === email && subject.test(entry.subject));
  if (!mail) throw new Error(`no mail to ${email} matching ${subject}`);
  return mail;
}

/** The one link a mail carries to the site. */
export function linkIn(mail: OutboxMail, server: TestServer): string {
  const link = mail.links.find((candidate) => candidate.startsWith(server.url));
  if (!link) throw new Error(`no link to ${server.url} in "${mail.subject}"`);
  return link;
}

export function signUp(browser: Browser, user: NewUser, extra: Record<string, unknown> = {}) {
  return browser.request('/api/auth/sign-up/email', {
    json: { ...user, callbackURL: '/auth?verified=1', ...extra },
  });
}

/** As the web signs in; an unverified account is mailed a link, which the server points to the sign-in page. */
export function signIn(browser: Browser, user: Pick<NewUser, 'email' | 'password'>) {
  return browser.request('/api/auth/sign-in/email', {
    json: { email: user.email, password: user.password },
  });
}

/** Opens the verification link of the newest sign-up mail, as the user would from their inbox. */
export async function followVerificationLink(browser: Browser, email: string): Promise<Response> {
  const mail = await latestMail(browser.server, email, /verify/i);
  return browser.request(linkIn(mail, browser.server));
}

/**
 * Signs a new user up through the real /api/auth endpoints, follows the verification link from the outbox,
 * and signs in: the browser it returns holds a live session cookie.
 */
export async function signedInUser(
  server: TestServer,
  overrides: Partial<NewUser> = {},
): Promise<{ browser: Browser; user: NewUser; id: string }> {
  const user = newUser(overrides);
  const browser = new Browser(server);
  expect((await signUp(browser, user)).status).toBe(200);
  expect((await followVerificationLink(new Browser(server), user.email)).status).toBe(302);
  const response = await signIn(browser, user);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { user: { id: string } };
  return { browser, user, id: body.user.id };
}

/** Every mail the outbox holds for `email`, oldest first, once the mail under way has gone out. */
export async function mailsTo(server: TestServer, email: string): Promise<OutboxMail[]> {
  await server.services.backgroundTasks.drain();
  const response = await server.fetch('/api/dev/outbox');
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: OutboxMail[] };
  return data.filter((mail) => mail.to === email).reverse();
}

/**
 * Follows a mailed reset link as the web does (the link lands on /auth with a token, or with an error) and, when
 * it lands with a token, sets `newPassword` with it. The answers of both steps.
 */
export async function resetWithLink(browser: Browser, mail: OutboxMail, newPassword: string) {
  const landing = await browser.request(linkIn(mail, browser.server));
  const target = new URL(landing.headers.get('location') ?? '', browser.server.url);
  const token = target.searchParams.get('token');
  const reset = token
    ? await browser.request('/api/auth/reset-password', { json: { token, newPassword } })
    : undefined;
  return { landing: target, error: target.searchParams.get('error'), reset };
}
