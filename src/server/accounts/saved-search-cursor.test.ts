import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './saved-search-cursor';

const position = { createdAt: '2030-03-10T12:34:56.123456Z', id: '0b6c1f3e-6f3c-4a57-9d35-2f5a4b8c9d01' };
const cursorOf = (text: string) => Buffer.from(text).toString('base64url');

describe('saved-search cursors', () => {
  it('give back the position they were made from, microseconds included', () => {
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeCursor(cursor)).toEqual(position);
  });

  it.each([
    ['empty', ''],
    ['not base64url of a position', 'nonsense'],
    ['milliseconds only', cursorOf('2030-03-10T12:34:56.123Z 0b6c1f3e-6f3c-4a57-9d35-2f5a4b8c9d01')],
    ['an impossible date', cursorOf('2030-02-30T12:34:56.123456Z 0b6c1f3e-6f3c-4a57-9d35-2f5a4b8c9d01')],
    ['an impossible time', cursorOf('2030-03-10T25:00:00.000000Z 0b6c1f3e-6f3c-4a57-9d35-2f5a4b8c9d01')],
    ['year 0000', cursorOf('0000-01-01T00:00:00.000000Z 0b6c1f3e-6f3c-4a57-9d35-2f5a4b8c9d01')],
    ['no uuid', cursorOf('2030-03-10T12:34:56.123456Z 1')],
    ['anything after it', cursorOf(`${position.createdAt} ${position.id} or 1=1`)],
  ])('refuse %s', (_label, cursor) => {
    expect(decodeCursor(cursor)).toBeUndefined();
  });
});
