import { textBeforeParenthesis } from '../../core/search-form/fuzzy-sync';
import type { SearchParams } from '../../core/search-params';
import type { LocationProvider } from './port';

/** The typed stay names no place we know; the search stops rather than guess another city. */
export class StayNotFoundError extends Error {
  readonly code = 'stay_not_found';
  constructor(readonly where: string) {
    super(`We could not find “${where}”. Please choose the city for your stay from the suggestions.`);
    this.name = 'StayNotFoundError';
  }
}

const comparable = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').trim();

/**
 * Where the hotels are searched: the city chosen in the stay field; the flight's destination when the field is
 * empty or names it (the form fills it with the destination's city); otherwise the best place the typed text
 * finds. A city that was typed and never chosen (“Marseille”) is never replaced by the destination (Lyon).
 */
export async function resolveStayCity(
  params: Pick<SearchParams, 'where' | 'whereCode' | 'to' | 'toName'>,
  locations: LocationProvider,
  signal: AbortSignal,
): Promise<string> {
  if (params.whereCode) return params.whereCode;
  const typed = comparable(textBeforeParenthesis(params.where));
  if (!typed || typed === comparable(textBeforeParenthesis(params.toName))) return params.to;
  // 'Paris' for CDG: the destination airport's own city, as the form fills the field.
  const destination = (await locations.searchLocations(params.to, signal)).find(
    (location) => location.iataCode === params.to,
  );
  if (destination && comparable(destination.address.cityName) === typed) return params.to;
  const [best] = await locations.searchLocations(textBeforeParenthesis(params.where), signal);
  if (!best) throw new StayNotFoundError(textBeforeParenthesis(params.where));
  return best.iataCode;
}
