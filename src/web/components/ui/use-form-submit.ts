import { useState } from 'react';
import { toast } from '../../lib/toast';

/**
 * Thrown by an action that has shown its own answer beside the form (a sign-in before the address is verified):
 * the form is free for another try, and no toast repeats the answer.
 */
export class AnsweredBesideForm extends Error {
  override name = 'AnsweredBesideForm';
}

/**
 * Submitting a form checked on the client: values `validate` refuses never reach `action`, and a submit while
 * one runs is ignored. A failure shows `failureText` as a toast (unless the action answered beside the form) and
 * frees the form for another try. A success
 * keeps the form busy: it always leads away from the form (another page, step or view), and the button must not
 * come back for a moment first.
 */
export function useFormSubmit<Checked>(
  validate: () => Checked | null,
  action: (checked: Checked) => Promise<void>,
  failureText: (error: unknown) => string,
) {
  const [submitting, setSubmitting] = useState(false);

  async function run() {
    const checked = validate();
    if (checked === null || submitting) return;
    setSubmitting(true);
    try {
      await action(checked);
    } catch (error) {
      if (!(error instanceof AnsweredBesideForm)) toast.error(failureText(error));
      setSubmitting(false);
    }
  }

  return { submitting, submit: () => void run() };
}
