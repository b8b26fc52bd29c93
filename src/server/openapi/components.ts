import { dataExportSchema, deleteAccountSchema, profileSchema } from '../../core/api/account';
import { clientErrorReportSchema } from '../../core/api/client-errors';
import { contactSentSchema } from '../../core/api/contact';
import { dealSchema } from '../../core/api/deal';
import { devOutboxSchema } from '../../core/api/dev-outbox';
import { errorBodySchema } from '../../core/api/error-body';
import { exploreAnswerSchema } from '../../core/api/explore';
import { healthAnswerSchema, readyAnswerSchema } from '../../core/api/health';
import { locationMatchesSchema, locationSchema, popularPlacesSchema } from '../../core/api/locations';
import { openApiDocumentSchema } from '../../core/api/openapi';
import { publicConfigSchema } from '../../core/api/public-config';
import { savedSearchPageSchema, savedSearchSchema } from '../../core/api/saved-searches';
import { dateGridSchema, searchEventSchema, searchResultSchema } from '../../core/api/search';
import {
  unsubscribeAnswerSchema,
  unsubscribeSchema,
  unsubscribeTripSchema,
  watchedTripsSchema,
  watchToggleSchema,
} from '../../core/api/trip-watches';
import { contactMessageSchema } from '../../core/contact';
import { profileUpdateSchema } from '../../core/profile';
import { createSavedSearchInputSchema } from '../../core/saved-search';
import { createSearchParamsSchema } from '../../core/search-params';
import type { SchemaSource } from './describe-route';

/*
 * The document's named shapes (#/components/schemas/<name>). Every body and JSON answer a route declares is one
 * of them, and a shape nested in another (a Deal in a SearchResult) appears there as a $ref to its name.
 */

/** What clients send, as they may send it (defaults may be left out). */
export const requestShapes = {
  SearchRequest: createSearchParamsSchema,
  SavedSearchInput: createSavedSearchInputSchema,
  ProfileUpdate: profileUpdateSchema,
  ContactMessage: contactMessageSchema,
  DeleteAccount: deleteAccountSchema,
  WatchToggle: watchToggleSchema,
  Unsubscribe: unsubscribeSchema,
  ClientErrorReport: clientErrorReportSchema,
} satisfies Record<string, SchemaSource>;

/** What the server answers. */
export const answerShapes = {
  Error: errorBodySchema,
  HealthAnswer: healthAnswerSchema,
  ReadyAnswer: readyAnswerSchema,
  OpenApiDocument: openApiDocumentSchema,
  DevOutbox: devOutboxSchema,
  ContactSent: contactSentSchema,
  DataExport: dataExportSchema,
  PublicConfig: publicConfigSchema,
  Location: locationSchema,
  LocationMatches: locationMatchesSchema,
  PopularPlaces: popularPlacesSchema,
  Deal: dealSchema,
  SearchResult: searchResultSchema,
  SearchEvent: searchEventSchema,
  DateGrid: dateGridSchema,
  ExploreAnswer: exploreAnswerSchema,
  Profile: profileSchema,
  SavedSearch: savedSearchSchema,
  SavedSearchPage: savedSearchPageSchema,
  WatchedTrips: watchedTripsSchema,
  UnsubscribeAnswer: unsubscribeAnswerSchema,
  UnsubscribeTrip: unsubscribeTripSchema,
} satisfies Record<string, SchemaSource>;
