import type { ExploreAnswer } from '../../core/explore';
import { placeCityName } from './sandbox/place-names';

/**
 * Explore's answer with its origin and destinations named in the visitor's language (sandbox/place-names.ts);
 * countries the page names itself. Codes are IATA's, the same for every provider.
 */
export function localizeExploreAnswer(answer: ExploreAnswer, language: string): ExploreAnswer {
  const named = <T extends { code: string; name: string }>(where: T): T => ({
    ...where,
    name: placeCityName(where.code, language) ?? where.name,
  });
  return { ...answer, origin: named(answer.origin), destinations: answer.destinations.map(named) };
}
