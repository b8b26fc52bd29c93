import { useState } from 'react';
import { toast } from '../../lib/toast';

/**
 * Submitting a form checked on the client: values `validate` refuses never reach `action`, and a submit while
 * one runs is ignored. A failure shows `failureText` as a toast and frees the form for another try. A success
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
      toast.error(failureText(error));
      setSubmitting(false);
    }
  }

  return { submitting, submit: () => void run() };
}
