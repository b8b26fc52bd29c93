import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DealCard } from './deal-card';
import { testDeal } from './deal.fixture';
import { cardTitles, listDeal, renderList } from './deal-list.test-helpers';
import de from '../../locales/de.json';
import en from '../../locales/en.json';

const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });
const distanceChoices = () =>
  [
    ...within(sidebar()).getByRole('group', { name: 'Distance from the centre' }).querySelectorAll('input'),
  ].map((input) => input.getAttribute('aria-label'));

describe("the hotel's distance from the centre", () => {
  it('shows it on the card, in the active language, and nothing when the hotel has no position', async () => {
    const { unmount } = render(
      <MemoryRouter>
        <DealCard deal={testDeal({ hotel: { distanceFromCentreKm: 1.2 } })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('1.2 km from the centre')).toBeDefined();
    unmount();

    const german = i18next.createInstance();
    await german.init({
      lng: 'de',
      fallbackLng: 'en',
      resources: { en: { translation: en }, de: { translation: de } },
    });
    const { unmount: unmountGerman } = render(
      <I18nextProvider i18n={german}>
        <MemoryRouter>
          <DealCard deal={testDeal({ hotel: { distanceFromCentreKm: 1.2 } })} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByText('1,2 km vom Zentrum')).toBeDefined();
    unmountGerman();

    render(
      <MemoryRouter>
        <DealCard deal={testDeal()} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/from the centre/)).toBeNull();
  });

  it('filters hotels within 1, 3 or 5 km, counts each choice and keeps the choice in the URL', () => {
    renderList([
      listDeal({ hotel: 'Central', distanceKm: 0.4 }),
      listDeal({ hotel: 'Garden', distanceKm: 2.8 }),
      listDeal({ hotel: 'Suburb', distanceKm: 9.1 }),
      listDeal({ hotel: 'Nowhere' }),
    ]);
    expect(distanceChoices()).toEqual([
      'Any distance (4 hotels)',
      'Within 1 km (1 hotel)',
      'Within 3 km (2 hotels)',
      'Within 5 km (2 hotels)',
    ]);

    fireEvent.click(within(sidebar()).getByRole('radio', { name: 'Within 3 km (2 hotels)' }));
    expect(cardTitles()).toEqual(['Hotel Central', 'Hotel Garden']);
    expect(screen.getByTestId('location').textContent).toBe('/?from=BEG&withinKm=3');
  });

  it('reads the filter from a shared link', () => {
    renderList(
      [listDeal({ hotel: 'Central', distanceKm: 0.4 }), listDeal({ hotel: 'Garden', distanceKm: 2.8 })],
      '/?from=BEG&withinKm=1',
    );
    expect(cardTitles()).toEqual(['Hotel Central']);
    expect(within(sidebar()).getByRole('radio', { name: 'Within 1 km (1 hotel)' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('offers no distance filter when no hotel has a position', () => {
    renderList([listDeal({ hotel: 'Nowhere' })]);
    expect(within(sidebar()).queryByRole('group', { name: 'Distance from the centre' })).toBeNull();
  });
});
