import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from './site-footer';

function renderFooter() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SiteFooter', () => {
  const fetchConfig = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchConfig.mockResolvedValue(Response.json({ supportEmail: 'support@tripfit.app' }));
    vi.stubGlobal('fetch', fetchConfig);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchConfig.mockReset();
  });

  it('shows the support mailbox from /api/config as a mailto link', async () => {
    renderFooter();

    const mailbox = await screen.findByRole('link', { name: 'support@tripfit.app' });
    expect(mailbox.getAttribute('href')).toBe('mailto:support@tripfit.app');
    expect(fetchConfig).toHaveBeenCalledWith('/api/config', expect.anything());
    expect(screen.getByText('Belgrade, Serbia')).toBeDefined();
  });

  it('links the company and legal pages and states the partner-booking rule', () => {
    renderFooter();

    const links = {
      'About Us': '/about',
      Contact: '/contact',
      'Terms of Service': '/terms',
      'Privacy Policy': '/privacy',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(screen.getByText(`© ${new Date().getFullYear()} TripFit. All rights reserved.`)).toBeDefined();
    expect(screen.getByText('All bookings made through partner sites.')).toBeDefined();
  });
});
