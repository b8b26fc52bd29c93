import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardTitles, listDeal, liveText, renderList } from './deal-list.test-helpers';

/** The sidebar's filters (the sheet's copy is only in the page while it is open). */
function sidebar() {
  return screen.getByRole('complementary', { name: 'Filters' });
}

/** A filter's choices with their hotel counts, as a screen reader hears them. */
function choices(legend: string): string[] {
  const group = within(sidebar()).getByRole('group', { name: legend });
  return [...group.querySelectorAll('input')].map((input) => input.getAttribute('aria-label') ?? '');
}

/** A checkbox in one of the sidebar's fieldsets. */
function checkbox(legend: string, name: RegExp) {
  const group = within(sidebar()).getByRole('group', { name: legend });
  return within(group).getByRole('checkbox', { name });
}

const deals = [
  listDeal({ hotel: 'Budget', airline: 'W6', stops: 0, departs: '05:55', rating: 7.3 }),
  listDeal({ hotel: 'Budget', airline: 'LH', stops: 1, departs: '14:20', rating: 7.3 }),
  listDeal({ hotel: 'Garden', airline: 'W6', stops: 0, departs: '21:10', rating: 7.7 }),
  listDeal({ hotel: 'Palace', airline: 'LH', stops: 1, departs: '10:15', rating: 9.2 }),
];

