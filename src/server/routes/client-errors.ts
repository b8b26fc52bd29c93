import { Hono } from 'hono';
import { clientErrorReportSchema } from '../../core/api/client-errors';
import { readBody, type JsonBodyVariables } from '../http/json-body';
import { rateLimitPerClient } from '../http/rate-limit';
import { redactText } from '../infra/logger';
import { describeRoute } from '../openapi/describe-route';
import type { Services } from '../services';

/** A browser in a crash loop reports each render; a few a minute say as much as a hundred. */
const REPORTS_PER_MINUTE = 10;
const MAX_USER_AGENT = 300;

type ClientErrorServices = Pick<Services, 'config' | 'logger' | 'metrics' | 'rateLimiters'>;

/** POST /api/client-errors: a crash in a visitor's browser, logged with the request id so it is seen. */
export function clientErrorRoutes(services: ClientErrorServices) {
  const limiter = services.rateLimiters({
    name: 'client-errors',
    points: REPORTS_PER_MINUTE,
    durationSeconds: 60,
  });
  return new Hono<{ Variables: JsonBodyVariables & { requestId: string } }>().post(
    '/client-errors',
    describeRoute({
      operation: { path: '/api/client-errors', method: 'post' },
      operationId: 'reportClientError',
      summary: 'Report an error the web app could not render past (logged, counted, nothing answered)',
      description:
        `At most ${REPORTS_PER_MINUTE} reports a minute from one client; every field has a maximum length and ` +
        'no other field is taken. The User-Agent header is logged with it.',
      example: {
        body: {
          message: 'Cannot read properties of undefined (reading "totalPrice")',
          stack: 'TypeError: Cannot read properties of undefined\n    at DealCard (deal-card.tsx:42:17)',
          path: '/results?from=BEG&to=CDG',
        },
      },
      responses: { 204: { description: 'Logged' } },
      errors: [400, 429],
    }),
    rateLimitPerClient(limiter, services.config.TRUST_PROXY, 'Too many error reports. Please wait a minute.'),
    (c) => {
      const { message, stack, path, release } = readBody(c, clientErrorReportSchema);
      // A page's query or an error's text may hold a reset token or an address: masked as every log line's are.
      const clientError = {
        message: redactText(message),
        ...(stack === undefined ? {} : { stack: redactText(stack) }),
        path: redactText(path),
        ...(release === undefined ? {} : { release }),
        userAgent: (c.req.header('user-agent') ?? '').slice(0, MAX_USER_AGENT),
      };
      services.metrics.clientErrors.inc();
      services.logger.warn({ reqId: c.get('requestId'), clientError }, 'client error');
      return c.body(null, 204);
    },
  );
}
