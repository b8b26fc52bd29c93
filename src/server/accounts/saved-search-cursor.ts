/**
 * Where a page of saved searches ended, handed to the client as an opaque cursor: the last search's creation time
 * to the microsecond (as PostgreSQL keeps it; a JS Date would cut it to milliseconds and repeat rows) and its id.
 */
export interface SavedSearchPosition {
  /** YYYY-MM-DDTHH:MM:SS.ffffffZ */
  createdAt: string;
  id: string;
}

const positionPattern =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{6})Z ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function encodeCursor(position: SavedSearchPosition): string {
  return Buffer.from(`${position.createdAt} ${position.id}`).toString('base64url');
}

/** The position a cursor stands for, or undefined when it is not one `encodeCursor` could have made. */
export function decodeCursor(cursor: string): SavedSearchPosition | undefined {
  const match = positionPattern.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return undefined;
  const [, seconds = '', micros = '', id = ''] = match;
  // A real instant from year 1 on: anything else would be an error from PostgreSQL rather than a 400.
  const instant = new Date(`${seconds}Z`);
  const real = !Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(seconds);
  return real && instant.getUTCFullYear() >= 1 ? { createdAt: `${seconds}.${micros}Z`, id } : undefined;
}
