import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('fills the form from navigation state, then clears that state from history', async () => {
    const router = createMemoryRouter([{ path: '/', Component: HomePage }], {
      initialEntries: [
        {
          pathname: '/',
          state: {
            prefillSearch: {
              budget: '1200',
              currency: 'EUR',
              flightFrom: 'BEG',
              flightFromName: 'Belgrade Nikola Tesla Airport (BEG)',
              flightTo: 'CDG',
              flightToName: 'Charles de Gaulle International Airport (CDG)',
            },
          },
        },
      ],
    });
    render(<RouterProvider router={router} />);

    expect(screen.getByLabelText<HTMLInputElement>('Total budget').value).toBe('1200');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'From' }).value).toBe(
      'Belgrade Nikola Tesla Airport (BEG)',
    );
    await waitFor(() => expect(router.state.location.state).toBeNull());
    // The form keeps what it was given after the state left history.
    expect(screen.getByLabelText<HTMLInputElement>('Total budget').value).toBe('1200');
  });

  it('starts empty without navigation state', () => {
    const router = createMemoryRouter([{ path: '/', Component: HomePage }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByLabelText<HTMLInputElement>('Total budget').value).toBe('');
    expect(
      screen.getByText('Enter your budget and travel preferences above to discover amazing deals'),
    ).toBeDefined();
  });
});
