import { describe, expect, it } from 'vitest';
import { familyTrip } from '../../core/saved-search.fixtures';
import { viewDeal } from '../../core/results-view.fixtures';
import { formatMoney } from '../../core/formats';
import { watchMail, type WatchMailInput } from './watch-mail';

const money = (amount: number, locale: string) => formatMoney(amount, 'EUR', locale);

const search = { ...familyTrip, flightFromName: 'Belgrade', flightToName: 'Paris', budget: 1500 };

const input = (overrides: Partial<WatchMailInput> = {}): WatchMailInput => ({
  to: 'ana@example.com',
  language: 'en',
  search,
  news: { kind: 'first_fit', bestTotal: 1200 },
  deals: [viewDeal({ total: 1200, airline: 'LH' }), viewDeal({ total: 1350, hotelId: 'H2' })],
  history: [],
  siteUrl: 'https://tripfit.example.com',
  unsubscribeToken: 'id.signature',
  sampleData: false,
  ...overrides,
});

describe('watchMail', () => {
  it('lists the best deals with what is left of the budget, the results link and the unsubscribe link', () => {
    const mail = watchMail(input());
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Belgrade → Paris: flight + hotel within your budget from €1,200');
    expect(mail.text).toContain('1. Hotel H1 · Lufthansa · Dec 1 – Dec 8');
    expect(mail.text).toContain('Total €1,200 · €300 left of your budget');
    expect(mail.text).toContain('Total €1,350 · €150 left of your budget');
    expect(mail.text).toContain(
      'See all deals: https://tripfit.example.com/?from=BEG&fromName=Belgrade&to=CDG',
    );
    expect(mail.text).toContain('https://tripfit.example.com/unsubscribe?token=id.signature');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://tripfit.example.com/api/watches/unsubscribe?token=id.signature>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('says the prices are sample data when a side runs on the sandbox, and nothing of it when live', () => {
    const sample = watchMail(input({ sampleData: true }));
    expect(sample.text).toContain('Sample prices: this site runs on sample travel data.');
    expect(sample.html).toContain('Sample prices: this site runs on sample travel data.');
    const live = watchMail(input());
    expect(live.text).not.toContain('Sample prices');
    expect(live.html).not.toContain('Sample prices');
    expect(watchMail(input({ sampleData: true, language: 'de' })).text).toContain(
      'Beispielpreise: Diese Website nutzt Beispiel-Reisedaten.',
    );
  });

  it('measures the deals against the whole trip when the budget was saved per traveller', () => {
    // €600 for each of the three travellers: €1,800 for the trip; the link re-fills the form per traveller.
    const mail = watchMail(input({ search: { ...search, budget: 600, budgetPer: 'traveller' } }));
    expect(mail.text).toContain('Total €1,200 · €600 left of your budget');
    expect(mail.text).toContain('budget=600');
    expect(mail.text).toContain('per=traveller');
  });

  it('says how much cheaper the trip got since the last mail', () => {
    const mail = watchMail(input({ news: { kind: 'cheaper', bestTotal: 1200, previousTotal: 1320 } }));
    expect(mail.subject).toBe('Belgrade → Paris is now €1,200 (was €1,320)');
    expect(mail.text).toContain('the best deal now costs €1,200, €120 less than in our last mail (€1,320)');
  });

  it('escapes what people and providers wrote in the HTML, and keeps a typed line break out of the subject', () => {
    const mail = watchMail(
      input({
        search: { ...search, flightToName: 'Paris\r\nBcc: someone@example.com' },
        deals: [
          {
            ...viewDeal({ total: 1200 }),
            hotel: { ...viewDeal().hotel, name: '<img src=x onerror=alert(1)>' },
          },
        ],
      }),
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('writes in the language asked, right to left for Arabic, with that language’s number formats', () => {
    const german = watchMail(input({ language: 'de' }));
    expect(german.text.startsWith('Hallo,')).toBe(true);
    expect(german.subject).toContain('€1.200');
    const arabic = watchMail(input({ language: 'ar' }));
    expect(arabic.html).toMatch(/^<div lang="ar" dir="rtl">/);
  });

  describe('the trip’s own history', () => {
    // Nine checks, oldest first, the last one this check's: Nov 19 … Nov 27.
    const totals = [1400, 1380, null, 1350, 1320, null, 1290, 1250, 1200];
    const history = totals.map((bestTotal, index) => ({
      checkedAt: `2026-11-${String(19 + index).padStart(2, '0')}T06:00:00.000Z`,
      bestTotal,
    }));

    it('lists the latest seven checks newest first in both parts, saying when none fitted the budget', () => {
      const mail = watchMail(input({ history }));
      const lines = [
        'Nov 27: €1,200',
        'Nov 26: €1,250',
        'Nov 25: €1,290',
        'Nov 24: no deal within your budget',
        'Nov 23: €1,320',
        'Nov 22: €1,350',
        'Nov 21: no deal within your budget',
      ];
      expect(mail.text).toContain(
        ['Best total at each check', ...lines.map((line) => `- ${line}`)].join('\n'),
      );
      expect(mail.text).not.toContain('Nov 20');
      expect(mail.html).toContain(
        [
          '<p><strong>Best total at each check</strong></p>',
          '<ul>',
          ...lines.map((line) => `<li>${line}</li>`),
        ].join('\n'),
      );
      expect(mail.html).not.toContain('Nov 19');
    });

    it('writes the section in the mail’s language and its number formats', () => {
      const mail = watchMail(input({ language: 'ru', history: history.slice(-2) }));
      const lines = [`27 нояб.: ${money(1200, 'ru')}`, `26 нояб.: ${money(1250, 'ru')}`];
      expect(mail.text).toContain(
        ['Лучшая итоговая цена при каждой проверке', ...lines.map((l) => `- ${l}`)].join('\n'),
      );
      expect(mail.html).toContain('<p><strong>Лучшая итоговая цена при каждой проверке</strong></p>');
      expect(mail.html).toContain(`<li>${lines[0]}</li>`);
      const chinese = watchMail(input({ language: 'zh', history: history.slice(2, 3) }));
      expect(chinese.text).toContain('每次查询的最低总价\n- 11月21日：没有符合预算的优惠');
      expect(chinese.html).toContain('<li>11月21日：没有符合预算的优惠</li>');
    });

    it('leaves the section out before any check is recorded', () => {
      const mail = watchMail(input({ history: [] }));
      expect(mail.text).not.toContain('Best total at each check');
      expect(mail.html).not.toContain('Best total at each check');
    });
  });
});
