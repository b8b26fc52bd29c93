import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PopoverField } from './popover-field';

function renderField() {
  render(
    <PopoverField id="guests" label="Guests" summary="2 adults" icon={null}>
      <p>Counters</p>
    </PopoverField>,
  );
  return screen.getByRole('button', { name: 'Guests 2 adults' });
}

// The field's Radix popover loads on the visitor's first sign of interest; until then a look-alike stands in.
describe('PopoverField', () => {
  it('reads like the real trigger before the popover has loaded', () => {
    const standIn = renderField();

    expect(standIn.id).toBe('guests');
    expect(standIn.getAttribute('aria-haspopup')).toBe('dialog');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByLabelText('Guests')).toBe(standIn);
  });

  it('hands focus to the real trigger when the popover arrives while the field has focus', async () => {
    renderField().focus();

    // Radix's trigger carries its state; the stand-in does not.
    const trigger = await waitFor(() => {
      const button = screen.getByRole('button', { name: 'Guests 2 adults' });
      expect(button.dataset.state).toBe('closed');
      return button;
    });
    expect(document.activeElement).toBe(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens once loaded when clicked (or Enter) before the popover arrived', async () => {
    fireEvent.click(renderField());

    const panel = await screen.findByRole('dialog', { name: 'Guests' });
    expect(within(panel).getByText('Counters')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Guests 2 adults' }).getAttribute('aria-expanded')).toBe(
      'true',
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens once loaded when the popover arrives between the press and its release', async () => {
    // The release lands on the real trigger, so no click reaches either button.
    fireEvent.pointerDown(renderField(), { button: 0 });

    expect(await screen.findByRole('dialog', { name: 'Guests' })).toBeDefined();
  });

  it('stays closed when the field is only pointed at or pressed with another button', async () => {
    const standIn = renderField();
    fireEvent.pointerEnter(standIn);
    fireEvent.pointerDown(standIn, { button: 2 });

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Guests 2 adults' }).dataset.state).toBe('closed'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
