import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSearchForm } from './search-form.test-helpers';

/** Opens a popover field; its panel (Radix) loads on the first click, hence the wait. */
async function openPopover(name: RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
  return within(await screen.findByRole('dialog'));
}

function clickTimes(button: HTMLElement, times: number) {
  for (let click = 0; click < times; click += 1) fireEvent.click(button);
}

function counterValue(panel: ReturnType<typeof within>, label: string): string {
  return panel.getByRole('group', { name: label }).querySelector('output')?.textContent ?? '';
}

const isBlocked = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';

describe('travellers popover', () => {
  it('caps adults at 9, children at 8 and both together at 9', async () => {
    renderSearchForm();
    const panel = await openPopover(/^Travelers/);
    const addAdult = panel.getByRole('button', { name: 'Add an adult' });
    const addChild = panel.getByRole('button', { name: 'Add a child' });
    const removeAdult = panel.getByRole('button', { name: 'Remove an adult' });
    const removeChild = panel.getByRole('button', { name: 'Remove a child' });

    expect(panel.getByText('18+')).toBeDefined();
    expect(panel.getByText('0–17')).toBeDefined();
    expect(panel.getByText('Total travelers: 1 (max 9)')).toBeDefined();
    expect(isBlocked(removeAdult)).toBe(true);
    expect(isBlocked(removeChild)).toBe(true);

    clickTimes(addChild, 10);
    expect(counterValue(panel, 'Children')).toBe('8');
    expect(isBlocked(addChild)).toBe(true);
    expect(isBlocked(addAdult)).toBe(true);
    expect(panel.getByText('Total travelers: 9 (max 9)')).toBeDefined();

    clickTimes(removeChild, 3);
    clickTimes(addAdult, 10);
    expect(counterValue(panel, 'Adults')).toBe('4');
    expect(counterValue(panel, 'Children')).toBe('5');
    expect(isBlocked(addAdult)).toBe(true);

    clickTimes(removeChild, 5);
    clickTimes(addAdult, 10);
    expect(counterValue(panel, 'Adults')).toBe('9');
    expect(isBlocked(addAdult)).toBe(true);
    expect(isBlocked(addChild)).toBe(true);
    expect(panel.getByText('Total travelers: 9 (max 9)')).toBeDefined();
  });

  it('keeps focus on a button that reaches its limit', async () => {
    renderSearchForm();
    const panel = await openPopover(/^Travelers/);
    const removeAdult = panel.getByRole('button', { name: 'Remove an adult' });

    expect(removeAdult.hasAttribute('disabled')).toBe(false);
    fireEvent.click(removeAdult);
    expect(counterValue(panel, 'Adults')).toBe('1');
  });

  it('closes with its Done button and sums up the travellers', async () => {
    renderSearchForm();
    const panel = await openPopover(/^Travelers/);
    fireEvent.click(panel.getByRole('button', { name: 'Add an adult' }));
    fireEvent.click(panel.getByRole('button', { name: 'Add a child' }));

    fireEvent.click(panel.getByRole('button', { name: 'Done' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Travelers 2 adults, 1 child' })).toBeDefined();
  });
});

describe('guests and rooms popover', () => {
  // A timeout of its own: 67 clicks, each re-rendering the whole search form as a click in the browser does (about
  // 25 ms of CPU in React's development build, no single part of it dominant), past 5 s on a busy machine.
  it('caps adults at 30, children at 10 and rooms at 8', async () => {
    renderSearchForm();
    const panel = await openPopover(/^Guests and rooms/);

    clickTimes(panel.getByRole('button', { name: 'Add an adult' }), 35);
    clickTimes(panel.getByRole('button', { name: 'Add a child' }), 12);
    clickTimes(panel.getByRole('button', { name: 'Add a room' }), 10);

    expect(counterValue(panel, 'Adults')).toBe('30');
    expect(counterValue(panel, 'Children')).toBe('10');
    expect(counterValue(panel, 'Rooms')).toBe('8');
    for (const name of ['Add an adult', 'Add a child', 'Add a room']) {
      expect(isBlocked(panel.getByRole('button', { name }))).toBe(true);
    }
    clickTimes(panel.getByRole('button', { name: 'Remove a room' }), 10);
    expect(counterValue(panel, 'Rooms')).toBe('1');
    expect(isBlocked(panel.getByRole('button', { name: 'Remove a room' }))).toBe(true);
  }, 15_000);

  it('warns as soon as a room holds more than 4 guests, and stops once a room is added', async () => {
    renderSearchForm();
    const panel = await openPopover(/^Guests and rooms/);
    const warning = 'A room holds at most 4 guests. Please add a room or change the guests.';

    clickTimes(panel.getByRole('button', { name: 'Add an adult' }), 3);
    expect(panel.queryByText(warning)).toBeNull();
    fireEvent.click(panel.getByRole('button', { name: 'Add an adult' }));
    expect(panel.getByRole('alert').textContent).toBe(warning);
    fireEvent.click(panel.getByRole('button', { name: 'Add a room' }));
    expect(panel.queryByText(warning)).toBeNull();
  });

  it('asks one age (0–17) per child, unchosen until picked, and drops the last age', async () => {
    renderSearchForm();
    const panel = await openPopover(/^Guests and rooms/);
    expect(panel.queryByRole('group', { name: 'Ages of children at check-out' })).toBeNull();

    clickTimes(panel.getByRole('button', { name: 'Add a child' }), 2);
    const ages = within(panel.getByRole('group', { name: 'Ages of children at check-out' }));
    const firstAge = ages.getByLabelText('Child 1');
    expect(ages.getAllByRole('combobox')).toHaveLength(2);
    expect(
      within(firstAge)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Age', ...Array.from({ length: 18 }, (_, age) => String(age))]);
    // No age is guessed: the select starts on its disabled 'Age' placeholder.
    expect((ages.getByLabelText('Child 2') as HTMLSelectElement).value).toBe('');

    fireEvent.change(firstAge, { target: { value: '7' } });
    fireEvent.change(ages.getByLabelText('Child 2'), { target: { value: '12' } });
    fireEvent.click(panel.getByRole('button', { name: 'Remove a child' }));

    expect(ages.queryByLabelText('Child 2')).toBeNull();
    expect((ages.getByLabelText('Child 1') as HTMLSelectElement).value).toBe('7');
  });
});
