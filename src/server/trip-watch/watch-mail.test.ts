import { describe, expect, it } from 'vitest';
import { familyTrip } from '../../core/saved-search.fixtures';
import { viewDeal } from '../../core/results-view.fixtures';
import { watchMail, type WatchMailInput } from './watch-mail';

const search = { ...familyTrip, flightFromName: 'Belgrade', flightToName: 'Paris', budget: 1500 };

const input = (overrides: Partial<WatchMailInput> = {}): WatchMailInput => ({
  to: 'ana@example.com',
  language: 'en',
  search,
  news: { kind: 'first_fit', bestTotal: 1200 },
  deals: [viewDeal({ total: 1200, airline: 'LH' }), viewDeal({ total: 1350, hotelId: 'H2' })],
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
});