describe('DealList: filters', () => {
  it('labels every filter as a fieldset of choices with hotel counts', () => {
    renderList(deals);

    expect(within(sidebar()).getByRole('group', { name: 'Stops' })).toBeDefined();
    expect(choices('Stops')).toEqual([
      'Any number of stops (3 hotels)',
      'Direct only (2 hotels)',
      '1 stop at most (3 hotels)',
    ]);
    // One name per radio group: arrow keys move between its choices, Tab moves on to the next filter.
    const stopRadios = within(within(sidebar()).getByRole('group', { name: 'Stops' })).getAllByRole('radio');
    expect(new Set(stopRadios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    expect(within(sidebar()).getByRole('radio', { name: 'Direct only (2 hotels)' })).toBeDefined();
    expect(choices('Hotel rating')).toEqual([
      'Any rating (3 hotels)',
      '7+ Good (3 hotels)',
      '8+ Very Good (1 hotel)',
      '9+ Excellent (1 hotel)',
    ]);
    expect(choices('Airlines')).toEqual(['Lufthansa (2 hotels)', 'Wizz Air (2 hotels)']);
    expect(choices('Outbound departure')).toEqual([
      'Night 00:00–06:00 (1 hotel)',
      'Morning 06:00–12:00 (1 hotel)',
      'Afternoon 12:00–18:00 (1 hotel)',
      'Evening 18:00–24:00 (1 hotel)',
    ]);
    expect(within(sidebar()).getByRole('group', { name: 'Return departure' })).toBeDefined();
    // No hotel says whether it refunds, so the filter could only empty the page.
    expect(within(sidebar()).queryByRole('group', { name: 'Cancellation' })).toBeNull();
  });

  it('filters the cards and updates the other counts, announcing the new count politely', () => {
    renderList(deals);

    fireEvent.click(within(sidebar()).getByRole('radio', { name: 'Direct only (2 hotels)' }));
    expect(cardTitles()).toEqual(['Hotel Budget', 'Hotel Garden']);
    const heading = '2 hotels match your filters · sorted by best value';
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeDefined();
    expect(liveText()).toBe(heading);
    expect(choices('Airlines')).toEqual(['Lufthansa (0 hotels)', 'Wizz Air (2 hotels)']);
    // Budget's Lufthansa flight has a stop: only its Wizz Air flight is left, so no more options.
    expect(screen.queryByRole('button', { name: /more flight option/ })).toBeNull();

    fireEvent.click(checkbox('Outbound departure', /^Evening/));
    expect(cardTitles()).toEqual(['Hotel Garden']);
    expect(liveText()).toBe('1 hotel matches your filters · sorted by best value');
  });

  it('clears every filter, and says so only when there is something to clear', () => {
    renderList(deals);
    const clear = within(sidebar()).getByRole('button', { name: 'Clear filters' });
    expect(clear.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(within(sidebar()).getByRole('checkbox', { name: /^Lufthansa/ }));
    expect(cardTitles()).toEqual(['Hotel Budget', 'Hotel Palace']);
    expect(clear.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(clear);
    expect(cardTitles()).toEqual(['Hotel Budget', 'Hotel Garden', 'Hotel Palace']);
    expect(screen.getByRole('heading', { level: 2, name: 'Top 10 Best Value Deals' })).toBeDefined();
  });

  it('offers free cancellation only when some hotel says whether it refunds', () => {
    renderList([
      listDeal({ hotel: 'Budget', refundable: false }),
      listDeal({ hotel: 'Garden', refundable: true }),
      listDeal({ hotel: 'Palace' }),
    ]);
    fireEvent.click(within(sidebar()).getByRole('checkbox', { name: 'Free cancellation only (1 hotel)' }));
    expect(cardTitles()).toEqual(['Hotel Garden']);
  });

  it('offers no return times for one-way trips', () => {
    renderList([listDeal({ hotel: 'Budget', oneWay: true })]);
    expect(within(sidebar()).queryByRole('group', { name: 'Return departure' })).toBeNull();
  });

  it('names the filters to loosen when none is left, and removes one with a button', () => {
    renderList(deals);
    fireEvent.click(within(sidebar()).getByRole('radio', { name: '9+ Excellent (1 hotel)' }));
    fireEvent.click(within(sidebar()).getByRole('radio', { name: 'Direct only (0 hotels)' }));

    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(
      screen.getByRole('heading', { level: 3, name: 'No hotel matches all your filters' }),
    ).toBeDefined();
    expect(liveText()).toBe('No hotel matches all your filters');
    expect(screen.getByText('Remove one of these filters to see hotels again:')).toBeDefined();
    const remove = screen.getAllByRole('button', { name: /^Remove / }).map((button) => button.textContent);
    expect(remove).toEqual([
      'Remove Hotel rating: 9+ Excellent (2 hotels)',
      'Remove Stops: Direct only (1 hotel)',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Stops: Direct only (1 hotel)' }));
    expect(cardTitles()).toEqual(['Hotel Palace']);
    // The card and its button are gone: focus waits on the heading.
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: '1 hotel matches your filters · sorted by best value' }),
    );
  });

  it('says to clear the filters when no single one is to blame', () => {
    renderList(deals);
    // Any two of these leave nothing, so removing one alone does not help.
    fireEvent.click(within(sidebar()).getByRole('radio', { name: /^Direct only/ }));
    fireEvent.click(within(sidebar()).getByRole('radio', { name: /^9\+ Excellent/ }));
    fireEvent.click(checkbox('Outbound departure', /^Afternoon/));

    expect(screen.getByText(/No single filter is to blame/)).toBeDefined();
    expect(screen.queryAllByRole('button', { name: /^Remove / })).toEqual([]);
    const card = screen.getByText(/No single filter is to blame/).parentElement;
    if (!card) throw new Error('no card');
    fireEvent.click(within(card).getByRole('button', { name: 'Clear filters' }));
    expect(cardTitles()).toEqual(['Hotel Budget', 'Hotel Garden', 'Hotel Palace']);
  });

  it('opens the filters in a sheet from a Filters button on small screens; Escape closes it', async () => {
    renderList(deals);
    const open = screen.getByRole('button', { name: 'Filters' });
    expect(open.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Direct only (2 hotels)' }));
    expect(within(sheet).getByRole('button', { name: 'Show 2 hotels' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Filters (1 filter on)', hidden: true })).toBe(open);

    fireEvent.keyDown(document.activeElement ?? sheet, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open.getAttribute('aria-expanded')).toBe('false');
    // Radix hands focus back to the button once the sheet has gone.
    await waitFor(() => expect(document.activeElement).toBe(open));
    expect(cardTitles()).toEqual(['Hotel Budget', 'Hotel Garden']);
  });
});
