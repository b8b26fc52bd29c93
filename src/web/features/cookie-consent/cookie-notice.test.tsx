import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieNotice, cookieNoticeDelayMs } from './cookie-notice';

function renderNotice() {
  render(
    <MemoryRouter>
      <CookieNotice />
    </MemoryRouter>,
  );
}

function waitOut(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('CookieNotice', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00.000Z') });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears only after 2 seconds, as a non-modal dialog linking to privacy and terms', async () => {
    renderNotice();
    waitOut(cookieNoticeDelayMs - 1);
    expect(screen.queryByRole('dialog')).toBeNull();

    waitOut(1);
    // Its chunk loads only now; vi.waitFor moves the fake clock on while it waits.
    const notice = await vi.waitFor(() => screen.getByRole('dialog', { name: 'Cookie Notice' }));
    expect(notice.getAttribute('aria-modal')).toBeNull();
    expect(notice.textContent).toContain('We value your privacy');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
  });

  it.each([
    ['Accept All', 'all'],
    ['Essential Only', 'essential'],
    ['Close', 'essential'],
  ])('%s stores "%s" with the date and hides the notice', async (button, stored) => {
    renderNotice();
    waitOut(cookieNoticeDelayMs);

    // The card's chunk loads once the delay is over; waiting for it moves the fake clock on a little.
    const choice = await vi.waitFor(() => screen.getByRole('button', { name: button }));
    const choiceTime = new Date().toISOString();
    fireEvent.click(choice);

    expect(localStorage.getItem('cookie-consent')).toBe(stored);
    expect(localStorage.getItem('cookie-consent-date')).toBe(choiceTime);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays hidden when a choice is already stored', () => {
    localStorage.setItem('cookie-consent', 'essential');
    renderNotice();
    waitOut(cookieNoticeDelayMs * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
