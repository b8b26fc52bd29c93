import { describe, expect, it } from 'vitest';
import { contactErrorFor, contactMessageSchema, contactSubjectOptions, contactSubjects } from './contact';

const valid = {
  name: 'Ana Traveller',
  email: 'ana@example.com',
  subject: 'technical',
  message: 'The results page does not load on my phone.',
};

const firstError = (input: Record<string, unknown>) => {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0];
};

describe('contact message schema', () => {
  it('accepts a valid message and trims its text', () => {
    expect(contactMessageSchema.parse({ ...valid, name: '  Ana  ', email: ' ana@example.com ' })).toEqual({
      ...valid,
      name: 'Ana',
    });
  });

  it.each([
    ['name', { name: 'A' }, 'Name must be at least 2 characters'],
    ['name', { name: 'A'.repeat(101) }, 'Name must be at most 100 characters'],
    ['name', { name: 'Ana\nBcc: x@example.com' }, 'Name must be on one line, without control characters'],
    ['name', { name: 'Ana\tTraveller' }, 'Name must be on one line, without control characters'],
    ['name', { name: 'Ana\u2029Traveller' }, 'Name must be on one line, without control characters'],
    ['name', { name: '\u2066Ana\u2069' }, 'Name must be on one line, without control characters'],
    ['email', { email: 'not-an-email' }, 'Invalid email address'],
    ['email', { email: `${'a'.repeat(250)}@b.com` }, 'Email must be at most 255 characters'],
    ['subject', { subject: '' }, 'Please select a subject'],
    ['subject', { subject: 'sales' }, 'Please select a subject'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters'],
    ['message', { message: 'x'.repeat(1001) }, 'Message must be at most 1000 characters'],
  ])('refuses a bad %s with product.md wording', (field, override, message) => {
    expect(firstError({ ...valid, ...override })).toMatchObject({ path: [field], message });
  });

  it('accepts the limits themselves', () => {
    expect(contactMessageSchema.safeParse({ ...valid, name: 'Al', message: 'x'.repeat(1000) }).success).toBe(
      true,
    );
    expect(
      contactMessageSchema.safeParse({ ...valid, name: 'A'.repeat(100), message: 'x'.repeat(10) }).success,
    ).toBe(true);
  });

  it('names a required field missing from the body', () => {
    expect(firstError({ ...valid, name: undefined })).toMatchObject({
      path: ['name'],
      message: 'Name must be at least 2 characters',
    });
  });

  it('lists the five subjects of product.md with their labels', () => {
    expect(contactSubjectOptions.map((option) => option.value)).toEqual([...contactSubjects]);
    expect(contactSubjectOptions.map((option) => option.label)).toEqual([
      'General Inquiry',
      'Technical Support',
      'Partnership Opportunity',
      'Feedback',
      'Other',
    ]);
  });

  it('maps each refusal message back to its key', () => {
    expect(contactErrorFor('Please select a subject')).toBe('subjectRequired');
    expect(contactErrorFor('something else')).toBeUndefined();
  });
});
