import type { ComponentProps } from 'react';

const looks = {
  /** The confirm button inside a dialog. */
  solid: 'bg-red-700 text-white shadow-sm hover:bg-red-800 disabled:bg-red-700/70',
  /** The button that opens the dialog. */
  outline: 'border border-red-200 bg-white text-red-700 shadow-xs hover:border-red-300 hover:bg-red-50',
} as const;

interface DangerButtonProps extends ComponentProps<'button'> {
  look?: keyof typeof looks;
}

/** A button for an action that cannot be undone (delete a search, delete the account); sized like Button. */
export function DangerButton({
  look = 'solid',
  type = 'button',
  className = '',
  ...props
}: DangerButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${looks[look]} ${className}`}
      {...props}
    />
  );
}
