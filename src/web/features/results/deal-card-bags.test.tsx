import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Deal } from '../../../core/deal';
import type { PricedBags } from '../../../core/travel-data';
import { DealCard } from './deal-card';
import { testDeal } from './deal.fixture';
import en from '../../locales/en.json';
import pl from '../../locales/pl.json';

function renderCard(deal: Deal) {
  render(
    <MemoryRouter>
      <DealCard deal={deal} />
    </MemoryRouter>,
  );
}

const withBags = (bags: PricedBags) => testDeal({ flight: { bags } });

/** The line under the flight price (the card has no trip summary here, so none says whom it covers). */
const underFlightPrice = () =>
  screen.getByText('Flights', { selector: 'span' }).parentElement?.nextElementSibling?.textContent;

describe('DealCard: the bags in the flight price', () => {
  it('says which bags the flight price includes and what they cost', () => {
    renderCard(withBags({ choice: 'checked', count: 2, amount: 70, known: true }));
    expect(underFlightPrice()).toBe('incl. 2 checked bags · €70');
  });

  it('says one bag in the singular', () => {
    renderCard(withBags({ choice: 'cabin', count: 1, amount: 12.5, known: true }));
    expect(underFlightPrice()).toBe('incl. 1 cabin bag · €12.50');
  });

  it('says in Why this deal when the fare includes the bags, leaving the line under the price to the fare terms', () => {
    renderCard(withBags({ choice: 'cabin', count: 3, amount: 0, known: true }));
    // Once, in Why this deal: under the flight price the fare terms already name the bags the fare includes.
    expect(screen.getAllByText('Cabin bags included')).toHaveLength(1);
    expect(underFlightPrice()).not.toBe('Cabin bags included');
  });

  it('calmly says to check when the airline gave no bag price', () => {
    renderCard(withBags({ choice: 'checked', count: 2, amount: 0, known: false }));
    const [note] = screen.getAllByText('Bag prices not given by the airline — check before booking');
    expect(note?.className).not.toMatch(/red|amber/);
    expect(underFlightPrice()).toBe(note?.textContent);
  });

  it('says nothing of personal items every fare includes, and nothing without a bag note', () => {
    renderCard(withBags({ choice: 'personal', count: 2, amount: 0, known: true }));
    renderCard(testDeal());
    expect(screen.queryByText(/^incl\. |^(Cabin|Checked) bags included$|^Bag prices/)).toBeNull();
  });

  it('repeats the bags in Why this deal, whose price part scores the total with them', () => {
    renderCard(withBags({ choice: 'checked', count: 4, amount: 140, known: true }));
    const why = screen.getByText('Why this deal').closest('details');
    expect(why?.textContent).toContain('incl. 4 checked bags · €140');
  });

  it('uses the language’s plural forms', async () => {
    const polish = i18next.createInstance();
    await polish.init({
      lng: 'pl',
      fallbackLng: 'en',
      resources: { en: { translation: en }, pl: { translation: pl } },
    });
    const deal = withBags({ choice: 'checked', count: 5, amount: 140, known: true });
    render(
      <I18nextProvider i18n={polish}>
        <MemoryRouter>
          <DealCard deal={deal} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getAllByText(/^w tym 5 bagaży rejestrowanych · /).length).toBeGreaterThan(0);
  });
});
