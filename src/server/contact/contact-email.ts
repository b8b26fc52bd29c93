import { contactSubjectOptions, type ContactMessage } from '../../core/contact';
import { escapeHtml } from '../infra/escape-html';
import type { MailMessage } from '../infra/mail-message';

const subjectLabel = (subject: ContactMessage['subject']) =>
  contactSubjectOptions.find((option) => option.value === subject)?.label ?? subject;

/** The visitor's text as a quotation: every line starts with "> ", so none can pass for a line of the mail's own. */
const quoted = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => `> ${line}`)
    .join('\n');

/**
 * The mail support receives for one contact-form message; replying answers the visitor. What the visitor typed is
 * marked as theirs: the name and address in quotes, the message quoted line by line (and set apart in the HTML).
 */
export function contactEmail(supportEmail: string, contact: ContactMessage): MailMessage {
  const topic = subjectLabel(contact.subject);
  return {
    to: supportEmail,
    replyTo: contact.email,
    subject: `[TripFit contact] ${topic} from "${contact.name}"`,
    text: [
      'A visitor wrote through the TripFit contact form. Quoted text is theirs, as typed.',
      '',
      `Name (typed by the visitor): "${contact.name}"`,
      `Email (typed by the visitor): "${contact.email}"`,
      `Topic: ${topic}`,
      '',
      'Message (typed by the visitor):',
      quoted(contact.message),
    ].join('\n'),
    html: [
      '<p>A visitor wrote through the TripFit contact form. Quoted text is theirs, as typed.</p>',
      `<p><strong>Name (typed by the visitor):</strong> <q>${escapeHtml(contact.name)}</q></p>`,
      `<p><strong>Email (typed by the visitor):</strong> <q>${escapeHtml(contact.email)}</q></p>`,
      `<p><strong>Topic:</strong> ${escapeHtml(topic)}</p>`,
      '<p><strong>Message (typed by the visitor):</strong></p>',
      `<blockquote style="white-space: pre-wrap; border-left: 3px solid #ccc; margin: 0; padding-left: 12px">${escapeHtml(contact.message)}</blockquote>`,
    ].join('\n'),
  };
}
