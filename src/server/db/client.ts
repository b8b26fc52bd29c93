import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../app-root';
import { OwnerOnlyNodeFS } from './owner-only-node-fs';
import * as schema from './schema';

/** One query API whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Applies pending migrations; safe to run again and from several instances at once. */
  migrate(): Promise<void>;
  /**
   * Runs `setup` while no other instance runs its own (or its migrations): for schema set up by another tool,
   * such as the job queue's, whose first creation two instances starting together must not race.
   */
  exclusively<T>(setup: () => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Plain SQL for the job queue (pg-boss), on the same connections as everything else: text without values may
   * hold several statements, and then the rows of every statement come back in order (pg-boss 12 reads an
   * advisory lock's row ahead of the rows it claims in one text).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/** Serialises concurrent migrations from several instances on one PostgreSQL (any fixed number works). */
const MIGRATION_LOCK_ID = 72_617_001;

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Database {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

const everyStatementsRows = (results: readonly { rows: unknown[] }[]) => ({
  rows: results.flatMap((result) => result.rows),
});

const pgliteFolder = (dataDir: string) => path.resolve(dataDir, 'pglite');

function openPglite(dataDir: string): Database {
  const directory = pgliteFolder(dataDir);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const client = new PGlite({ fs: new OwnerOnlyNodeFS(directory) });
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process holds the embedded database (DATA_DIR's lock): nobody to wait for.
    exclusively: (setup) => setup(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      // Only exec takes several statements.
      return everyStatementsRows(await client.exec(text));
    },
    close: () => client.close(),
  };
}

/** Runs `run` holding the migration lock on one of the pool's connections (given to `run`, which may ignore it). */
async function withMigrationLock<T>(pool: pg.Pool, run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    return await run(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}

function openPostgres(databaseUrl: string): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
  });
  // A client losing its connection must not crash the process: an idle one reports on the pool, a checked-out
  // one (inside a transaction, between queries) on itself. Its query fails and the next one reconnects.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    migrate: () =>
      withMigrationLock(pool, (client) =>
        migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder }),
      ),
    exclusively: (setup) => withMigrationLock(pool, setup),
    ping: async () => {
      await pool.query('select 1');
    },
    // node-postgres answers a text of several statements with one result per statement.
    executeSql: async (text, values) => {
      const answer: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      return Array.isArray(answer) ? everyStatementsRows(answer) : answer;
    },
    close: () => pool.end(),
  };
}
