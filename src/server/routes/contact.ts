import { Hono } from 'hono';
import { contactMessageSchema } from '../../core/contact';
import { containsScriptInjection } from '../../core/script-injection';
import { contactEmail } from '../contact/contact-email';
import { storeContactMessage } from '../contact/store-contact-message';
import { ApiError } from '../http/api-error';
import { readBody, type JsonBodyVariables } from '../http/json-body';
import { rateLimitPerClient } from '../http/rate-limit';
import { describeRoute } from '../openapi/describe-route';
import type { Services } from '../services';

/** A person writes a few messages at most; this stops one client flooding support's mailbox. */
const MESSAGES_PER_WINDOW = 5;
const WINDOW_SECONDS = 10 * 60;

type ContactServices = Pick<Services, 'config' | 'database' | 'mailer' | 'rateLimiters'>;

/** POST /api/contact (product.md §5): checked again here, kept in contact_messages and mailed to support. */
export function contactRoutes(services: ContactServices) {
  const limiter = services.rateLimiters({
    name: 'contact',
    points: MESSAGES_PER_WINDOW,
    durationSeconds: WINDOW_SECONDS,
  });
  return new Hono<{ Variables: JsonBodyVariables }>().post(
    '/contact',
    describeRoute({
      operation: { path: '/api/contact', method: 'post' },
      operationId: 'sendContactMessage',
      summary: 'Send a message to support (stored and mailed)',
      example: {
        body: {
          name: 'Ana Petrović',
          email: 'ana@example.com',
          subject: 'general',
          message: 'Do the totals include the hotel’s city tax?',
        },
      },
      responses: { 201: { description: 'Sent' } },
      errors: [400, 403, 429],
    }),
    rateLimitPerClient(
      limiter,
      services.config.TRUST_PROXY,
      'You have sent several messages in a short time. Please wait a few minutes and try again.',
    ),
    async (c) => {
      const contact = readBody(c, contactMessageSchema);
      if ([contact.name, contact.message].some(containsScriptInjection)) {
        throw new ApiError(
          400,
          'unsafe_content',
          'Your message contains code-like content we cannot accept. Please remove it and try again.',
        );
      }
      await storeContactMessage(services.database.db, contact);
      await services.mailer.send(contactEmail(services.config.SUPPORT_EMAIL, contact));
      return c.json({ ok: true }, 201);
    },
  );
}
