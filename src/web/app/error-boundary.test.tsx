import { render, screen } from '@testing-library/react';
import { getI18n } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fr from '../locales/fr.json';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

function renderBroken() {
  return render(
    <>
      <header>TripFit</header>
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>
    </>,
  );
}

describe('ErrorBoundary', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  const sent = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
  beforeEach(() => {
    // React logs the error the boundary caught; the test reads it below rather than let it fill the output.
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sent.mockClear();
    vi.stubGlobal('fetch', sent);
    window.history.replaceState(null, '', '/results?from=BEG&to=CDG');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await getI18n().changeLanguage('en');
  });

  it('says so in plain words with a way out, leaves the rest standing, and shows no raw error', () => {
    renderBroken();

    expect(screen.getByRole('heading', { name: 'Something went wrong on this page' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    expect(screen.getByRole('banner').textContent).toBe('TripFit');
    // React reports the error the boundary caught, naming the component that threw.
    expect(consoleError).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ message: 'Failed to fetch dynamically imported module' }),
      'The above error occurred in the <Broken> component.',
      expect.any(String),
    );
  });

  it('speaks the visitor’s language', async () => {
    getI18n().addResourceBundle('fr', 'translation', fr);
    await getI18n().changeLanguage('fr');
    renderBroken();

    expect(screen.getByRole('heading', { name: fr.errorBoundary.title })).toBeDefined();
    expect(screen.getByRole('button', { name: fr.errorBoundary.reload })).toBeDefined();
    expect(screen.getByRole('link', { name: fr.errorBoundary.home })).toBeDefined();
  });

  it('reports the error to the server once, with the page it happened on', () => {
    const { rerender } = renderBroken();
    rerender(
      <>
        <header>TripFit</header>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </>,
    );

    expect(sent).toHaveBeenCalledOnce();
    const [url, init] = sent.mock.calls[0] ?? [];
    expect(url).toBe('/api/client-errors');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      message: 'Failed to fetch dynamically imported module',
      stack: expect.stringContaining('Broken'),
      path: '/results?from=BEG&to=CDG',
    });
  });
});
