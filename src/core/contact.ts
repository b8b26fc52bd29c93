import { z } from 'zod';

/** product.md §5 contact form limits. */
export const contactLimits = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 255,
  messageMin: 10,
  messageMax: 1000,
} as const;

export const contactSubjects = ['general', 'technical', 'partnership', 'feedback', 'other'] as const;

export type ContactSubject = (typeof contactSubjects)[number];

/** product.md §5 subject options, in the order the select lists them. */
export const contactSubjectOptions: readonly { value: ContactSubject; label: string }[] = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'technical', label: 'Technical Support' },
  { value: 'partnership', label: 'Partnership Opportunity' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'other', label: 'Other' },
];

/** Why a contact field was refused, keyed so the web form can show each one translated. */
export const contactErrorMessages = {
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 100 characters',
  nameNotOneLine: 'Name must be on one line, without control characters',
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email must be at most 255 characters',
  subjectRequired: 'Please select a subject',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message must be at most 1000 characters',
} as const;

export type ContactError = keyof typeof contactErrorMessages;

const messages = contactErrorMessages;

/**
 * Characters a one-line field refuses: control characters (line breaks among them), the Unicode line and paragraph
 * separators, and the bidirectional controls that make text read in another order than it is written. A name with
 * a line break could start a line such as "Bcc:" in the mail support reads.
 */
const notOneLine = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** Whether `text` fits a one-line field: no line break or other control character. */
export const isOneLine = (text: string) => !notOneLine.test(text);

export const contactMessageSchema = z.object({
  name: z
    .string(messages.nameTooShort)
    .trim()
    .min(contactLimits.nameMin, messages.nameTooShort)
    .max(contactLimits.nameMax, messages.nameTooLong)
    .refine(isOneLine, messages.nameNotOneLine),
  email: z
    .string(messages.emailInvalid)
    .trim()
    .max(contactLimits.emailMax, messages.emailTooLong)
    .pipe(z.email(messages.emailInvalid)),
  subject: z.enum(contactSubjects, messages.subjectRequired),
  message: z
    .string(messages.messageTooShort)
    .trim()
    .min(contactLimits.messageMin, messages.messageTooShort)
    .max(contactLimits.messageMax, messages.messageTooLong),
});

export type ContactMessage = z.output<typeof contactMessageSchema>;

/** The key of a refusal message of the schema, for translation; undefined for anything else. */
export function contactErrorFor(message: string): ContactError | undefined {
  return (Object.keys(contactErrorMessages) as ContactError[]).find(
    (key) => contactErrorMessages[key] === message,
  );
}
