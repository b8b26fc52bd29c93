import { formatShortDate } from '../../core/formats';
import { languages, type LanguageCode } from '../../core/languages';
import type { SavedSearchInput } from '../../core/saved-search';
import { placeCityName } from '../travel/sandbox/place-names';

/** Fills a mail text's `{name}` marks with values already formatted for the mail's language. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A place name as one line: typed names go into the subject, where a line break would start a header. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ');

/** A trip's dates as the mail writes them: 'Jun 1 – Jun 8', or one date one way. */
export const dateRange = (from: string, to: string | undefined, locale: string) =>
  to ? `${formatShortDate(from, locale)} – ${formatShortDate(to, locale)}` : formatShortDate(from, locale);

/** The city a code names in the mail's language; what the visitor typed where the code is no known place. */
const placeName = (code: string, typed: string, locale: string) =>
  placeCityName(code, locale) ?? (typed || code);

/** 'Belgrade → Paris' ('Белград → Париж') and the trip's dates, for a mail about a saved search. */
export function tripValues(search: SavedSearchInput, locale: string): { route: string; dates: string } {
  return {
    route: oneLine(
      `${placeName(search.flightFrom, search.flightFromName, locale)} → ${placeName(search.flightTo, search.flightToName, locale)}`,
    ),
    dates: dateRange(search.departureDate, search.isOneWay ? undefined : search.returnDate, locale),
  };
}

/**
 * A mail's HTML part: its blocks (already HTML) in one that carries the language and its direction (right to
 * left for Arabic), signed TripFit.
 */
export function mailHtml(language: LanguageCode, blocks: readonly string[]): string {
  const rtl = languages.some((entry) => entry.code === language && entry.dir === 'rtl');
  return [`<div lang="${language}"${rtl ? ' dir="rtl"' : ''}>`, ...blocks, '<p>TripFit</p>', '</div>'].join(
    '\n',
  );
}
