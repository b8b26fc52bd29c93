import nodemailer from 'nodemailer';
import type { Logger } from './logger';
import type { MailMessage } from './mail-message';
import { MailOutbox } from './mail-outbox';

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Present when mail stays in memory (no SMTP_URL): the dev server lists it. */
  readonly outbox: MailOutbox | undefined;
}

/** Something that delivers one message, as nodemailer's transports do. */
export interface MailTransport {
  sendMail(message: MailMessage & { from: string }): Promise<unknown>;
}

export function createSmtpMailer(transport: MailTransport, from: string): Mailer {
  return {
    outbox: undefined,
    send: async (message) => {
      await transport.sendMail({ ...message, from });
    },
  };
}

/** Keeps mail in memory and logs its subject; the recipient and the links (which carry tokens) stay out of the log. */
export function createOutboxMailer(logger: Logger, outbox = new MailOutbox()): Mailer {
  return {
    outbox,
    send: async (message) => {
      outbox.add(message);
      logger.info({ subject: message.subject }, 'mail kept in the outbox (SMTP_URL is not set)');
    },
  };
}

/** SMTP when SMTP_URL is set; otherwise the in-memory outbox. */
export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  if (options.smtpUrl) return createSmtpMailer(nodemailer.createTransport(options.smtpUrl), options.from);
  return createOutboxMailer(options.logger);
}
