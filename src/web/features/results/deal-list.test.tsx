import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardTitles, listDeal, liveText, renderList } from './deal-list.test-helpers';

describe('DealList: sorting, grouping and Show more', () => {
  const deals = [
    listDeal({ hotel: 'Budget', airline: 'W6', total: 995.49, rating: 7.3, stops: 0 }),
    listDeal({ hotel: 'Budget', airline: 'U2', total: 1006.34, rating: 7.3, stops: 0, departs: '21:35' }),
    listDeal({ hotel: 'Budget', airline: 'LH', total: 980, rating: 7.3, stops: 1, departs: '05:30' }),
    listDeal({ hotel: 'Garden', airline: 'W6', total: 1418.85, rating: 7.7, stops: 0 }),
    listDeal({ hotel: 'Palace', airline: 'AF', total: 1210, rating: 9.2, stops: 1 }),
  ];

  it("opens on product.md's top best-value view, one card per hotel in the server's order", () => {
    renderList(deals);

    expect(screen.getByRole('heading', { level: 2, name: 'Top 10 Best Value Deals' })).toBeDefined();
    expect(screen.getByText('Sorted by best value: price, rating, flight time and stops')).toBeDefined();
    expect(screen.getByText('5 deals at 3 hotels fit your budget')).toBeDefined();
    const list = screen.getByRole('list', { name: 'Top 10 Best Value Deals' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(cardTitles()).toEqual(['Hotel Budget', 'Hotel Garden', 'Hotel Palace']);
    expect(liveText()).toBe('');
  });

  it('sorts with a labelled select and says what is shown', () => {
    renderList(deals);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    // A native select: arrow keys, type-ahead and the phone's own picker come with it.
    expect(sort.tagName).toBe('SELECT');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Best value', 'Cheapest total', 'Shortest flights', 'Best-rated hotel', 'Lowest CO₂']);

    fireEvent.change(sort, { target: { value: 'price' } });
    const heading = '3 hotels within your budget · sorted by cheapest total';
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeDefined();
    expect(screen.getByRole('list', { name: heading })).toBeDefined();
    expect(screen.queryByText('Sorted by best value: price, rating, flight time and stops')).toBeNull();
    // The hotel's cheapest flight becomes its card: LH at 980 beats W6 at 995.49.
    expect(cardTitles()).toEqual(['Hotel Budget', 'Hotel Palace', 'Hotel Garden']);
    expect(screen.getAllByRole('article')[0]?.textContent).toContain('€980');
    expect(liveText()).toBe(heading);

    fireEvent.change(sort, { target: { value: 'rating' } });
    expect(cardTitles()).toEqual(['Hotel Palace', 'Hotel Garden', 'Hotel Budget']);
  });

  it('keeps the sort and filters in the URL, so a reload or a shared link shows the same view', () => {
    const first = renderList(deals);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price' } });
    const aside = screen.getByRole('complementary');
    fireEvent.click(within(aside).getByRole('radio', { name: /^Direct only/ }));
    const shown = screen.getByTestId('location').textContent ?? '';
    expect(shown).toBe('/?from=BEG&sort=price&stops=direct');
    const titles = cardTitles();
    expect(titles).toEqual(['Hotel Budget', 'Hotel Garden']);
    first.unmount();

    // The shared link opens on the same view.
    renderList(deals, shown);
    expect(cardTitles()).toEqual(titles);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).value).toBe('price');
    expect(
      within(screen.getByRole('complementary')).getByRole<HTMLInputElement>('radio', { name: /^Direct only/ })
        .checked,
    ).toBe(true);
  });

  it('opens on the default view when the link names a sort or filter it does not know', () => {
    renderList(deals, '/?from=BEG&sort=cheapest&stops=nonstop&rating=11');
    expect(screen.getByRole('heading', { level: 2, name: 'Top 10 Best Value Deals' })).toBeDefined();
    expect(cardTitles()).toEqual(['Hotel Budget', 'Hotel Garden', 'Hotel Palace']);
  });

  it("puts a hotel's other flights under its card, behind an 'N more flight options' button", () => {
    renderList(deals);
    const [budgetCard] = screen.getAllByRole('listitem');
    if (!budgetCard) throw new Error('no card');
    const toggle = within(budgetCard).getByRole('button', { name: '2 more flight options' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /more flight options?$/ })).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'More flight options at Hotel Budget' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getByRole('list', { name: 'More flight options at Hotel Budget' });
    expect(toggle.getAttribute('aria-controls')).toBe(options.id);
    const rows = within(options).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^Airline easyJet.*Outbound.*Departs 21:35.*Arrives 16:05.*Direct.*Return.*€1,006\.34/,
      ),
      expect.stringMatching(/^Airline Lufthansa.*Departs 05:30.*1 stop.*€980/),
    ]);

    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Book Now' }));
    expect(screen.getByTestId('location').textContent).toMatch(/^\/booking-redirect\?/);
  });

  it('shows a one-way option once, without a return line', () => {
    renderList([
      listDeal({ hotel: 'Budget', oneWay: true }),
      listDeal({ hotel: 'Budget', oneWay: true, airline: 'AF', departs: '19:00' }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: '1 more flight option' }));
    const row = within(screen.getByRole('list', { name: 'More flight options at Hotel Budget' })).getByRole(
      'listitem',
    );
    expect(row.textContent).toContain('Outbound');
    expect(row.textContent).not.toContain('Return');
  });

  // A timeout of its own: 23 full cards (about 2,600 elements, a third of them the drawn hotel pictures) rendered
  // as the list grows, then 10 again after the sort: over a second of CPU for the first ten alone (React's
  // development build and happy-dom, no single part dominant), past 5 s on a busy machine.
  it('shows ten hotels, then ten more at a time, moving focus to the first one added', () => {
    const many = Array.from({ length: 23 }, (_, index) => listDeal({ hotel: `No ${index + 1}` }));
    renderList(many);
    // 23 full cards hold about a hundred buttons: a button by its text, not by every button's accessible name
    // (that search alone took seconds on a busy machine), and the select by its label.
    const moreButton = (text: string) => screen.getByText(text, { selector: 'button' });
    const cardCount = () => screen.getAllByRole('article').length;

    expect(cardCount()).toBe(10);
    expect(screen.getByText('Showing 10 of 23 hotels')).toBeDefined();
    fireEvent.click(moreButton('Show 10 more hotels'));
    expect(cardCount()).toBe(20);
    expect(document.activeElement?.querySelector('h3')?.textContent).toBe('Hotel No 11');

    fireEvent.click(moreButton('Show 3 more hotels'));
    expect(cardCount()).toBe(23);
    expect(document.activeElement?.querySelector('h3')?.textContent).toBe('Hotel No 21');
    expect(screen.queryByText(/^Show \d+ more hotels?$/, { selector: 'button' })).toBeNull();

    // A new sort starts again at the top ten.
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'duration' } });
    expect(cardCount()).toBe(10);
  }, 15_000);
});
