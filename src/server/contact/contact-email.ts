import { contactSubjectOptions, type ContactMessage } from '../../core/contact';
import { escapeHtml } from '../infra/escape-html';
import type { MailMessage } from '../infra/mail-message';

const subjectLabel = (subject: ContactMessage['subject']) =>
  contactSubjectOptions.find((option) => option.value === subject)?.label ?? subject;

/** The mail support receives for one contact-form message; replying answers the visitor. */
export function contactEmail(supportEmail: string, contact: ContactMessage): MailMessage {
  const topic = subjectLabel(contact.subject);
  const from = `${contact.name} <${contact.email}>`;
  return {
    to: supportEmail,
    replyTo: contact.email,
    subject: `[TripFit contact] ${topic} from ${contact.name}`,
    text: [`From: ${from}`, `Subject: ${topic}`, '', contact.message].join('\n'),
    html: [
      `<p><strong>From:</strong> ${escapeHtml(from)}</p>`,
      `<p><strong>Subject:</strong> ${escapeHtml(topic)}</p>`,
      `<p style="white-space: pre-wrap">${escapeHtml(contact.message)}</p>`,
    ].join('\n'),
  };
}
