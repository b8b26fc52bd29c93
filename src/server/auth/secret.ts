import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SECRET_FILE_NAME = 'auth-secret';

/**
 * The secret that signs sessions: AUTH_SECRET when set, otherwise one generated on first start into
 * DATA_DIR/auth-secret (readable by the owner only) and read back on every later start, so sessions survive
 * restarts with no setup.
 */
export function resolveAuthSecret(options: { authSecret?: string; dataDir: string }): string {
  if (options.authSecret) return options.authSecret;
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(options.dataDir, SECRET_FILE_NAME);
  try {
    // 'wx' fails when the file exists, so two processes starting together keep the first one's secret.
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} must hold a secret of at least 32 characters`);
  return secret;
}
