/** One mail as our code writes it, whatever carries it: SMTP or the in-memory outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go when not to the sender, e.g. the visitor who wrote through the contact form. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe for mail a recipient can turn off. */
  headers?: Record<string, string>;
}
