import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderRoutes, stubApi, type ApiCall } from '../features/auth/session.test-helpers';
import { ContactPage } from './contact-page';

type Handler = (call: ApiCall) => Response | Promise<Response>;

function renderContact(contact: Handler = () => json({ ok: true }, 201)) {
  const api = stubApi(null, {
    'GET /api/config': () => json({ supportEmail: 'help@tripfit.test' }),
    'POST /api/contact': contact,
  });
  renderRoutes([{ path: '/contact', element: <ContactPage /> }], '/contact');
  return api;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

function fillIn(values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
}

const valid = {
  Name: 'Ana Traveller',
  Email: 'ana@example.com',
  Subject: 'technical',
  Message: 'The results page does not load on my phone.',
};

describe('Contact page', () => {
  afterEach(() => {
    toast.dismiss();
    vi.unstubAllGlobals();
  });

  it('shows the form, the contact details, the booking warning and the FAQ', async () => {
    renderContact();

    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Send us a message',
      'Contact Information',
      'Issues with a booking?',
      'Frequently Asked Questions',
    ]);
    expect((await screen.findByRole('link', { name: 'help@tripfit.test' })).getAttribute('href')).toBe(
      'mailto:help@tripfit.test',
    );
    expect(screen.getByText('Belgrade, Serbia')).toBeDefined();
    expect(screen.getByText('Monday to Friday, 9:00 AM to 6:00 PM CET')).toBeDefined();
    expect(screen.getByText('Closed on weekends')).toBeDefined();
    const subjects = screen.getByLabelText<HTMLSelectElement>('Subject');
    expect([...subjects.options].slice(1).map((option) => [option.value, option.text])).toEqual([
      ['general', 'General Inquiry'],
      ['technical', 'Technical Support'],
      ['partnership', 'Partnership Opportunity'],
      ['feedback', 'Feedback'],
      ['other', 'Other'],
    ]);
  });

  it('shows each validation message and sends nothing', () => {
    const api = renderContact();

    send();

    for (const message of [
      'Name must be at least 2 characters',
      'Invalid email address',
      'Please select a subject',
      'Message must be at least 10 characters',
    ]) {
      expect(screen.getByText(message)).toBeDefined();
    }
    expect(document.activeElement).toBe(field('Name'));
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');

    fillIn({ Name: 'A', Email: 'ana@', Message: 'Too short' });
    send();
    expect(screen.getByText('Name must be at least 2 characters')).toBeDefined();
    expect(screen.getByText('Invalid email address')).toBeDefined();
    expect(screen.getByText('Message must be at least 10 characters')).toBeDefined();

    // A pasted name with a control character (here one that reverses the text that follows it).
    fillIn({ ...valid, Name: 'Ana \u202eTraveller' });
    send();
    expect(screen.getByText('Name must be on one line, without control characters')).toBeDefined();
    expect(api.callsTo('POST /api/contact')).toHaveLength(0);
  });

  it("shows 'Sending...', confirms with product.md's toast and clears the form", async () => {
    let answer: () => void = () => undefined;
    const api = renderContact(
      () => new Promise<Response>((resolve) => (answer = () => resolve(json({ ok: true }, 201)))),
    );

    fillIn(valid);
    send();

    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Sending...' })).disabled).toBe(
      true,
    );
    expect(api.callsTo('POST /api/contact')[0]?.body).toEqual({
      name: 'Ana Traveller',
      email: 'ana@example.com',
      subject: 'technical',
      message: 'The results page does not load on my phone.',
    });
    answer();

    expect(await screen.findByText("Thank you! We'll respond within 1-2 business days.")).toBeDefined();
    await waitFor(() => expect(field('Name').value).toBe(''));
    expect(field('Email').value).toBe('');
    expect(field('Subject').value).toBe('');
    expect(field('Message').value).toBe('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDefined();
  });

  it("shows the server's message when sending fails and keeps the text", async () => {
    const refusal =
      'Your message contains code-like content we cannot accept. Please remove it and try again.';
    renderContact(() => apiError(400, refusal, 'unsafe_content'));

    fillIn(valid);
    send();

    expect(await screen.findByText(refusal)).toBeDefined();
    expect(field('Name').value).toBe('Ana Traveller');
  });

  it('opens one FAQ answer at a time and collapses the open one', () => {
    renderContact();
    const faq = within(screen.getByRole('region', { name: 'Frequently Asked Questions' }));
    const free = faq.getByRole('button', { name: 'Is TripFit free to use?' });
    const budget = faq.getByRole('button', { name: 'What does my budget include?' });
    const expanded = (button: HTMLElement) => button.getAttribute('aria-expanded');

    expect(faq.getAllByRole('button')).toHaveLength(5);
    expect(faq.queryByText(/completely free/)).toBeNull();

    fireEvent.click(free);
    expect(expanded(free)).toBe('true');
    expect(faq.getByText(/completely free/)).toBeDefined();

    fireEvent.click(budget);
    expect(expanded(budget)).toBe('true');
    // What the total really counts: the bags chosen, the nights from landing, the fees paid at the hotel.
    expect(
      faq.getByText(
        /with the bags you chose .* from the day you land, with the taxes and fees paid at the hotel/,
      ),
    ).toBeDefined();
    expect(expanded(free)).toBe('false');
    expect(faq.queryByText(/completely free/)).toBeNull();

    fireEvent.click(budget);
    expect(expanded(budget)).toBe('false');
    expect(faq.queryByText(/checked baggage/)).toBeNull();
  });
});
