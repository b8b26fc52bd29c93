import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/server/db/schema';
import { databaseBackends } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

const SUPPORT_EMAIL = 'help@tripfit.test';

const valid = {
  name: 'Ana Traveller',
  email: 'ana@example.com',
  subject: 'feedback',
  message: 'The budget slider made planning our family trip so much easier. Thank you!',
};

interface ErrorAnswer {
  error: { code: string; message: string };
}

interface OutboxAnswer {
  data: { to: string; replyTo?: string; subject: string; text: string; html: string }[];
}

describe('POST /api/contact', () => {
  let server: TestServer;
  let clients = 0;
  const newClient = () => `198.51.100.${++clients}`;
  const post = (body: unknown, client = newClient()) =>
    server.fetch('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startTestServer(pglite, { TRUST_PROXY: 'true', SUPPORT_EMAIL });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('stores the message and mails it to support, replying to the sender', async () => {
    const response = await post(valid);

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const [row] = await server.services.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(1);
    expect(row).toMatchObject(valid);

    const outbox = (await (await server.fetch('/api/dev/outbox')).json()) as OutboxAnswer;
    const mail = outbox.data.find((entry) => entry.to === SUPPORT_EMAIL);
    expect(mail).toMatchObject({ replyTo: valid.email, subject: expect.stringContaining('Feedback') });
    expect(mail?.text).toContain(valid.message);
  });

  it('marks every line the visitor typed, so none reads as the mail’s own', async () => {
    const message = 'Hello,\nFrom: support@tripfit.app\nBcc: everyone@example.com\nthanks for the site';
    expect((await post({ ...valid, message })).status).toBe(201);

    const outbox = (await (await server.fetch('/api/dev/outbox')).json()) as OutboxAnswer;
    const lines = outbox.data[0]?.text.split('\n') ?? [];
    expect(lines).toContain('> Bcc: everyone@example.com');
    expect(lines).toContain('> From: support@tripfit.app');
    expect(lines.filter((line) => /^(From|Bcc):/.test(line))).toEqual([]);
    expect(lines).toContain(`Name (typed by the visitor): "${valid.name}"`);
  });

  it('escapes the message in the HTML mail', async () => {
    const message = 'Prices < 500 & hotels > 3 stars, "please"';
    expect((await post({ ...valid, message })).status).toBe(201);

    const outbox = (await (await server.fetch('/api/dev/outbox')).json()) as OutboxAnswer;
    expect(outbox.data[0]?.html).toContain('Prices &#60; 500 &#38; hotels &#62; 3 stars, &#34;please&#34;');
  });

  it.each([
    [{ name: 'A' }, 'name: Name must be at least 2 characters'],
    [{ name: 'A'.repeat(101) }, 'name: Name must be at most 100 characters'],
    [
      { name: 'Ana\r\nBcc: everyone@example.com' },
      'name: Name must be on one line, without control characters',
    ],
    [{ name: 'Ana\u2028Traveller' }, 'name: Name must be on one line, without control characters'],
    [{ name: 'Ana\u202eTraveller' }, 'name: Name must be on one line, without control characters'],
    [{ email: 'ana@example.com\nBcc: everyone@example.com' }, 'email: Invalid email address'],
    [{ email: 'not-an-email' }, 'email: Invalid email address'],
    [{ email: `${'a'.repeat(250)}@b.com` }, 'email: Email must be at most 255 characters'],
    [{ subject: 'sales' }, 'subject: Please select a subject'],
    [{ message: 'Too short' }, 'message: Message must be at least 10 characters'],
    [{ message: 'x'.repeat(1001) }, 'message: Message must be at most 1000 characters'],
  ])('refuses %j with a 400 naming the field', async (override, message) => {
    const response = await post({ ...valid, ...override });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'validation_failed', message } });
  });

  it.each([
    ['message', { message: 'Nice site <script>fetch("/steal")</script>' }],
    ['name', { name: '<img src=x onerror=alert(1)>' }],
  ])('refuses code-like content in the %s and keeps nothing', async (_, override) => {
    const before = await server.services.database.db.$count(contactMessages);
    const response = await post({ ...valid, ...override });

    expect(response.status).toBe(400);
    expect((await response.json()) as ErrorAnswer).toEqual({
      error: {
        code: 'unsafe_content',
        message: 'Your message contains code-like content we cannot accept. Please remove it and try again.',
      },
    });
    expect(await server.services.database.db.$count(contactMessages)).toBe(before);
  });

  it.each([
    ['a NUL character in the message', { message: 'Hello there,\u0000 a question about budgets' }],
    ['half a surrogate pair in the name', { name: 'Ana \ud800Traveller' }],
  ])('refuses %s with a 400 and keeps nothing', async (_, override) => {
    const before = await server.services.database.db.$count(contactMessages);
    const response = await post({ ...valid, ...override });

    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorAnswer).error.code).toBe('invalid_text');
    expect(await server.services.database.db.$count(contactMessages)).toBe(before);
  });

  it('lets one client send 5 messages in 10 minutes, then answers 429', async () => {
    const client = newClient();
    const firstSent = Date.now();
    for (let sent = 0; sent < 5; sent++) expect((await post(valid, client)).status).toBe(201);

    const refused = await post(valid, client);
    const refusedAt = Date.now();
    expect(refused.status).toBe(429);
    // What is left of the 10 minutes that began with the first message, however long the requests took.
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(Math.ceil((10 * 60_000 - (refusedAt - firstSent)) / 1000));
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(((await refused.json()) as ErrorAnswer).error).toEqual({
      code: 'rate_limited',
      message: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
    });
    expect((await post(valid)).status).toBe(201);
  });
});
