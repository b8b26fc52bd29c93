import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { HTTPException } from 'hono/http-exception';
import { requestId, type RequestIdVariables } from 'hono/request-id';
import { webDistFolder } from './app-root';
import { ApiError, errorBody, serviceUnavailable } from './http/api-error';
import { jsonBody, type JsonBodyVariables } from './http/json-body';
import { requestLog } from './http/request-log';
import { requestMetrics } from './http/request-metrics';
import { sameOriginOnly } from './http/same-origin';
import { unreachableStore } from './infra/store-health';
import { noReferrerOnPartnerHandOff, securityHeaders } from './http/security-headers';
import { mountSpa } from './http/spa';
import { trustedOriginsFor } from './http/trusted-origins';
import { accountRoutes } from './routes/account';
import { liteApiPhotoOrigins } from './travel/liteapi';
import { authRoutes } from './routes/auth';
import { clientErrorRoutes } from './routes/client-errors';
import { contactRoutes } from './routes/contact';
import { devOutboxRoutes } from './routes/dev-outbox';
import { exploreRoutes } from './routes/explore';
import { healthRoutes } from './routes/health';
import { locationRoutes } from './routes/locations';
import { metricsRoutes } from './routes/metrics';
import { openApiRoutes } from './routes/openapi';
import { profileRoutes } from './routes/profile';
import { publicConfigRoutes } from './routes/public-config';
import { savedSearchRoutes } from './routes/saved-searches';
import { searchRoutes } from './routes/search';
import { tripWatchRoutes } from './routes/trip-watches';
import type { Services } from './services';

export type AppEnv = { Variables: RequestIdVariables & JsonBodyVariables };

const MAX_BODY_BYTES = 64 * 1024;

export function createApp(services: Services, options: { webFolder?: string } = {}) {
  const { config, logger } = services;
  const production = config.NODE_ENV === 'production';
  const outbox = production ? undefined : services.mailer.outbox;
  const app = new Hono<AppEnv>();

  app.use(requestId({ headerName: 'x-request-id' }));
  app.use(requestLog(logger));
  app.use(requestMetrics(services.metrics));
  // JSON, HTML and text go out gzipped to clients that accept it; the built files are compressed ahead of time
  // (http/spa.ts), and the NDJSON search stream is not a compressible type here, so each event still leaves as
  // it is written.
  app.use(compress());
  // The sandbox draws its hotels; LiteAPI's photos come from its hosts unless HOTEL_PHOTO_ORIGINS names others.
  const photoOrigins =
    config.HOTEL_PHOTO_ORIGINS ?? (config.HOTEL_PROVIDER === 'liteapi' ? liteApiPhotoOrigins : []);
  app.use(noReferrerOnPartnerHandOff());
  app.use(securityHeaders(config.PUBLIC_URL, photoOrigins));

  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        c.json(errorBody('payload_too_large', `The request body exceeds ${MAX_BODY_BYTES} bytes.`), 413),
    }),
  );
  // Better Auth checks Origin on its own routes and reads its raw bodies itself.
  app.use(
    '/api/*',
    except('/api/auth/*', sameOriginOnly(trustedOriginsFor(config.PUBLIC_URL, production)), jsonBody()),
  );
  app.route('/api', authRoutes(services));
  app.route('/api', healthRoutes(services));
  app.route('/api', publicConfigRoutes(config, { devOutbox: Boolean(outbox) }));
  app.route('/api', locationRoutes(services));
  app.route('/api', searchRoutes(services));
  app.route('/api', exploreRoutes(services));
  app.route('/api', profileRoutes(services));
  app.route('/api', accountRoutes(services));
  app.route('/api', savedSearchRoutes(services));
  app.route('/api', tripWatchRoutes(services));
  app.route('/api', contactRoutes(services));
  app.route('/api', clientErrorRoutes(services));
  app.route('/api', openApiRoutes(app, config.PUBLIC_URL));
  if (outbox) app.route('/api', devOutboxRoutes(outbox));
  app.all('/api/*', (c) =>
    c.json(errorBody('not_found', `No API route for ${c.req.method} ${c.req.path}.`), 404),
  );

  app.route('/', metricsRoutes(services.metrics, config.METRICS_TOKEN));
  mountSpa(app, options.webFolder ?? webDistFolder);
  app.notFound((c) => c.json(errorBody('not_found', 'Not found.'), 404));

  app.onError(async (error, c) => {
    const answer = (known: ApiError) => {
      for (const [name, value] of Object.entries(known.headers)) c.header(name, value);
      return c.json(errorBody(known.code, known.message), known.status);
    };
    if (error instanceof ApiError) return answer(error);
    if (error instanceof HTTPException) {
      return c.json(errorBody('http_error', error.message || 'Request failed.'), error.status);
    }
    // During a database or Redis outage the failure is the outage: say so, and let readiness steer traffic away.
    const down = await unreachableStore(services);
    if (down) {
      logger.warn({ reqId: c.get('requestId'), store: down.name, reason: down.reason }, 'store unavailable');
      return answer(serviceUnavailable());
    }
    logger.error({ reqId: c.get('requestId'), err: error }, 'unhandled error');
    return c.json(errorBody('internal_error', 'Something went wrong on our side. Please try again.'), 500);
  });

  return app;
}
