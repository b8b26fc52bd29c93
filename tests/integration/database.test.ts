import { once } from 'node:events';
import type { Pool } from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { contactMessages } from '../../src/server/db/schema';
import { startTcpProxy } from '../support/tcp-proxy';
import { createPostgresDatabase, databaseBackends, testDatabaseUrl, type Resource } from './helpers/backends';
import { startTestServer } from './helpers/test-server';

describe.each(databaseBackends)('database on $name', (backend) => {
  let resources: Resource<Record<string, string>> | undefined;
  afterEach(async () => {
    await resources?.cleanup();
    resources = undefined;
  });

  async function open() {
    resources ??= await backend.setup();
    return openDatabase({
      databaseUrl: resources.value.DATABASE_URL,
      dataDir: resources.value.DATA_DIR ?? '',
    });
  }

  it('applies the migrations twice, and concurrently, without error', async () => {
    const first = await open();
    const second = await open();
    try {
      await first.migrate();
      await Promise.all([first.migrate(), backend.name === 'postgres' ? second.migrate() : first.migrate()]);
      const rows = await first.db.select().from(contactMessages);
      expect(rows).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('keeps data across a restart', async () => {
    const before = await open();
    await before.migrate();
    await before.db.insert(contactMessages).values({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'general',
      message: 'Hello from a test',
    });
    await before.close();

    const after = await open();
    try {
      await after.migrate();
      const rows = await after.db.select().from(contactMessages);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: 'Ana', email: 'ana@example.com', message: 'Hello from a test' });
      expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    } finally {
      await after.close();
    }
  });

  it('answers plain SQL of several statements with the rows of every one, in order', async () => {
    const database = await open();
    try {
      const { rows } = await database.executeSql('select 1 as first; select 2 as second, 3 as third; commit');
      expect(rows).toEqual([{ first: 1 }, { second: 2, third: 3 }]);
    } finally {
      await database.close();
    }
  });

  it('turns readiness red with a reason when the database goes away', async () => {
    const server = await startTestServer(backend);
    try {
      expect((await server.fetch('/api/ready')).status).toBe(200);
      await server.services.database.close();
      const response = await server.fetch('/api/ready');
      expect(response.status).toBe(503);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('not_ready');
      expect(body.error.message).toMatch(/^database unreachable: .+/);
      expect((await server.fetch('/api/health')).status).toBe(200);
    } finally {
      await server.stop().catch(() => undefined);
    }
  });
});

describe.runIf(testDatabaseUrl)('a PostgreSQL connection lost while checked out', () => {
  it('fails what used it and leaves the process running', async () => {
    const database = await createPostgresDatabase();
    const target = new URL(database.value);
    const proxy = await startTcpProxy(target.hostname, Number(target.port) || 5432);
    target.host = proxy.address;
    const opened = openDatabase({ databaseUrl: target.toString(), dataDir: '' });
    try {
      // Held as a transaction holds it between two queries, e.g. while a password is being hashed.
      const pool = (opened.db as unknown as { $client: Pool }).$client;
      const client = await pool.connect();
      await client.query('select 1');
      proxy.cut();
      // The client reports the reset as an 'error' event before its socket closes; without a listener that
      // would be an uncaught exception here (and kills a real server).
      const { stream } = (client as unknown as { connection: { stream: NodeJS.EventEmitter } }).connection;
      await once(stream, 'close');
      await expect(client.query('select 1')).rejects.toThrow();
      client.release(true);
    } finally {
      await opened.close();
      await proxy.close();
      await database.cleanup();
    }
  });
});
