import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { createMailer, createOutboxMailer, createSmtpMailer } from './mail';
import { MailOutbox } from './mail-outbox';

const message = (n: number) => ({
  to: `user${n}@example.com`,
  subject: `Message ${n}`,
  text: `Open https://tripfit.example/a?token=${n} or https://tripfit.example/a?token=${n} again.`,
  html: `<p>${n}</p>`,
});

describe('mail outbox', () => {
  it('keeps the newest messages first, with their links, up to its capacity', () => {
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const outbox = new MailOutbox(2, () => new Date((clock += 1000)));
    outbox.add(message(1));
    outbox.add(message(2));
    outbox.add(message(3));
    const entries = outbox.list();
    expect(entries.map((entry) => entry.subject)).toEqual(['Message 3', 'Message 2']);
    expect(entries[0]).toMatchObject({
      to: 'user3@example.com',
      links: ['https://tripfit.example/a?token=3'],
      sentAt: '2030-01-01T00:00:03.000Z',
    });
  });

  it('is what the mailer uses without SMTP_URL', async () => {
    const mailer = createMailer({ from: 'TripFit <no-reply@tripfit.app>', logger: createLogger('silent') });
    await mailer.send(message(1));
    expect(mailer.outbox?.list()).toHaveLength(1);
  });

  it('stores what the outbox mailer is given', async () => {
    const mailer = createOutboxMailer(createLogger('silent'));
    await mailer.send(message(7));
    expect(mailer.outbox?.list()[0]?.links).toEqual(['https://tripfit.example/a?token=7']);
  });
});

describe('SMTP mailer', () => {
  it('hands the message to the transport with the configured sender', async () => {
    const sent: string[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const mailer = createSmtpMailer(
      {
        sendMail: async (mail) => {
          const info = await transport.sendMail(mail);
          sent.push(String(info.message));
        },
      },
      'TripFit <no-reply@tripfit.app>',
    );
    await mailer.send(message(1));
    expect(mailer.outbox).toBeUndefined();
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({
      from: { address: 'no-reply@tripfit.app', name: 'TripFit' },
      to: [{ address: 'user1@example.com' }],
      subject: 'Message 1',
    });
  });
});
