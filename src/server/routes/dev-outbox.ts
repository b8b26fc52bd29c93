import { Hono } from 'hono';
import type { MailOutbox } from '../infra/mail-outbox';

/** Outside production, with no SMTP server: the mail TripFit would have sent, newest first, links included. */
export function devOutboxRoutes(outbox: MailOutbox) {
  return new Hono().get('/dev/outbox', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: outbox.list() });
  });
}
