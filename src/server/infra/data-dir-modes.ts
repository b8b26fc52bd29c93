import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const OWNER_ONLY_FOLDER = 0o700;
const OWNER_ONLY_FILE = 0o600;

/** Modes other users could use: any group or other bit. */
const sharedBits = 0o077;

/**
 * Creates DATA_DIR readable by its owner only and tightens anything below it that other local users could read:
 * the embedded database's write-ahead log holds emails and password hashes. Returns the paths it tightened, so the
 * caller can say so. Links are left alone: they are not ours to follow.
 */
export function secureDataDir(dataDir: string): string[] {
  mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_FOLDER });
  const tightened: string[] = [];
  const visit = (entry: string) => {
    const stats = lstatSync(entry);
    if (stats.isSymbolicLink()) return;
    const wanted = stats.isDirectory() ? OWNER_ONLY_FOLDER : OWNER_ONLY_FILE;
    if ((stats.mode & sharedBits) !== 0) {
      chmodSync(entry, wanted);
      tightened.push(entry);
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    }
  };
  visit(dataDir);
  return tightened;
}
