import type { LanguageCode } from '../../core/languages';
import { appPaths } from '../../core/routes';
import type { SavedSearchInput } from '../../core/saved-search';
import { escapeHtml } from '../infra/escape-html';
import type { MailMessage } from '../infra/mail-message';
import { watchMailTexts } from './mail-texts';
import { fill, mailHtml, tripValues } from './mail-values';
import { pausedWatchMailTexts } from './paused-watch-mail-texts';

export interface PausedWatchMailInput {
  to: string;
  language: LanguageCode;
  search: SavedSearchInput;
  /** The site's address (PUBLIC_URL), for the saved searches link. */
  siteUrl: string;
}

/**
 * The one mail a paused watch sends: which trip, that its checks failed for 3 days, why that usually happens, and
 * how to resume. No unsubscribe: nothing more comes about this trip unless its owner turns the watch on again.
 */
export function pausedWatchMail(input: PausedWatchMailInput): MailMessage {
  const texts = pausedWatchMailTexts[input.language];
  const { greeting } = watchMailTexts[input.language];
  const values = tripValues(input.search, input.language);
  const intro = fill(texts.intro, values);
  const savedSearchesUrl = `${input.siteUrl}${appPaths.savedSearches}`;
  const text = [
    greeting,
    '',
    intro,
    '',
    texts.reason,
    '',
    texts.resume,
    `${texts.openSavedSearches}: ${savedSearchesUrl}`,
    '',
    'TripFit',
  ].join('\n');
  const html = mailHtml(input.language, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(texts.reason)}</p>`,
    `<p>${escapeHtml(texts.resume)}</p>`,
    `<p><a href="${escapeHtml(savedSearchesUrl)}">${escapeHtml(texts.openSavedSearches)}</a></p>`,
  ]);
  return { to: input.to, subject: fill(texts.subject, values), text, html };
}
