import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header';

describe('SiteHeader', () => {
  it('links the TripFit logo home and offers sign-in', () => {
    render(
      <MemoryRouter initialEntries={['/about']}>
        <SiteHeader />
      </MemoryRouter>,
    );

    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('link', { name: 'TripFit' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
  });
});
