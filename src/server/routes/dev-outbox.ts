import { Hono } from 'hono';
import { isLoopbackClient } from '../http/client-ip';
import type { MailOutbox } from '../infra/mail-outbox';
import { describeRoute } from '../openapi/describe-route';

/**
 * Outside production, with no SMTP server: the mail TripFit would have sent, newest first, links included.
 * Password-reset links open accounts, so only this machine (by socket address) sees them.
 */
export function devOutboxRoutes(outbox: MailOutbox) {
  return new Hono().get(
    '/dev/outbox',
    describeRoute({
      operation: { path: '/api/dev/outbox', method: 'get' },
      operationId: 'listDevOutbox',
      summary: 'Outside production: the mail TripFit would have sent, newest first (this machine only)',
      responses: { 200: { description: 'The mail' } },
      errors: [404],
    }),
    async (c, next) => {
      // To anyone else the route does not exist: the API's catch-all answers 404.
      if (!isLoopbackClient(c)) return next();
      c.header('Cache-Control', 'no-store');
      return c.json({ data: outbox.list() });
    },
  );
}
