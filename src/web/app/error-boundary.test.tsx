import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('ErrorBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the error in place of what failed, and leaves the rest standing', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <header>TripFit</header>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </>,
    );

    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeDefined();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeDefined();
    expect(screen.getByRole('banner').textContent).toBe('TripFit');
    // React reports the error the boundary caught, naming the component that threw.
    expect(consoleError).toHaveBeenCalledExactlyOnceWith(
      expect.any(String),
      expect.objectContaining({ message: 'Failed to fetch dynamically imported module' }),
      'The above error occurred in the <Broken> component.',
      expect.any(String),
    );
  });
});
