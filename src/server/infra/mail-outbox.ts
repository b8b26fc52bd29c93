import type { MailMessage } from './mail-message';

/** A message kept in the outbox, with the links it carries so a person or a test can follow them. */
export interface OutboxEntry extends MailMessage {
  links: string[];
  sentAt: string;
}

const LINK = /https?:\/\/[^\s<>"']+/g;

/** The last `capacity` messages in memory, newest first: where mail goes when no SMTP server is configured. */
export class MailOutbox {
  private entries: OutboxEntry[] = [];

  constructor(
    private readonly capacity = 100,
    private readonly now: () => Date = () => new Date(),
  ) {}

  add(message: MailMessage): OutboxEntry {
    const entry: OutboxEntry = {
      ...message,
      links: [...new Set(message.text.match(LINK) ?? [])],
      sentAt: this.now().toISOString(),
    };
    this.entries = [entry, ...this.entries].slice(0, this.capacity);
    return entry;
  }

  list(): OutboxEntry[] {
    return [...this.entries];
  }
}
