import { LoaderCircle } from 'lucide-react';
import { Button, type ButtonProps } from './button';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'disabled'> {
  /** The request runs: the button is disabled and shows a spinner. */
  pending: boolean;
  /** The label while pending, e.g. 'Signing in...'; without one the idle label stays. */
  pendingLabel?: string;
}

/** A form's submit button: disabled with a spinner and its pending label while the request runs (product.md §4). */
export function SubmitButton({ pending, pendingLabel, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending && <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
