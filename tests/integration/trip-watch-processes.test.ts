import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../src/core/saved-search';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp-server';
import { signedInUser, startAccountsServer } from './helpers/accounts';
import {
  createTempDir,
  databaseBackends,
  testDatabaseUrl,
  type DatabaseBackend,
  type Resource,
} from './helpers/backends';
import { savedSearchInput } from './helpers/saved-search-input';
import { collect, exitOf, startAlertsCheck } from './helpers/server-process';
import type { TestServer } from './helpers/test-server';

const postgres = databaseBackends.find((backend) => backend.name === 'postgres');
const pglite = databaseBackends.find((backend) => backend.name === 'pglite') as DatabaseBackend;
const WATCHES = 6;

interface PassLine {
  msg: string;
  queued: number;
  skipped: number;
  checked: number;
  mailed: number;
  failed: number;
}

describe.runIf(testDatabaseUrl && postgres)('npm run alerts:check, twice at once on one PostgreSQL', () => {
  let smtp: FakeSmtp;
  let server: TestServer;
  let databaseUrl: string;
  const folders: Resource<string>[] = [];
  const secret = randomBytes(32).toString('hex');
  const emails: string[] = [];

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    // The site (sign-ups, saved searches, watches) on a database both passes then share.
    server = await startAccountsServer(postgres as DatabaseBackend, {
      ALERTS_ENABLED: 'false',
      AUTH_SECRET: secret,
    });
    databaseUrl = server.services.config.DATABASE_URL ?? '';
    for (let index = 0; index < WATCHES; index++) {
      const { browser, user } = await signedInUser(server);
      const saved = await browser.request('/api/saved-searches', {
        json: savedSearchInput({ budget: 50_000, searchName: `Trip ${index}` }),
      });
      const { id } = (await saved.json()) as SavedSearch;
      const watched = await browser.request(`/api/saved-searches/${id}/watch`, {
        method: 'PUT',
        json: { watching: true, language: 'fr' },
      });
      expect(watched.status).toBe(200);
      emails.push(user.email);
    }
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await Promise.all(folders.map((folder) => folder.cleanup()));
  });

  /** Two passes started together, as two cron jobs on two machines; their summaries once both exit. */
  async function twoPassesAtOnce(): Promise<PassLine[]> {
    const runs = await Promise.all(
      [0, 1].map(async () => {
        const folder = await createTempDir();
        folders.push(folder);
        const child = startAlertsCheck({
          DATABASE_URL: databaseUrl,
          DATA_DIR: folder.value,
          AUTH_SECRET: secret,
          SMTP_URL: smtp.url,
          PUBLIC_URL: 'http://tripfit.test',
          ALERTS_CHECKS_PER_MINUTE: '600',
          LOG_LEVEL: 'info',
        });
        const output = collect(child.stdout);
        const errors = collect(child.stderr);
        const code = await exitOf(child);
        expect(code, errors()).toBe(0);
        return output();
      }),
    );
    return runs.map((output) => {
      const line = output
        .split('\n')
        .filter(Boolean)
        .map((text) => JSON.parse(text) as PassLine)
        .find((entry) => entry.msg === 'trip-watch pass finished');
      if (!line) throw new Error(`no pass summary in:\n${output}`);
      return line;
    });
  }

  it('checks and mails every watch exactly once between them, and nothing on the next pass', async () => {
    const first = await twoPassesAtOnce();
    const total = (key: keyof Omit<PassLine, 'msg'>, lines: PassLine[]) =>
      lines.reduce((sum, line) => sum + line[key], 0);
    expect(total('mailed', first)).toBe(WATCHES);
    expect(total('checked', first)).toBe(0);
    expect(total('failed', first)).toBe(0);
    expect(smtp.received).toHaveLength(WATCHES);
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([...emails].sort());
    // Real SMTP: the French mail, its one-click unsubscribe header, and both parts.
    // Long headers are folded onto continuation lines; unfolded, each is one line again.
    const raw = smtp.received[0]?.raw.replace(/\r\n[ \t]+/g, ' ') ?? '';
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/tripfit\.test\/api\/watches\/unsubscribe\?token=/m);
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('Bonjour');

    const second = await twoPassesAtOnce();
    expect(total('queued', second) + total('mailed', second) + total('checked', second)).toBe(0);
    expect(smtp.received).toHaveLength(WATCHES);
  }, 120_000);
});

describe('the server on the embedded database runs the same jobs itself', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startAccountsServer(pglite, { ALERTS_ENABLED: 'true' });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('works a queued check in its own process and mails from there', async () => {
    const { browser, user } = await signedInUser(server);
    const saved = await browser.request('/api/saved-searches', {
      json: savedSearchInput({ budget: 50_000 }),
    });
    const { id } = (await saved.json()) as SavedSearch;
    await browser.request(`/api/saved-searches/${id}/watch`, { method: 'PUT', json: { watching: true } });
    // What the five-minute schedule does; the server's own worker takes the job from there.
    expect(await server.services.tripWatches.queueDue()).toBe(1);
    let mails: { to: string; subject: string }[] = [];
    for (let attempt = 0; attempt < 100 && mails.length === 0; attempt++) {
      const { data } = (await (await server.fetch('/api/dev/outbox')).json()) as { data: typeof mails };
      mails = data.filter((mail) => mail.to === user.email && !/verify/i.test(mail.subject));
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(mails).toHaveLength(1);
    expect(await server.services.tripWatches.pendingChecks()).toBe(0);
  }, 60_000);
});
