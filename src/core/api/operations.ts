import type { z } from 'zod';
import { createExploreParamsSchema } from '../explore-params';
import { contactMessageSchema } from '../contact';
import { profileUpdateSchema } from '../profile';
import { createSavedSearchInputSchema } from '../saved-search';
import { createSearchParamsSchema } from '../search-params';
import { dataExportSchema, deleteAccountSchema, profileSchema } from './account';
import { clientErrorReportSchema } from './client-errors';
import { contactSentSchema } from './contact';
import { devOutboxSchema } from './dev-outbox';
import { exploreAnswerSchema } from './explore';
import { healthAnswerSchema, readyAnswerSchema } from './health';
import {
  locationMatchesSchema,
  locationsQuerySchema,
  popularPlacesQuerySchema,
  popularPlacesSchema,
} from './locations';
import { openApiDocumentSchema } from './openapi';
import { publicConfigSchema } from './public-config';
import { savedSearchPageQuerySchema, savedSearchPageSchema, savedSearchSchema } from './saved-searches';
import { dateGridSchema, searchResultSchema } from './search';
import {
  unsubscribeAnswerSchema,
  unsubscribeQuerySchema,
  unsubscribeSchema,
  unsubscribeTripSchema,
  watchedTripsSchema,
  watchToggleSchema,
} from './trip-watches';

/** A zod schema, or the function that builds it for a date (the search schemas' date rules). */
export type SchemaSource = z.core.$ZodType | ((today: string) => z.core.$ZodType);

/** What one operation takes and answers on success: the shapes both the server's routes and the web's calls use. */
export interface OperationShapes {
  /** An object schema of the query string's parameters. */
  query?: SchemaSource;
  /** The JSON body. */
  body?: SchemaSource;
  /** The body may be left out (its values may come in the query instead). */
  bodyOptional?: true;
  /** The JSON of the success; none when it has no body or is not JSON to read (a 204, a download's text). */
  answer?: SchemaSource;
}

/**
 * Every operation of the API (Better Auth's /api/auth/* aside) by path and method, paths as OpenAPI writes them.
 * The routes declare these same schemas (tests/integration/openapi.test.ts checks each is the one named here),
 * and the web's calls are typed from them (web/lib/api-call-types.ts), so a shape is declared once, in zod.
 */
export const apiOperations = {
  '/api/health': { get: { answer: healthAnswerSchema } },
  '/api/ready': { get: { answer: readyAnswerSchema } },
  '/api/config': { get: { answer: publicConfigSchema } },
  '/api/locations/popular': { get: { query: popularPlacesQuerySchema, answer: popularPlacesSchema } },
  '/api/locations': { get: { query: locationsQuerySchema, answer: locationMatchesSchema } },
  '/api/search': { post: { body: createSearchParamsSchema, answer: searchResultSchema } },
  '/api/search/date-grid': { post: { body: createSearchParamsSchema, answer: dateGridSchema } },
  '/api/explore': { get: { query: createExploreParamsSchema, answer: exploreAnswerSchema } },
  '/api/profile': {
    get: { answer: profileSchema },
    put: { body: profileUpdateSchema, answer: profileSchema },
  },
  '/api/profile/export': { get: { answer: dataExportSchema } },
  '/api/account': { delete: { body: deleteAccountSchema } },
  '/api/saved-searches': {
    get: { query: savedSearchPageQuerySchema, answer: savedSearchPageSchema },
    post: { body: createSavedSearchInputSchema, answer: savedSearchSchema },
  },
  '/api/saved-searches/{id}': { delete: {} },
  '/api/saved-searches/{id}/watch': { put: { body: watchToggleSchema, answer: savedSearchSchema } },
  '/api/watches': { get: { answer: watchedTripsSchema } },
  '/api/watches/unsubscribe': {
    get: { query: unsubscribeSchema, answer: unsubscribeTripSchema },
    post: {
      query: unsubscribeQuerySchema,
      body: unsubscribeSchema,
      bodyOptional: true,
      answer: unsubscribeAnswerSchema,
    },
  },
  '/api/contact': { post: { body: contactMessageSchema, answer: contactSentSchema } },
  '/api/client-errors': { post: { body: clientErrorReportSchema } },
  '/api/openapi.json': { get: { answer: openApiDocumentSchema } },
  '/api/dev/outbox': { get: { answer: devOutboxSchema } },
  '/metrics': { get: {} },
} as const satisfies Record<string, Partial<Record<'get' | 'put' | 'post' | 'delete', OperationShapes>>>;

export type ApiOperations = typeof apiOperations;
