import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

interface SubmitButtonProps {
  submitting: boolean;
  /** The label while idle, e.g. 'Sign In'. */
  children: ReactNode;
  /** The label while submitting, e.g. 'Signing in...'. */
  submittingLabel: string;
  className?: string;
}

/** A form's submit button: disabled with a spinner and its submitting label while the request runs (SPEC §4). */
export function SubmitButton({
  submitting,
  children,
  submittingLabel,
  className = 'w-full',
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={submitting} className={className}>
      {submitting && <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />}
      {submitting ? submittingLabel : children}
    </Button>
  );
}
