import type { ExploreAnswer } from '../../core/explore';
import { observationKeyId } from '../../core/price-history';
import { exploreObservationKey, type ExploreKeyParts } from './observation-keys';
import type { PriceHistoryService } from './price-history-service';

/**
 * Records every destination an explore serves and gives those with enough history their verdict, from one
 * lookup for all of them; without the service, or when the lookup fails or is slow, the answer is unchanged.
 */
export async function exploreWithHistory(
  service: PriceHistoryService | undefined,
  answer: ExploreAnswer,
  query: ExploreKeyParts,
): Promise<ExploreAnswer> {
  if (!service || answer.destinations.length === 0) return answer;
  const trips = answer.destinations.map((destination) => ({
    destination,
    key: exploreObservationKey(query, destination),
    total: destination.totalPrice,
  }));
  service.recorder.record(
    trips.map(({ key, total }) => ({ ...key, total, currency: answer.currency, source: 'explore' })),
  );
  const verdicts = await service.forExplore(trips, answer.currency);
  if (verdicts.size === 0) return answer;
  return {
    ...answer,
    destinations: trips.map(({ destination, key }) => {
      const history = verdicts.get(observationKeyId(key));
      return history ? { ...destination, history } : destination;
    }),
  };
}
