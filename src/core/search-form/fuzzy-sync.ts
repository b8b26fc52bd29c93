/**
 * The destination-to-accommodation fuzzy sync of product.md §4: when a flight destination is chosen, how well the
 * current accommodation location matches it decides whether the location is overwritten and whether the form
 * shows 'Auto-synced from flight destination (N% match)'.
 */

/** Confidence from which the accommodation location is overwritten with the destination. */
export const overwriteConfidence = 0.85;
/** Confidence from which a similarity counts at all, and from which the auto-sync hint shows. */
export const hintConfidence = 0.7;
const containedConfidence = 0.9;
const cleanedContainedConfidence = 0.85;
const maxCleanedWords = 2;

/** Words that name the kind of place rather than the place (product.md §4 plus their common variants). */
const placeKindWords = new Set([
  'airport',
  'airports',
  'international',
  'intl',
  "int'l",
  'municipal',
  'regional',
  'field',
  'airfield',
  'aerodrome',
  'airstrip',
  'heliport',
  'base',
  'terminal',
]);

function normalize(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** 'Paris Charles de Gaulle Airport (CDG)' → 'Paris Charles de Gaulle Airport'. */
export function textBeforeParenthesis(name: string): string {
  return (name.split('(')[0] ?? '').trim();
}

const placeWords = (name: string) =>
  name.split(/\s+/).filter((word) => word && !placeKindWords.has(word.toLowerCase().replace(/[.,;:]+$/, '')));

/** Drops place-kind words and keeps at most two words: 'London Heathrow Airport' → 'London Heathrow'. */
export function cleanDestination(destination: string): string {
  return placeWords(destination).slice(0, maxCleanedWords).join(' ');
}

/**
 * The whole place a destination names, place-kind words dropped: 'Frankfurt am Main Airport' → 'Frankfurt am
 * Main'. For a destination named by its city (Explore's links), where product.md's two words would cut the city.
 */
export function destinationPlace(destination: string): string {
  return placeWords(destination).join(' ');
}

function levenshteinDistance(left: string, right: string): number {
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= right.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (left[i - 1] === right[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[right.length] ?? 0;
}

/**
 * Normalised Levenshtein similarity of the lowercase texts: 1 − edits ÷ length of the longer text, so 1 is the
 * same text and 0 shares nothing. Chosen because it scores typos and small spelling variants ('Belgrad',
 * 'Beograd') high, is symmetric, and gives product.md §4.6's thresholds a plain sense: 0.7 allows 3 edits in 10.
 */
export function similarity(left: string, right: string): number {
  const a = normalize(left);
  const b = normalize(right);
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : (longer - levenshteinDistance(a, b)) / longer;
}

/**
 * How confident we are that `location` already names the destination `destinationName` ('Name (CODE)'), in the
 * order product.md §4 lists the rules; the first that applies wins: exact match of the cleaned destination 1;
 * similarity to it at least 0.7 its value; the destination contains the location 0.9; the cleaned destination
 * contains it 0.85; otherwise 0.
 */
export function destinationConfidence(destinationName: string, location: string): number {
  const destination = normalize(textBeforeParenthesis(destinationName));
  const cleaned = normalize(cleanDestination(destination));
  const current = normalize(location);
  if (!current || !cleaned) return 0;
  if (current === cleaned) return 1;
  const similar = similarity(cleaned, current);
  if (similar >= hintConfidence) return similar;
  if (destination.includes(current)) return containedConfidence;
  if (cleaned.includes(current)) return cleanedContainedConfidence;
  return 0;
}

export function showsSyncHint(confidence: number): boolean {
  return confidence >= hintConfidence;
}

export interface AccommodationSync {
  /** The accommodation location after the sync. */
  location: string;
  confidence: number;
}

/**
 * What the accommodation location becomes when the flight destination `destinationName` is chosen, or null when
 * it stays as it is and is no longer in sync.
 * - An empty location takes the cleaned destination.
 * - Confidence ≥ 0.85 overwrites it with the cleaned destination; 0.7 to 0.85 keeps the text but counts as synced.
 * - Below 0.7, a location the sync itself wrote keeps following (Paris → London must not leave 'Paris' behind),
 *   while text from elsewhere, such as a Search Again prefill, is left alone.
 */
export function syncAccommodationLocation(
  destinationName: string,
  location: string,
  locationIsSynced: boolean,
  /**
   * The chosen destination's city ('Paris' for 'Charles de Gaulle International Airport (CDG)'). When known, the
   * stay follows the city itself: product.md's cleaning of an airport name can leave a fragment ('Charles de').
   */
  cityName = '',
): AccommodationSync | null {
  const city = cityName.trim();
  const target = city || cleanDestination(textBeforeParenthesis(destinationName));
  if (!target) return null;
  if (!normalize(location)) return { location: target, confidence: 1 };
  const confidence = destinationConfidence(city || destinationName, location);
  if (confidence >= overwriteConfidence) return { location: target, confidence };
  if (confidence >= hintConfidence) return { location, confidence };
  return locationIsSynced ? { location: target, confidence: 1 } : null;
}
