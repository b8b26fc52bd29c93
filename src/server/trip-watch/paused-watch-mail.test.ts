import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../core/languages';
import { familyTrip } from '../../core/saved-search.fixtures';
import { pausedWatchMail, type PausedWatchMailInput } from './paused-watch-mail';

const input = (overrides: Partial<PausedWatchMailInput> = {}): PausedWatchMailInput => ({
  to: 'ana@example.com',
  language: 'en',
  search: { ...familyTrip, flightFromName: 'Belgrade', flightToName: 'Paris' },
  siteUrl: 'https://tripfit.example.com',
  ...overrides,
});

describe('pausedWatchMail', () => {
  it('names the trip, says its checks failed for 3 days, and how to resume', () => {
    const mail = pausedWatchMail(input());
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Belgrade → Paris: we paused watching this trip');
    expect(mail.text).toContain(
      'We could not check the trip you watch, Belgrade → Paris (Jun 1 – Jun 8), for 3 days, so we have paused watching it.',
    );
    expect(mail.text).toContain('turn on “Watch this trip” on its card');
    expect(mail.text).toContain('Open your saved searches: https://tripfit.example.com/saved-searches');
    expect(mail.html).toContain('<a href="https://tripfit.example.com/saved-searches">');
    // Nothing more comes about this trip, so there is nothing to unsubscribe from.
    expect(mail.headers).toBeUndefined();
  });

  it('writes every language with the trip filled in, right to left for Arabic', () => {
    for (const language of languageCodes) {
      const mail = pausedWatchMail(input({ language }));
      expect(mail.subject, language).toMatch(/^\S+ → \S+/);
      expect(mail.text, language).not.toMatch(/\{\w+\}/);
      expect(mail.text, language).toContain('https://tripfit.example.com/saved-searches');
    }
    expect(pausedWatchMail(input({ language: 'ar' })).html).toMatch(/^<div lang="ar" dir="rtl">/);
    expect(pausedWatchMail(input({ language: 'de' })).subject).toBe(
      'Belgrad → Paris: Wir haben die Beobachtung dieser Reise pausiert',
    );
  });

  it("names the cities in the mail's language, and a place it does not know as the visitor typed it", () => {
    expect(pausedWatchMail(input({ language: 'ru' })).subject).toMatch(/^Белград → Париж: /);
    expect(pausedWatchMail(input({ language: 'ar' })).subject).toMatch(/^بلغراد → باريس: /);
    const unknown = { ...familyTrip, flightTo: 'ZZZ', flightToName: 'Somewhere (ZZZ)' };
    expect(pausedWatchMail(input({ search: unknown })).subject).toMatch(/^Belgrade → Somewhere \(ZZZ\): /);
  });

  it('escapes typed place names in the HTML and keeps line breaks out of the subject', () => {
    const mail = pausedWatchMail(
      input({ search: { ...familyTrip, flightToName: '<b>Paris</b>\r\nBcc: someone@example.com' } }),
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain('<b>Paris');
  });
});
