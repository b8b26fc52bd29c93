/**
 * Long-haul non-stops that the size rules of nonstop-rules.ts would not give (a flag carrier's long-haul from an
 * airport that is neither a hub nor among the world's busiest), each with its source. Still subject to the bans
 * and to who is based at either end (carrier-bases.ts); only the carriers named fly it.
 */
export interface KnownNonStop {
  from: string;
  to: string;
  carriers: readonly string[];
  source: string;
}

export const knownNonStops: readonly KnownNonStop[] = [
  {
    from: 'BEG',
    to: 'JFK',
    carriers: ['JU'],
    source: 'https://en.wikipedia.org/wiki/List_of_Air_Serbia_destinations',
  },
  {
    from: 'BEG',
    to: 'YYZ',
    carriers: ['JU'],
    source:
      'https://www.aerotelegraph.com/ticker/air-serbia-kuendigt-fluege-nach-toronto-und-zu-fuenf-neuen-europazielen-an/jyhgzlp',
  },
];

const carriersByPair: ReadonlyMap<string, readonly string[]> = new Map(
  knownNonStops.flatMap(({ from, to, carriers }) => [
    [`${from}-${to}`, carriers],
    [`${to}-${from}`, carriers],
  ]),
);

/** The carriers of a known non-stop between these airports, if it is one. */
export const knownNonStopCarriers = (from: string, to: string): readonly string[] | undefined =>
  carriersByPair.get(`${from}-${to}`);
