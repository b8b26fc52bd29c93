import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubApi } from '../features/auth/session.test-helpers';
import { AboutPage } from './about-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

function renderPage(element: ReactElement) {
  stubApi(null, { 'GET /api/config': () => json({ supportEmail: 'help@tripfit.test' }) });
  renderRoutes([{ path: '/', element }]);
}

const headings = (level: number) =>
  screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);

describe('static pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('About shows every section, the steps and values, and links to Contact', () => {
    renderPage(<AboutPage />);

    expect(headings(1)).toEqual(['About TripFit']);
    expect(headings(2)).toEqual([
      'What We Do',
      'How It Works',
      'What We Stand For',
      'Our Technology',
      'Our Mission',
      'Questions or ideas?',
      'TripFit is a search platform',
    ]);
    expect(headings(3)).toEqual([
      'Tell us your budget',
      'Choose destination and dates',
      'See matching flights and hotels',
      'Book directly with partners',
      'Budget First',
      'Time Saving',
      'Transparent',
      'Global Access',
    ]);
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
  });

  it('Terms shows the notice, the date, each section, the acknowledgment and Back to Home', () => {
    renderPage(<TermsPage />);

    expect(headings(1)).toEqual(['Terms of Service']);
    expect(screen.getByText('Last updated: January 24, 2025')).toBeDefined();
    expect(headings(2)).toEqual([
      'Important Notice',
      'Service Description',
      'No Warranties',
      'Limitation of Liability',
      'Contact Information',
    ]);
    expect(screen.getByText(/you acknowledge that you have read/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('Privacy shows the rights summary, the date, each section and Back to Home', () => {
    renderPage(<PrivacyPage />);

    expect(headings(1)).toEqual(['Privacy Policy']);
    expect(screen.getByText('Last updated: January 24, 2025')).toBeDefined();
    expect(headings(2)).toEqual([
      'Your Privacy Rights',
      'Information We Collect',
      'How We Use Your Information',
      'Data Security',
      'Your Rights Under GDPR',
      'Contact Us',
    ]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Access the personal data we hold about you',
      'Correct inaccurate information in your profile',
      'Delete your account and the data linked to it',
      'Opt out of analytics',
      'Manage your cookie preferences',
      'Export your data in a portable format',
    ]);
    expect(screen.getByText('We respond to every privacy request within 30 days.')).toBeDefined();
    expect(screen.getByText(/in the Privacy section of your profile/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});
