import { airlineName } from '../../core/airlines';
import type { Deal } from '../../core/deal';
import { formatMoney, formatShortDate } from '../../core/formats';
import type { LanguageCode } from '../../core/languages';
import type { WatchCheckPoint } from '../../core/price-history';
import { savedSearchBudget, type SavedSearch } from '../../core/saved-search';
import { savedSearchQuery } from '../../core/saved-search-query';
import type { WatchNews } from '../../core/trip-watch';
import { escapeHtml } from '../infra/escape-html';
import type { MailMessage } from '../infra/mail-message';
import { watchMailTexts } from './mail-texts';
import { dateRange, fill, mailHtml, tripValues } from './mail-values';

/** How many of the latest checks the mail lists: a week of daily checks, short enough to read at a glance. */
export const mailHistoryLength = 7;

export interface WatchMailInput {
  to: string;
  language: LanguageCode;
  search: SavedSearch;
  news: WatchNews;
  /** The deals within the budget, cheapest first. */
  deals: readonly Deal[];
  /** The trip's checks, oldest first, this one last; the mail lists the latest `mailHistoryLength`, newest first. */
  history: readonly WatchCheckPoint[];
  /** The site's address (PUBLIC_URL), for the results and unsubscribe links. */
  siteUrl: string;
  unsubscribeToken: string;
  /** A side runs on the sandbox: the mail says its prices are sample data. */
  sampleData: boolean;
}

/**
 * The mail a check sends: what changed, the best deals (hotel, airline, dates, total, budget left), the search's
 * results link and a one-click unsubscribe (also as List-Unsubscribe for mail apps, RFC 8058). Plain text and
 * HTML; every value that came from a person or a provider is escaped in the HTML.
 */
export function watchMail(input: WatchMailInput): MailMessage {
  const texts = watchMailTexts[input.language];
  const locale = input.language;
  const { search, news } = input;
  const money = (amount: number) => formatMoney(amount, search.currency, locale);
  // The whole trip's budget, which the deals' totals are measured against.
  const budget = savedSearchBudget(search);
  const values = {
    ...tripValues(search, locale),
    budget: money(budget),
    total: money(news.bestTotal),
    previous: news.kind === 'cheaper' ? money(news.previousTotal) : '',
    drop: news.kind === 'cheaper' ? money(news.previousTotal - news.bestTotal) : '',
  };
  const subject = fill(news.kind === 'first_fit' ? texts.subjectFirst : texts.subjectCheaper, values);
  const intro = fill(news.kind === 'first_fit' ? texts.introFirst : texts.introCheaper, values);
  const resultsUrl = `${input.siteUrl}/?${savedSearchQuery(search)}`;
  const unsubscribeUrl = `${input.siteUrl}/unsubscribe?token=${encodeURIComponent(input.unsubscribeToken)}`;
  const oneClickUrl = `${input.siteUrl}/api/watches/unsubscribe?token=${encodeURIComponent(input.unsubscribeToken)}`;
  const deals = input.deals.map((deal) => ({
    title: [
      deal.hotel.name,
      airlineName(deal.flight.airlineCode) ?? deal.flight.airlineCode,
      dateRange(
        deal.flight.outbound.departureAt.slice(0, 10),
        search.isOneWay ? undefined : deal.flight.return.departureAt.slice(0, 10),
        locale,
      ),
    ].join(' · '),
    total: fill(texts.dealTotal, {
      total: money(deal.totalPrice),
      left: money(budget - deal.totalPrice),
    }),
  }));
  const history = input.history
    .slice(-mailHistoryLength)
    .reverse()
    .map((check) =>
      fill(texts.historyLine, {
        date: formatShortDate(check.checkedAt.slice(0, 10), locale),
        total: check.bestTotal === null ? texts.historyNoDeal : money(check.bestTotal),
      }),
    );

  const text = [
    texts.greeting,
    '',
    intro,
    '',
    ...deals.flatMap((deal, index) => [`${index + 1}. ${deal.title}`, `   ${deal.total}`]),
    '',
    ...(history.length > 0 ? [texts.historyTitle, ...history.map((line) => `- ${line}`), ''] : []),
    `${texts.openResults}: ${resultsUrl}`,
    '',
    texts.pricesChange,
    ...(input.sampleData ? [texts.sampleData] : []),
    '',
    texts.why,
    `${texts.unsubscribe}: ${unsubscribeUrl}`,
    '',
    'TripFit',
  ].join('\n');
  const html = mailHtml(input.language, [
    `<p>${escapeHtml(texts.greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<ol>',
    ...deals.map(
      (deal) => `<li><strong>${escapeHtml(deal.title)}</strong><br>${escapeHtml(deal.total)}</li>`,
    ),
    '</ol>',
    ...(history.length > 0
      ? [
          `<p><strong>${escapeHtml(texts.historyTitle)}</strong></p>`,
          '<ul>',
          ...history.map((line) => `<li>${escapeHtml(line)}</li>`),
          '</ul>',
        ]
      : []),
    `<p><a href="${escapeHtml(resultsUrl)}">${escapeHtml(texts.openResults)}</a></p>`,
    `<p>${escapeHtml(texts.pricesChange)}</p>`,
    ...(input.sampleData ? [`<p style="color:#475569">${escapeHtml(texts.sampleData)}</p>`] : []),
    `<p style="color:#64748b;font-size:13px">${escapeHtml(texts.why)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(texts.unsubscribe)}</a></p>`,
  ]);
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
