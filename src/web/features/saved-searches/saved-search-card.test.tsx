import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedSearch } from '../../../core/saved-search';
import { renderRoutes, signedIn, stubApi } from '../auth/session.test-helpers';
import { SavedSearchCard } from './saved-search-card';
import { familyTrip, soloOneWay } from '../../../core/saved-search.fixtures';

function renderCard(search: SavedSearch) {
  renderRoutes([{ path: '/profile', element: <SavedSearchCard search={search} /> }], '/profile');
  return screen.getByRole('article');
}

describe('SavedSearchCard', () => {
  beforeEach(() => stubApi(signedIn));
  afterEach(() => vi.unstubAllGlobals());

  it('shows a round trip: route title, budget, both dates, the stay, counts and the saved date', () => {
    const card = renderCard(familyTrip);

    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(
      'Belgrade Nikola Tesla Airport (BEG) → Paris Charles de Gaulle Airport (CDG)',
    );
    expect(card.textContent).toContain('€2,500');
    expect(within(card).getByText('BEG → CDG')).toBeDefined();
    expect(within(card).getByText('Jun 1, 2099 – Jun 8, 2099', { exact: false })).toBeDefined();
    expect(within(card).getByText('Paris')).toBeDefined();
    expect(within(card).getByText('Jun 1 – Jun 8', { exact: false })).toBeDefined();
    expect(within(card).getByText('2 adults · 1 child · 1 room')).toBeDefined();
    expect(within(card).getByText('Saved May 10, 2099')).toBeDefined();
    expect(within(card).getByRole('button', { name: 'Search Again' })).toBeDefined();
  });

  it('says when the budget was typed per traveller', () => {
    const card = renderCard({ ...familyTrip, budget: 500, budgetPer: 'traveller' });
    expect(within(card).getByText('€500 per traveller')).toBeDefined();
  });

  it('shows the name as title, no return date one-way, and leaves out children when there are none', () => {
    const card = renderCard(soloOneWay);

    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Lisbon getaway');
    expect(card.textContent).toContain('$1,234.5');
    expect(within(card).getByText('Jun 1, 2099 · One-way', { exact: false })).toBeDefined();
    expect(within(card).getByText('Jun 1 – Jun 2', { exact: false })).toBeDefined();
    expect(within(card).getByText('1 adult · 2 rooms')).toBeDefined();
    expect(card.textContent).not.toMatch(/child/);
  });

  it('hides a return date that a one-way search still carries', () => {
    const card = renderCard({ ...familyTrip, isOneWay: true });

    expect(within(card).getByText('Jun 1, 2099 · One-way', { exact: false })).toBeDefined();
    expect(card.textContent).not.toContain('Jun 8, 2099');
  });

  it('counts several children in the plural', () => {
    const card = renderCard({ ...familyTrip, flightAdults: 1, flightChildren: 3, rooms: 2 });

    expect(within(card).getByText('1 adult · 3 children · 2 rooms')).toBeDefined();
  });
});
