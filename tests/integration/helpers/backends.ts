import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Real servers to test against, when the machine has them (CI always does). */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

if (process.env.CI && (!testDatabaseUrl || !testRedisUrl)) {
  throw new Error('CI must export TEST_DATABASE_URL and TEST_REDIS_URL so both backends are tested.');
}

export interface Resource<T> {
  value: T;
  cleanup(): Promise<void>;
}

export async function createTempDir(): Promise<Resource<string>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tripfit-test-'));
  return { value: dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A database of its own on the test PostgreSQL server, dropped afterwards, so test files never collide. */
export async function createPostgresDatabase(): Promise<Resource<string>> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const base = new URL(testDatabaseUrl);
  const name = `${base.pathname.slice(1) || 'tripfit'}_${randomUUID().slice(0, 8)}`.replace(
    /[^a-z0-9_]/gi,
    '_',
  );
  await withAdminClient((client) => client.query(`create database "${name}"`));
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    value: url.toString(),
    cleanup: () =>
      withAdminClient((client) => client.query(`drop database if exists "${name}" with (force)`)).then(),
  };
}

/** Environment for one database backend: DATA_DIR always, DATABASE_URL for PostgreSQL. */
export interface DatabaseBackend {
  name: 'pglite' | 'postgres';
  setup(): Promise<Resource<Record<string, string>>>;
}

const pgliteBackend: DatabaseBackend = {
  name: 'pglite',
  setup: async () => {
    const dir = await createTempDir();
    return { value: { DATA_DIR: dir.value }, cleanup: dir.cleanup };
  },
};

const postgresBackend: DatabaseBackend = {
  name: 'postgres',
  setup: async () => {
    const dir = await createTempDir();
    const database = await createPostgresDatabase();
    return {
      value: { DATA_DIR: dir.value, DATABASE_URL: database.value },
      cleanup: async () => {
        await database.cleanup();
        await dir.cleanup();
      },
    };
  },
};

export const databaseBackends: DatabaseBackend[] = testDatabaseUrl
  ? [pgliteBackend, postgresBackend]
  : [pgliteBackend];
